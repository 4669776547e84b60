import { definitionsAt, partsOf } from '../../../journey/src/steps/schemaResolver';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reference list a schema names (`"list": "occupation_role"`), if it names one. */
export function listOf(schema: unknown): string | undefined {
  return isSchema(schema) && typeof schema.list === 'string' ? schema.list : undefined;
}

/**
 * The list named by the question at a dotted path below an object schema ("code",
 * "name.title"), whichever branch defines it (read by the journey's one schema walker);
 * undefined when no definition names one.
 */
export function listAt(schema: unknown, path: string): string | undefined {
  if (!isSchema(schema)) return undefined;
  return definitionsAt([schema], path.split('.'))
    .flatMap((definition) => partsOf(definition))
    .map(listOf)
    .find((list) => list !== undefined);
}
