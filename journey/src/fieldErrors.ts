import type { ErrorObject } from 'ajv';
import defaultMessages from '../content/validation-messages.json';

export interface FieldError {
  /** Dotted path of the answer, e.g. "risk.proposer.email_address"; "" for the whole document. */
  path: string;
  message: string;
}

export type ValidationMessages = typeof defaultMessages;

/** "/risk/additional_drivers/0/name" -> "risk.additional_drivers.0.name" */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

const join = (base: string, key: string) => (base ? `${base}.${key}` : key);

function fill(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** The catalogue wording for one ajv error; needs verbose errors (parentSchema) for ranges. */
function messageFor(error: ErrorObject, messages: ValidationMessages): string {
  const p = error.params as Record<string, unknown>;
  const parent = error.parentSchema as Record<string, unknown> | undefined;
  switch (error.keyword) {
    case 'format':
      return messages.formats[p.format as keyof ValidationMessages['formats']] ?? messages.default;
    case 'additionalProperties':
      return fill(messages.additionalProperties, { field: `"${String(p.additionalProperty)}"` });
    case 'maximum':
    case 'minimum': {
      const min = parent?.minimum;
      const max = parent?.maximum;
      if (error.keyword === 'maximum' || (min !== undefined && max !== undefined)) {
        return fill(messages.maximum, { min: min ?? 0, max });
      }
      return fill(messages.minimum, { limit: p.limit });
    }
    case 'multipleOf':
      return fill(messages.multipleOf, { limit: p.multipleOf });
    default: {
      const template = (messages as Record<string, unknown>)[error.keyword];
      return typeof template === 'string' ? fill(template, p) : messages.default;
    }
  }
}

/** Where an error belongs: a missing or unknown answer belongs to that answer, not its parent. */
function pathFor(error: ErrorObject): string {
  const base = pointerToPath(error.instancePath);
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return join(base, String(p.missingProperty));
  if (error.keyword === 'additionalProperties') return join(base, String(p.additionalProperty));
  if (error.keyword === 'errorMessage') {
    const inner = (p.errors as ErrorObject[] | undefined)?.[0];
    if (inner?.keyword === 'required')
      return join(base, String((inner.params as Record<string, unknown>).missingProperty));
  }
  return base;
}

/**
 * Turns ajv's errors into one message per answer, in document order: the schema's own
 * errorMessage (ajv-errors) where there is one, otherwise the catalogue's wording. Errors of the
 * `if` keyword only say that a `then` branch failed, whose own errors are already listed.
 * An answer breaking two rules (below its minimum and not an option of its list) gets the
 * question's own message when one of the rules has it, wherever ajv listed it.
 */
export function toFieldErrors(
  errors: readonly ErrorObject[] | null | undefined,
  messages: ValidationMessages = defaultMessages,
): FieldError[] {
  const seen = new Set<string>();
  const worded = new Set((errors ?? []).filter((e) => e.keyword === 'errorMessage').map(pathFor));
  const result: FieldError[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue;
    const path = pathFor(error);
    if (seen.has(path) || (error.keyword !== 'errorMessage' && worded.has(path))) continue;
    seen.add(path);
    result.push({
      path,
      message:
        error.keyword === 'errorMessage' ? (error.message ?? messages.default) : messageFor(error, messages),
    });
  }
  return result;
}
