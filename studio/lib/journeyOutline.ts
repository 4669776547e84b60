import {
  askedQuestions,
  drawnWhole,
  isGroup,
  isList,
  widgetOf,
  type AskedQuestion,
} from '../../journey/src/checks/askedQuestions';
import type { Finding } from '../../journey/src/checks/checkTypes';
import { perDocuments } from '../../journey/src/checks/documentsMemo';
import { proposalPlaces } from '../../journey/src/checks/proposalPlaces';
import { entityBoundPassed } from '../../journey/src/checks/stepNoLooserThanEntity';
import type { SchemaNode } from '../../journey/src/checks/schemaNodes';
import { formNamesIn } from '../../journey/src/forms/loadForm';
import { isObject, lookUp } from '../../journey/src/steps/documentRefs';
import { withKeywordValues } from '../../journey/src/steps/keywordValues';
import { dateBounds } from '../../journey/src/steps/limitKeywords';
import { loadSteps, stepFolder } from '../../journey/src/steps/loadSteps';
import { questionOrder } from '../../journey/src/steps/questionOrder';
import type { JourneyDocuments, JsonObject } from '../../journey/src/steps/stepTypes';
import { askedWhen, conditionInWords, type QuestionCondition } from './conditionInWords';
import { rulesTouching, type RuleMention } from './rulesTouching';

// The journey as the studio lists it: the steps and the pages' forms, each with its questions in
// the order customers meet them, and for each question where it is written, its condition in
// words, its messages, its list and the rules that touch it. Pure: the studio's server builds it
// from the documents as they are on disk.

/** A place in a journey document: the file (relative to journey/) and the JSON pointer in it. */
export interface Place {
  file: string;
  pointer: string;
}

export interface QuestionMessage extends Place {
  /** The rule it explains: 'required', 'minimum', 'format', ... */
  keyword: string;
  text: string;
  /**
   * The text as customers read it, its placeholders filled from the question's own limits
   * ('{maxItems}' with its `maxItems`); absent when the text has none to fill.
   */
  shown?: string;
}

/**
 * A limit of a question that one of its messages explains: 5 of `maxItems`; or a count of a date
 * rule (30 of `"latestDate": { "from": "today", "days": 30 }`), named as its messages name it
 * (`latestDate.days`, `earliestDate.1.years` of the second of several bounds).
 */
export interface QuestionLimit extends Place {
  keyword: string;
  /** The number as its messages state it: a date rule's count as its size (5 of `"years": -5`). */
  value: number;
  /** A date rule's count: its unit, the answer it counts from, and whether it counts back. */
  date?: { unit: DateUnit; from: string; back: boolean };
  /**
   * The Proposal's own bound on the answer, which the limit may not pass (the most claims the
   * entity stores): a number beyond it would let customers give answers every save refuses.
   */
  entity?: { upper: boolean; bound: number; words: string };
  /**
   * Where another part asking the same answer writes the same limit (a page's form asking the
   * cover start date as step 6 does): saved there too, as the checker has the two agree.
   */
  alsoAt?: Place[];
}

/** The units a date rule counts in (schemas/src/keywords/dateBound.ts). */
export const dateUnits = ['days', 'months', 'years'] as const;
export type DateUnit = (typeof dateUnits)[number];

export interface OutlineQuestion {
  /** Its answer's dotted path ('risk.duqs.vehicle_night_location'; '*' for list items). */
  path: string;
  depth: number;
  title: string | undefined;
  help: string | undefined;
  widget: string | undefined;
  kind: 'group' | 'list' | 'question';
  /** Where its title is written (the schema's property, or ui:title when the ui gives one). */
  titlePlace: Place;
  /** Where its definition is written (in the step's or a shared schema). */
  place: Place;
  /** Where its help is written, or would be (its node in the step's ui document). */
  helpPlace: Place;
  /** "asked when: …", undefined when always asked. */
  condition: string | undefined;
  /** The conditions themselves, with where each is written, its JSON and the answer its `if` is over. */
  conditions: (QuestionCondition & Place & { source: string; base: string[] })[];
  messages: QuestionMessage[];
  /**
   * The limits its messages state (`maxItems` beside "no more than {maxItems} claims"), each a
   * number where it is written; absent when it has none.
   */
  limits?: QuestionLimit[];
  /** Its list's options, each with its index in the list's file (one array per list, shared). */
  list: { name: string; file: string; options: ListOption[] } | undefined;
  rules: RuleMention[];
  findings: Finding[];
}

