import type Ajv from 'ajv';
import type { FieldError } from '../journey/src/fieldErrors';
import { formNames, journeyForms, type FormName } from '../journey/src/forms/forms';
import { loadForm, type LoadedForm } from '../journey/src/forms/loadForm';
import { validateForm } from '../journey/src/forms/validateForm';
import type { JourneyDocuments } from '../journey/src/steps/stepTypes';
import { type LookedUpAddress, lookedUpAddresses } from '../journey/src/lookedUpAddresses';
import type { AddonCatalogue } from '../schemas/generated/index';
import builtInCatalogue from '../journey/addons.json';
import { builtInJourneyDocuments } from './journeyDocuments';

/**
 * The later pages' side of one version of the journey: the checks of its page forms
 * (journey/forms: the price page's third-party authority and registration, the summary's
 * declarations, the instalments page's direct debit) and its add-on catalogue (addons.json: the
 * add-ons' titles and documents a quote names). A proposal pinned to a version is held to these,
 * as its steps are held to that version's step checks.
 */
export interface JourneyPages {
  /** What is wrong with the answers of one page form, `[]` when they are valid. */
  checkForm(name: FormName, data: unknown): FieldError[];
  /** The answers of one page form picked from the address lookup's list, which a save holds to it. */
  lookedUpAddresses(name: FormName): readonly LookedUpAddress[];
  readonly addons: AddonCatalogue;
}

// Built once per ajv and documents: every app over one ajv shares a version's compiled forms.
const built = new WeakMap<Ajv, WeakMap<JourneyDocuments, JourneyPages>>();

/**
 * The pages of a build of the journey (`documents`: every document of journey/ by path; the
 * documents this server was built with by default), each form compiled now, not on a customer's
 * first call. A form or catalogue a stored version lacks (it was added later) is the built-in one.
 */
export function journeyPages(
  ajv: Ajv,
  documents: JourneyDocuments = builtInJourneyDocuments(),
): JourneyPages {
  let byDocuments = built.get(ajv);
  if (!byDocuments) built.set(ajv, (byDocuments = new WeakMap()));
  let pages = byDocuments.get(documents);
  if (!pages) byDocuments.set(documents, (pages = buildPages(ajv, documents)));
  return pages;
}

function buildPages(ajv: Ajv, documents: JourneyDocuments): JourneyPages {
  const forms = Object.fromEntries(
    formNames.map((name) => [
      name,
      documents[`forms/${name}/schema.json`] === undefined ? journeyForms[name] : loadForm(name, documents),
    ]),
  ) as Record<FormName, LoadedForm>;
  const fallback = (documents['content/validation-messages.json'] as { default?: string } | undefined)
    ?.default;
  const addresses = Object.fromEntries(
    formNames.map((name) => [name, lookedUpAddresses(forms[name], fallback ?? '')]),
  ) as Record<FormName, LookedUpAddress[]>;
  const pages: JourneyPages = {
    checkForm: (name, data) => validateForm(ajv, forms[name], data),
    lookedUpAddresses: (name) => addresses[name],
    addons: (documents['addons.json'] ?? builtInCatalogue) as AddonCatalogue,
  };
  for (const name of formNames) pages.checkForm(name, {});
  return pages;
}
