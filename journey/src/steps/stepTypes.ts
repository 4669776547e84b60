/** A JSON object as parsed from a journey document. */
export type JsonObject = Record<string, unknown>;

/** Turns the proposer's wording into the additional driver's ('your' -> 'their', 'you' -> 'they'). */
export type Reword = (text: string) => string;

/** One of the seven steps, loaded: its schema over the whole proposal and its UI schema. */
export interface LoadedStep {
  /** The step id of journey.json, e.g. 'about-you'. */
  id: string;
  title: string;
  /** 1 to 7, the order of journey.json. */
  number: number;
  /** A draft-07 JSON Schema with every reference inlined and groups merged; RJSF draws it. */
  schema: JsonObject;
  /** The RJSF UI schema with its shared parts included. */
  ui: JsonObject;
}

/**
 * The journey documents by path relative to `journey/` ('steps/01-about-you/schema.json',
 * 'steps/shared/driver-questions.ui.json', ...), already parsed.
 */
export type JourneyDocuments = Readonly<Record<string, unknown>>;