export interface OutlinePart {
  kind: 'step' | 'form';
  /** The step's id or the form's name. */
  id: string;
  number: number | undefined;
  title: string;
  schemaFile: string;
  uiFile: string;
  questions: OutlineQuestion[];
  findings: Finding[];
}

/** An option of a reference list, with its index in the list's file. */
export interface ListOption {
  name: string;
  value: string;
  index: number;
}

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointerOf = (keys: readonly string[]) => keys.map((key) => `/${escapeKey(key)}`).join('');

/** The options of each list by name, read once per outline. */
type ListOptions = (name: string) => ListOption[];
function listOptions(documents: JourneyDocuments): ListOptions {
  const read = new Map<string, ListOption[]>();
  return (name) => {
    let found = read.get(name);
    if (found) return found;
    const list = documents[`lists/${name}.json`];
    const options = isObject(list) && Array.isArray(list.options) ? list.options : [];
    found = options
      .map((o, index) => (isObject(o) ? { name: String(o.name), value: String(o.value), index } : undefined))
      .filter((o) => o !== undefined);
    read.set(name, found);
    return found;
  };
}

/** The conditions on the way to a node: each `if` whose then (or else) holds it, outermost first. */
function conditionsOf(
  node: SchemaNode,
  words: (ifSchema: unknown, base: readonly string[]) => string,
): (QuestionCondition & Place & { source: string; base: string[] })[] {
  const found: (QuestionCondition & Place & { source: string; base: string[] })[] = [];
  for (let current: SchemaNode | undefined = node; current?.parent; current = current.parent) {
    const branch = current.keys.at(-1);
    const holder = current.parent;
    if (current.via !== 'branch' || (branch !== 'then' && branch !== 'else') || !isObject(holder.node.if))
      continue;
    found.unshift({
      words: words(holder.node.if, holder.answer ?? []),
      otherwise: branch === 'else',
      source: JSON.stringify(holder.node.if),
      file: holder.file,
      pointer: pointerOf([...holder.keys, 'if']),
      base: holder.answer ?? [],
    });
  }
  return found;
}

/**
 * A value of a question's schema with each reference to a number (a limit written once on another
 * question, `{ "$ref": ".../date_of_birth/minAge" }`, negated beside `"x-negate": true`) replaced
 * by that number, as the journey reads it; a reference that names no number stays as written.
 */
function numbersReferenced(value: unknown, file: string, documents: JourneyDocuments): unknown {
  if (Array.isArray(value)) return value.map((item) => numbersReferenced(item, file, documents));
  if (!isObject(value)) return value;
  if (typeof value.$ref === 'string') {
    try {
      const [, target] = lookUp(value.$ref, file, documents);
      if (typeof target === 'number') return value['x-negate'] === true ? -target : target;
      // A date rule written once on another question (the price page's start date naming step 6's).
      if (isObject(target) && value['x-negate'] === undefined) return target;
    } catch {
      // A reference that names nothing is the checker's finding; the message stays as written.
    }
    return value;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, numbersReferenced(item, file, documents)]),
  );
}

/**
 * A message's text as customers read it, filled as the journey fills it (withKeywordValues: a
 * limit beside it, a member of one such as `{latestDate.days}`, an amount after a pound sign
 * grouped as money), when it has a placeholder it fills.
 */
function filled(
  text: string,
  node: JsonObject,
  file: string,
  documents: JourneyDocuments,
): { shown?: string } {
  if (!text.includes('{')) return {};
  const shown = withKeywordValues(text, numbersReferenced(node, file, documents) as JsonObject);
  return shown === text ? {} : { shown };
}

