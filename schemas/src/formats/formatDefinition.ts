/** A named string format shared by every ajv instance of the project. */
export interface FormatDefinition {
  /** The name used as `"format": "<name>"` in the schemas. */
  name: string;
  /** True when the whole string is a valid value. Pure: no IO, no clock. */
  validate: (value: string) => boolean;
  /**
   * How a value a customer types or pastes is written in this format, before any length limit
   * applies: the common ways of writing it that the format does not take ("+44 (0)7700 900123")
   * become the one it does. Absent: the text is kept as typed. Pure.
   */
  typed?: (text: string) => string;
}
