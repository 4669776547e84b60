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

type SchemaObject = Record<string, unknown>;

/**
 * A tickbox that must be ticked: a question (it has a title) whose only allowed answer is true.
 * An API field fixed to true (no title) keeps the options message.
 */
const mustBeTrue = (schema: SchemaObject | undefined) =>
  typeof schema?.title === 'string' &&
  (schema.const === true ||
    (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === true));

/** A question with an age rule (a date of birth). */
const asksAge = (schema: SchemaObject | undefined) =>
  schema?.minAge !== undefined || schema?.maxAge !== undefined;

/** "The account name": the question's short title (not a question), else its name, in lower case. */
function fieldName(error: ErrorObject, parent: SchemaObject | undefined): string {
  const title = typeof parent?.title === 'string' ? parent.title.trim() : '';
  if (title !== '' && !title.endsWith('?') && title.length <= 40) return title.toLowerCase();
  const key = error.instancePath.split('/').pop() ?? '';
  return key.replace(/~1/g, '/').replace(/~0/g, '~').replace(/_/g, ' ') || 'answer';
}

/** The schema of the answer a `required` error names, when the object's schema states it. */
function missingSchema(error: ErrorObject): SchemaObject | undefined {
  const properties = (error.parentSchema as SchemaObject | undefined)?.properties as
    Record<string, SchemaObject> | undefined;
  return properties?.[String((error.params as SchemaObject).missingProperty)];
}

/** The catalogue wording for one ajv error; needs verbose errors (parentSchema) for ranges. */
function messageFor(error: ErrorObject, messages: ValidationMessages): string {
  const p = error.params as Record<string, unknown>;
  const parent = error.parentSchema as Record<string, unknown> | undefined;
  switch (error.keyword) {
    case 'required': {
      const missing = missingSchema(error);
      if (mustBeTrue(missing)) return messages.requiredBoolean;
      if (asksAge(missing)) return messages.emptyAge;
      return messages.required;
    }
    case 'enum':
    case 'const':
      return mustBeTrue(parent) ? messages.requiredBoolean : messages[error.keyword];
    case 'minLength':
    case 'maxLength':
      if (parent?.minLength !== undefined && parent.minLength === parent.maxLength) {
        return fill(messages.exactLength, { limit: p.limit });
      }
      return error.keyword === 'minLength'
        ? fill(messages.minLength, { field: fieldName(error, parent), limit: p.limit })
        : fill(messages.maxLength, { limit: p.limit });
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
 * A date outside its own bounds (after today) is told so before what follows from the date (an
 * age: someone born tomorrow is not "under 17"), whatever order the schema lists its rules in.
 */
const FIRST_SAID = new Set(['earliestDate', 'latestDate']);

function rankOf(error: ErrorObject): number {
  const rule =
    error.keyword === 'errorMessage'
      ? (error.params as { errors?: ErrorObject[] }).errors?.[0]?.keyword
      : error.keyword;
  return rule !== undefined && FIRST_SAID.has(rule) ? 0 : 1;
}

/**
 * Turns ajv's errors into one message per answer, in document order: the schema's own
 * errorMessage (ajv-errors) where there is one, otherwise the catalogue's wording. Errors of the
 * `if` keyword only say that a `then` branch failed, whose own errors are already listed.
 * An answer breaking two rules (below its minimum and not an option of its list) gets the
 * question's own message when one of the rules has it, wherever ajv listed it; a date after its
 * latest (or before its earliest) date gets that message rather than an age's.
 */
export function toFieldErrors(
  errors: readonly ErrorObject[] | null | undefined,
  messages: ValidationMessages = defaultMessages,
): FieldError[] {
  const chosen = new Map<string, { index: number; rank: number }>();
  const worded = new Set((errors ?? []).filter((e) => e.keyword === 'errorMessage').map(pathFor));
  const result: FieldError[] = [];
  for (const error of errors ?? []) {
    if (error.keyword === 'if') continue;
    const path = pathFor(error);
    if (error.keyword !== 'errorMessage' && worded.has(path)) continue;
    const before = chosen.get(path);
    const rank = rankOf(error);
    if (before && before.rank <= rank) continue;
    const found = {
      path,
      message:
        error.keyword === 'errorMessage' ? (error.message ?? messages.default) : messageFor(error, messages),
    };
    if (before) {
      result[before.index] = found;
      chosen.set(path, { index: before.index, rank });
    } else {
      chosen.set(path, { index: result.length, rank });
      result.push(found);
    }
  }
  return result;
}