/**
 * The counts written in a date rule (`{ "from": "today", "years": -5 }`, or a list of such bounds),
 * each named as a message's placeholder names it; a count written elsewhere (a `$ref` to the
 * youngest age) is that question's limit, not this one's.
 */
function dateCounts(keyword: string, value: unknown, keys: readonly string[], file: string): QuestionLimit[] {
  const several = Array.isArray(value);
  const bounds: unknown[] = several ? value : [value];
  return bounds.flatMap((bound, index) => {
    if (!isObject(bound)) return [];
    const at = several ? [keyword, String(index)] : [keyword];
    return dateUnits.flatMap((unit) => {
      const count = bound[unit];
      if (typeof count !== 'number') return [];
      return [
        {
          keyword: [...at, unit].join('.'),
          value: Math.abs(count),
          file,
          pointer: pointerOf([...keys, ...at, unit]),
          date: { unit, from: String(bound.from), back: count < 0 },
        },
      ];
    });
  });
}

const upperLimits = ['maxItems', 'maxLength', 'maximum'];
const lowerLimits = ['minItems', 'minLength', 'minimum'];

/**
 * The Proposal's bound on the question's answer for a limit `keyword` (its loosest where the
 * entity describes the answer in several places), with its words as the checker writes them.
 */
function entityOf(question: AskedQuestion, keyword: string): Pick<QuestionLimit, 'entity'> {
  const upper = upperLimits.includes(keyword);
  if (!upper && !lowerLimits.includes(keyword)) return {};
  const places = proposalPlaces(question.answer);
  const bounds = places
    .map((place) => place.schema[keyword])
    .filter((b): b is number => typeof b === 'number');
  if (bounds.length === 0) return {};
  const bound = upper ? Math.max(...bounds) : Math.min(...bounds);
  const words = entityBoundPassed(keyword, upper ? bound + 1 : bound - 1, places);
  return words ? { entity: { upper, bound, words } } : {};
}

/**
 * A limit of a question and where it is written: beside the question, or where a `$ref` in its
 * place names it (a page's form naming step 6's voluntary excess amounts), so that an edit is
 * saved where the journey reads it, once. A negated or broken reference stays as written.
 */
function limitPlace(
  { node, file, keys }: { node: JsonObject; file: string; keys: readonly string[] },
  keyword: string,
  documents: JourneyDocuments,
): { value: unknown; file: string; keys: readonly string[] } {
  const value = node[keyword];
  if (!isObject(value) || typeof value.$ref !== 'string' || value['x-negate'] !== undefined)
    return { value, file, keys };
  try {
    const [target, named] = lookUp(value.$ref, file, documents);
    const pointer = decodeURIComponent(new URL(value.$ref, `https://journey.invalid/${file}`).hash.slice(1));
    const path = pointer
      .split('/')
      .slice(1)
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    // Named by the same keyword there, the rest of its pointer is the object it is written in.
    if (path.at(-1) !== keyword) return { value, file, keys };
    return { value: named, file: target, keys: path.slice(0, -1) };
  } catch {
    return { value, file, keys };
  }
}

/**
 * The limits of the question its messages explain: a number beside a message of its keyword, and
 * the counts of a date rule beside a message of its keyword ("within {earliestDate.years} years").
 */
function limitsOf(question: AskedQuestion, documents: JourneyDocuments): { limits?: QuestionLimit[] } {
  const limits: QuestionLimit[] = [];
  for (const definition of question.definitions) {
    if (!isObject(definition.node.errorMessage)) continue;
    for (const keyword of Object.keys(definition.node.errorMessage)) {
      const { value, file, keys } = limitPlace(definition, keyword, documents);
      const found =
        typeof value === 'number'
          ? [{ keyword, value, file, pointer: pointerOf([...keys, keyword]), ...entityOf(question, keyword) }]
          : (dateBounds as readonly string[]).includes(keyword)
            ? dateCounts(keyword, value, keys, file)
            : [];
      for (const limit of found)
        if (!limits.some((l) => l.file === limit.file && l.pointer === limit.pointer)) limits.push(limit);
    }
  }
  return limits.length > 0 ? { limits } : {};
}

