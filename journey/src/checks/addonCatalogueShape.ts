import type { ErrorObject } from 'ajv';
import { createAjv, schemaId } from '../../../schemas/src/createAjv';
import { isObject } from '../steps/documentRefs';
import type { Check } from './checkTypes';

// addons.json is read by the add-ons page, the quote and the e-mails as the shape its schema
// gives (schemas/entities/addon-catalogue.schema.json): an entry that does not fit it (a unit
// misspelt, a headline left out) shows customers a card with gaps. The quote and the page tell a
// breakdown tier by its code (one containing SAB, specification section 3), so an entry's kind
// must say the same: a "breakdown" without SAB would be offered as a card of its own and could be
// chosen beside another tier; a "cover" with SAB would be drawn as a column of the tiers' table.

const CATALOGUE = 'addons.json';
const SCHEMA = 'entities/addon-catalogue.schema.json';

/** Compiled once: the checker runs on every save in the studio. */
let validateCatalogue: ReturnType<ReturnType<typeof createAjv>['getSchema']>;

/** One schema error as a finding's path and words: "addons.4.limits.0.unit", "must be one of ...". */
function findingOf(error: ErrorObject): { path: string; message: string } {
  const path = error.instancePath.split('/').slice(1).join('.');
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues))
    return {
      path,
      message: `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
    };
  if (error.keyword === 'required')
    return {
      path,
      message: `give "${String(params.missingProperty)}" (${SCHEMA.split('/').pop()} requires it)`,
    };
  if (error.keyword === 'additionalProperties')
    return { path, message: `"${String(params.additionalProperty)}" is no field of an add-on here` };
  return { path, message: error.message ?? 'does not fit the catalogue schema' };
}

export const addonCatalogueShape: Check = {
  name: 'addon-catalogue-shape',
  description: `${CATALOGUE} fits schemas/${SCHEMA}, and an add-on's kind is "breakdown" exactly when its code contains SAB`,
  check(documents, report) {
    const catalogue = documents[CATALOGUE];
    if (catalogue === undefined) return;
    validateCatalogue ??= createAjv().getSchema(schemaId(SCHEMA));
    if (!validateCatalogue) throw new Error(`schemas/${SCHEMA} is not registered`);
    if (!validateCatalogue(catalogue))
      for (const error of validateCatalogue.errors ?? []) report({ file: CATALOGUE, ...findingOf(error) });
    if (!isObject(catalogue) || !Array.isArray(catalogue.addons)) return;
    catalogue.addons.forEach((addon: unknown, index) => {
      if (!isObject(addon) || typeof addon.code !== 'string') return;
      const breakdown = addon.code.includes('SAB');
      if (addon.kind === 'breakdown' && !breakdown)
        report({
          file: CATALOGUE,
          path: `addons.${index}.code`,
          message: `${addon.code} is a breakdown tier here, but only a code containing SAB is treated as one (a tier of the comparison table, one at a time): give it a code with SAB in it, in the ratebook too`,
        });
      if (addon.kind === 'cover' && breakdown)
        report({
          file: CATALOGUE,
          path: `addons.${index}.kind`,
          message: `${addon.code} contains SAB, so the page and the quote treat it as a breakdown tier: make its kind "breakdown", or give the cover a code without SAB, in the ratebook too`,
        });
    });
  },
};
