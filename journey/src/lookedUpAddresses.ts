import { isObject } from './steps/documentRefs';
import type { JsonObject } from './steps/stepTypes';

/** The widget that asks an address by postcode, answered by picking one the address lookup found. */
export const LOOKED_UP_ADDRESS_WIDGET = 'postcodeAddress';

/** An answer the customer picks from the address lookup's list, and the words for one not picked. */
export interface LookedUpAddress {
  /** Its path in the answers: 'risk.proposer.address'. */
  path: string;
  /** The line the message goes to (the list's): 'risk.proposer.address.line_1'. */
  messagePath: string;
  /** Its schema's required message of line_1: "Please search for your address and select it from the list." */
  message: string;
}

/**
 * The answers of a form (a step, or a page's form) drawn by the address-by-postcode widget: the
 * ui document says such an answer is picked from the lookup's list, so the server holds it to
 * that list (server/quoting/lookedUpAddress.ts), with the message the form shows for an address
 * not picked. Answers inside a list's items are not found (no journey asks an address there).
 * `fallback`: the message when the schema words none. Pure.
 */
export function lookedUpAddresses(
  form: { schema: JsonObject; ui: JsonObject },
  fallback: string,
): LookedUpAddress[] {
  const found: LookedUpAddress[] = [];
  const visit = (ui: JsonObject, path: readonly string[]) => {
    if (ui['ui:widget'] === LOOKED_UP_ADDRESS_WIDGET && path.length > 0) {
      const worded = schemasAt(form.schema, path)
        .map((schema) => (isObject(schema.errorMessage) ? schema.errorMessage.required : undefined))
        .map((required) => (isObject(required) ? required.line_1 : undefined))
        .find((text): text is string => typeof text === 'string');
      const message = worded ?? fallback;
      found.push({ path: path.join('.'), messagePath: [...path, 'line_1'].join('.'), message });
      return;
    }
    for (const [key, value] of Object.entries(ui)) {
      if (!key.startsWith('ui:') && key !== 'items' && isObject(value)) visit(value, [...path, key]);
    }
  };
  visit(form.ui, []);
  return found;
}

/**
 * The schemas of the answer at `path`: as a property of the object, and in each branch of its
 * allOf, if, then and else (a condition may word the address's messages).
 */
function schemasAt(schema: JsonObject, path: readonly string[]): JsonObject[] {
  if (path.length === 0) return [schema];
  const [name, ...rest] = path;
  const properties = isObject(schema.properties) ? schema.properties : {};
  const property = properties[name!];
  const branches = [
    ...(Array.isArray(schema.allOf) ? schema.allOf : []),
    schema.if,
    schema.then,
    schema.else,
  ];
  return [
    ...(isObject(property) ? schemasAt(property, rest) : []),
    ...branches.flatMap((branch) => (isObject(branch) ? schemasAt(branch, path) : [])),
  ];
}