function messagesOf(question: AskedQuestion, documents: JourneyDocuments): QuestionMessage[] {
  const messages: QuestionMessage[] = [];
  const name = question.answer.at(-1) as string;
  const seen = new Set<unknown>();
  for (const definition of question.definitions) {
    const { node, file, keys } = definition;
    const written = node.errorMessage;
    if (typeof written === 'string')
      messages.push({ keyword: '*', text: written, file, pointer: pointerOf([...keys, 'errorMessage']) });
    else if (isObject(written))
      for (const [keyword, text] of Object.entries(written))
        if (typeof text === 'string')
          messages.push({
            keyword,
            text,
            file,
            pointer: pointerOf([...keys, 'errorMessage', keyword]),
            ...filled(text, node, file, documents),
          });
    // Its "required" message sits beside the `required` list naming it, in the object above.
    const holder = definition.parent;
    if (definition.via !== 'property' || !holder || seen.has(holder.node)) continue;
    seen.add(holder.node);
    const required = holder.node.errorMessage;
    const text = isObject(required) && isObject(required.required) ? required.required[name] : undefined;
    if (typeof text === 'string')
      messages.unshift({
        keyword: 'required',
        text,
        file: holder.file,
        pointer: pointerOf([...holder.keys, 'errorMessage', 'required', name]),
      });
  }
  return messages;
}

/** The question a finding concerns: the longest place (schema keys or ui keys) its path starts with. */
function concerns(finding: Finding, places: readonly { file: string; keys: string }[]): number {
  let best = -1;
  let length = -1;
  places.forEach((place, index) => {
    if (place.file !== finding.file) return;
    const within = finding.path === place.keys || finding.path.startsWith(`${place.keys}.`);
    if (within && place.keys.length > length) [best, length] = [index, place.keys.length];
  });
  return best;
}

function outlineOf(
  documents: JourneyDocuments,
  optionsOf: ListOptions,
  asked: readonly AskedQuestion[],
  origin: string,
  uiFile: string,
  order: ((a: string, b: string) => number) | undefined,
  earlier: readonly string[] = [],
): { questions: OutlineQuestion[]; findings: Finding[] } {
  const mine = asked.filter((q) => q.origin === origin);
  // A condition's words name the questions it reads: the part's own, or an earlier step's (the nearest).
  const readable = earlier.flatMap((o) => asked.filter((q) => q.origin === o));
  const byPath = new Map([...readable, ...mine].map((q) => [q.answer.join('.'), q]));
  const titleOf = (q: AskedQuestion | undefined) =>
    q
      ? ((typeof q.ui['ui:title'] === 'string' ? q.ui['ui:title'] : undefined) ??
        q.definitions.map((d) => d.node.title).find((t): t is string => typeof t === 'string'))
      : undefined;
  const listOf = (q: AskedQuestion | undefined) =>
    q?.definitions.map((d) => d.node.list).find((l): l is string => typeof l === 'string');
  const words = (ifSchema: unknown, base: readonly string[]) =>
    conditionInWords(
      ifSchema,
      {
        title: (path) => titleOf(byPath.get(path.join('.'))),
        options: (path) => {
          const list = listOf(byPath.get(path.join('.')));
          return list ? optionsOf(list) : undefined;
        },
      },
      base,
    );
  const questions = mine.map((q): OutlineQuestion => {
    const path = q.answer.join('.');
    const uiKeys = q.answer.map((key) => (key === '*' ? 'items' : key));
    const conditions = conditionsOf(q.place, words);
    const list = listOf(q);
    const uiTitle = typeof q.ui['ui:title'] === 'string';
    const schemaPlace = { file: q.place.file, pointer: pointerOf(q.place.keys) };
    const kind = isList(q) ? 'list' : isGroup(q) && !drawnWhole(q) ? 'group' : 'question';
    return {
      path,
      depth: q.answer.length,
      title: titleOf(q),
      help: typeof q.ui['ui:help'] === 'string' ? q.ui['ui:help'] : undefined,
      widget: widgetOf(q),
      kind,
      place: schemaPlace,
      titlePlace: uiTitle
        ? { file: uiFile, pointer: pointerOf([...uiKeys, 'ui:title']) }
        : { file: schemaPlace.file, pointer: `${schemaPlace.pointer}/title` },
      helpPlace: { file: uiFile, pointer: pointerOf([...uiKeys, 'ui:help']) },
      condition: askedWhen(conditions),
      conditions,
      messages: messagesOf(q, documents),
      ...limitsOf(q, documents),
      list: list ? { name: list, file: `lists/${list}.json`, options: optionsOf(list) } : undefined,
      // A group's rules are its questions' rules: listed with them.
      rules: kind === 'group' ? [] : rulesTouching(documents['rules.json'], path),
      findings: [],
    };
  });
  if (order) {
    const key = (path: string) => path.replace(/\*/g, '0');
    questions.sort((a, b) => order(key(a.path), key(b.path)));
  }
  return { questions, findings: [] };
}

