/** A named string format shared by every ajv instance of the project. */
export interface FormatDefinition {
  /** The name used as `"format": "<name>"` in the schemas. */
  name: string;
  /** True when the whole string is a valid value. Pure: no IO, no clock. */
  validate: (value: string) => boolean;
}
