type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reference list a schema names (`"list": "occupation_role"`), if it names one. */
export function listOf(schema: unknown): string | undefined {
  return isSchema(schema) && typeof schema.list === 'string' ? schema.list : undefined;
}

/** The schema and its conditional parts (allOf members, then, else), where a question may be. */
function parts(schema: Schema): Schema[] {
  const nested = [schema.then, schema.else, ...(Array.isArray(schema.allOf) ? schema.allOf : [])];
  return [schema, ...nested.filter(isSchema).flatMap(parts)];
}

/**
 * The list named by the question at a dotted path below an object schema ("code",
 * "name.title"), whichever branch defines it; undefined when no definition names one.
 */
export function listAt(schema: unknown, path: string): string | undefined {
  let found: Schema[] = isSchema(schema) ? [schema] : [];
  for (const key of path.split('.'))
    found = found
      .flatMap(parts)
      .map((part) => (isSchema(part.properties) ? part.properties[key] : undefined))
      .filter(isSchema);
  return found
    .flatMap(parts)
    .map(listOf)
    .find((list) => list !== undefined);
}