/** What placeFindings needs of a part: its files and its questions' places. */
interface Placeable {
  schemaFile: string;
  uiFile: string;
  findings: Finding[];
  questions: { path: string; place: Place; findings: Finding[]; list?: { file: string } | undefined }[];
}

/**
 * The parts with each finding on the question it concerns (the longest place, in the schema or
 * the ui document, its path is within), or on the part when it concerns the part's files but no
 * question; a finding in a list's file is on every question answered from that list (an option
 * the ratebook does not rate shows on the question that offers it). The findings the parts had
 * are replaced. A part no finding concerns, and that had
 * none, is given back as it was.
 */
export function placeFindings<P extends Placeable>(parts: readonly P[], findings: readonly Finding[]): P[] {
  return parts.map((part) => {
    const { schemaFile, uiFile, questions } = part;
    const mine = findings.filter(
      (finding) =>
        finding.file === schemaFile ||
        finding.file === uiFile ||
        questions.some((q) => q.place.file === finding.file || q.list?.file === finding.file),
    );
    const had = part.findings.length > 0 || questions.some((q) => q.findings.length > 0);
    if (mine.length === 0 && !had) return part;
    const places = questions.flatMap((q) => [
      { file: q.place.file, keys: q.place.pointer.slice(1).split('/').join('.') },
      { file: uiFile, keys: q.path.replace(/\*/g, 'items') },
    ]);
    const placed: Finding[][] = questions.map(() => []);
    const unplaced: Finding[] = [];
    for (const finding of mine) {
      const fromList = questions.flatMap((q, i) => (q.list?.file === finding.file ? [i] : []));
      if (fromList.length > 0) {
        for (const i of fromList) placed[i]!.push(finding);
        continue;
      }
      const index = concerns(finding, places);
      if (index >= 0) placed[Math.floor(index / 2)]?.push(finding);
      else if (finding.file === schemaFile || finding.file === uiFile) unplaced.push(finding);
    }
    return {
      ...part,
      findings: unplaced,
      questions: questions.map((q, i) =>
        placed[i]!.length === 0 && q.findings.length === 0 ? q : { ...q, findings: placed[i] },
      ),
    };
  });
}

/**
 * The steps of journey.json and the steps as customers see them (`[]` when they cannot be loaded:
 * the checker names what is broken, and the questions are listed in the order written). Loaded
 * again only when a document they read has changed.
 */
const stepsShown = perDocuments((documents) => {
  const journey = documents['journey.json'];
  const order = isObject(journey) && Array.isArray(journey.steps) ? journey.steps.filter(isObject) : [];
  const steps = order.map((step) => ({ id: String(step.id), title: String(step.title) }));
  let loaded: { schema: JsonObject; ui: JsonObject }[] = [];
  try {
    loaded = loadSteps(steps, documents);
  } catch {
    // Listed in the order written.
  }
  return { steps, loaded };
});

