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
  /**
   * The one writing a valid value is stored in, whichever of the format's writings was sent
   * ("ls61hr" and "LS6 1HR" are one postcode, stored "LS6 1HR"), so documents, e-mails and pages
   * print it as it is written. Absent: a value is stored as sent. Pure.
   */
  stored?: (value: string) => string;
}