/** The journey's steps (in journey.json order) and the pages' forms, each with its questions. */
export function journeyOutline(
  documents: JourneyDocuments,
  findings: readonly Finding[] = [],
): OutlinePart[] {
  const asked = askedQuestions(documents);
  const optionsOf = listOptions(documents);
  const { steps, loaded } = stepsShown(documents);
  const parts: OutlinePart[] = steps.map((step, index) => {
    const folder = stepFolder(step.id, index + 1);
    const schemaFile = `${folder}/schema.json`;
    const uiFile = `${folder}/ui.json`;
    const shown = loaded[index];
    const outline = outlineOf(
      documents,
      optionsOf,
      asked,
      schemaFile,
      uiFile,
      shown ? questionOrder(shown.schema, shown.ui) : undefined,
      steps.slice(0, index).map((earlier, i) => `${stepFolder(earlier.id, i + 1)}/schema.json`),
    );
    return {
      kind: 'step',
      id: step.id,
      number: index + 1,
      title: step.title,
      schemaFile,
      uiFile,
      ...outline,
    };
  });
  for (const name of formNamesIn(documents)) {
    const schemaFile = `forms/${name}/schema.json`;
    const uiFile = `forms/${name}/ui.json`;
    const schema = documents[schemaFile];
    const ui = documents[uiFile];
    const title = isObject(schema) && typeof schema.title === 'string' ? schema.title : name;
    const order = isObject(schema) && isObject(ui) ? questionOrder(schema, ui) : undefined;
    const outline = outlineOf(documents, optionsOf, asked, schemaFile, uiFile, order);
    parts.push({ kind: 'form', id: name, number: undefined, title, schemaFile, uiFile, ...outline });
  }
  linkSameLimits(parts);
  return findings.length > 0 ? placeFindings(parts, findings) : parts;
}

/**
 * Gives each limit the places where other parts write it for the same answer, at the same value
 * (written once in a shared document, it has no other place).
 */
function linkSameLimits(parts: readonly OutlinePart[]): void {
  const byAnswer = new Map<string, QuestionLimit[]>();
  for (const question of parts.flatMap((part) => part.questions))
    for (const limit of question.limits ?? []) {
      const key = `${question.path}|${limit.keyword}`;
      byAnswer.set(key, [...(byAnswer.get(key) ?? []), limit]);
    }
  for (const limits of byAnswer.values())
    for (const limit of limits) {
      const others = limits.filter(
        (other) =>
          (other.file !== limit.file || other.pointer !== limit.pointer) &&
          other.value === limit.value &&
          other.date?.back === limit.date?.back,
      );
      const places = others
        .map(({ file, pointer }) => ({ file, pointer }))
        .filter(
          (place, i, all) => all.findIndex((p) => p.file === place.file && p.pointer === place.pointer) === i,
        );
      if (places.length > 0) limit.alsoAt = places;
    }
}

/** A rule mention as sent: its description is in the outline's `rules`, unless another rule has its id. */
type SentRule = Omit<RuleMention, 'description'> & { description?: string };

/** A question as the server sends it: its list and its rules named, their texts sent once. */
export type SentQuestion = Omit<OutlineQuestion, 'list' | 'rules'> & {
  list: { name: string; file: string } | undefined;
  rules: SentRule[];
};
/** A part as sent, with the hash of its text when the sender keeps track of what it sent. */
export type SentPart = Omit<OutlinePart, 'questions'> & { questions: SentQuestion[]; hash?: string };

/** The options of each list by name and the description of each rule by id, sent once. */
export interface SentTables {
  lists: Record<string, ListOption[]>;
  rules: Record<string, string>;
  hash?: string;
}

/** A part or the tables sent before and not changed since: named by the hash sent with them. */
export interface Seen {
  seen: string;
}

/**
 * The outline as the server sends it to the page: each list's options once, by the list's name,
 * and each rule's description once, by its id (a list or a rule is named by many questions). After
 * a save, what has not changed since the last push is only named (`Seen`).
 */
export interface SentOutline {
  parts: (SentPart | Seen)[];
  tables: SentTables | Seen;
}

const isSeen = (value: object): value is Seen => 'seen' in value;

/**
 * The outline to send: the options of each list and the description of each rule, once. With
 * `hashOf`, each part and the tables carry the hash of their text.
 */
export function packOutline(
  parts: readonly OutlinePart[],
  hashOf?: (text: string) => string,
): { parts: SentPart[]; tables: SentTables } {
  const lists: Record<string, ListOption[]> = {};
  const rules: Record<string, string> = {};
  const rule = ({ description, ...mention }: RuleMention): SentRule => {
    if (!Object.hasOwn(rules, mention.id)) rules[mention.id] = description;
    return rules[mention.id] === description ? mention : { ...mention, description };
  };
  const sent = parts.map((part): SentPart => {
    const packed = {
      ...part,
      questions: part.questions.map(({ list, ...question }): SentQuestion => {
        if (list) lists[list.name] = list.options;
        return {
          ...question,
          list: list ? { name: list.name, file: list.file } : undefined,
          rules: question.rules.map(rule),
        };
      }),
    };
    return hashOf ? { ...packed, hash: hashOf(JSON.stringify(packed)) } : packed;
  });
  const tables = { lists, rules };
  return { parts: sent, tables: hashOf ? { ...tables, hash: hashOf(JSON.stringify(tables)) } : tables };
}

/**
 * The outline to push: a part or the tables whose hash is among those pushed last (`pushed`) is
 * only named. Gives the hashes of this push, to pass next time.
 */
export function sinceLastPush(
  outline: SentOutline,
  pushed: ReadonlySet<string>,
): { outline: SentOutline; hashes: Set<string> } {
  const hashes = new Set<string>();
  const name = <T extends { hash?: string }>(value: T | Seen): T | Seen => {
    if (isSeen(value)) return value;
    if (value.hash === undefined) return value;
    hashes.add(value.hash);
    return pushed.has(value.hash) ? { seen: value.hash } : value;
  };
  return { outline: { parts: outline.parts.map(name), tables: name(outline.tables) }, hashes };
}

/** What the page was sent before, by hash, to fill in what a push only names. */
export interface OutlineMemory {
  parts: Map<string, SentPart>;
  tables: Map<string, SentTables>;
  unpacked: Map<string, OutlinePart>;
}

export const outlineMemory = (): OutlineMemory => ({
  parts: new Map(),
  tables: new Map(),
  unpacked: new Map(),
});

function unpackPart(part: SentPart, { lists, rules }: SentTables): OutlinePart {
  const { hash: _hash, ...rest } = part;
  return {
    ...rest,
    questions: part.questions.map((question) => ({
      ...question,
      list: question.list ? { ...question.list, options: lists[question.list.name] ?? [] } : undefined,
      rules: question.rules.map((mention) => ({
        ...mention,
        description: mention.description ?? rules[mention.id] ?? '',
      })),
    })),
  };
}

/**
 * The outline as sent, each question given its list's options and its rules' descriptions again.
 * What the push only names is taken from `memory` (a part not changed keeps its object), which
 * then holds this outline; undefined when the push names something `memory` lacks (the page then
 * asks for the whole outline).
 */
export function unpackOutline(
  sent: SentOutline,
  memory: OutlineMemory = outlineMemory(),
): OutlinePart[] | undefined {
  const tables = isSeen(sent.tables) ? memory.tables.get(sent.tables.seen) : sent.tables;
  const parts = sent.parts.map((part) => (isSeen(part) ? memory.parts.get(part.seen) : part));
  if (!tables || parts.some((part) => part === undefined)) return undefined;
  const unpacked = new Map<string, OutlinePart>();
  const outline = (parts as SentPart[]).map((part) => {
    const key =
      part.hash !== undefined && tables.hash !== undefined ? `${part.hash} ${tables.hash}` : undefined;
    const done = (key !== undefined ? memory.unpacked.get(key) : undefined) ?? unpackPart(part, tables);
    if (key !== undefined) unpacked.set(key, done);
    return done;
  });
  memory.parts = new Map(parts.flatMap((part) => (part?.hash !== undefined ? [[part.hash, part]] : [])));
  memory.tables = new Map(tables.hash !== undefined ? [[tables.hash, tables]] : []);
  memory.unpacked = unpacked;
  return outline;
}
