import { fileURLToPath } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import type { Plugin } from 'vite';
import { formSteps, stepOutlines } from '../renderer/app/form/formSteps';
import { validatorOptions } from '../renderer/app/form/validatorOptions';
import { journeyForms } from '../journey/src/forms/forms';
import { formValidatorsCode, stepValidatorsCode } from './stepValidatorsCode';

const VIRTUAL = 'virtual:step-validators';
const RESOLVED = `\0${VIRTUAL}`;
const FORMS_VIRTUAL = 'virtual:form-validators';
const FORMS_RESOLVED = `\0${FORMS_VIRTUAL}`;
const STEPS_VIRTUAL = 'virtual:form-steps';
const STEPS_RESOLVED = `\0${STEPS_VIRTUAL}`;
const formDir = fileURLToPath(new URL('../renderer/app/form/', import.meta.url));
// The app's modules that may import a runtime validator (the step form, the pages' PageForm).
const appDir = fileURLToPath(new URL('../renderer/app/', import.meta.url));
// Each runtime validator module and the precompiled one the build puts in its place.
const swaps = new Map([
  [`${formDir}stepValidator.ts`, `${formDir}stepValidator.precompiled.ts`],
  [`${formDir}formValidator.ts`, `${formDir}formValidator.precompiled.ts`],
  // The steps' outlines, loaded and reworded here rather than in the customer's browser.
  [`${formDir}formSteps.ts`, `${formDir}formSteps.precompiled.ts`],
]);
const formatsModule = `${formDir}formatValidators.ts`;

/**
 * Part of `npm run build`: the form's validators are compiled here, from the step documents of
 * this build, and the app's runtime validator module is swapped for the precompiled one, so the
 * built app never needs 'unsafe-eval' (and ships no ajv compiler). The steps are loaded here too:
 * the page starts with their outlines (formSteps.precompiled.ts), and each step's documents, as a
 * JSON text, are in its validators' chunk, fetched when the step is first needed
 * (stepValidator.precompiled.ts). So the page does not load or reword the documents as it starts,
 * and ships only the first step's.
 */
export function precompiledValidatorsPlugin(): Plugin {
  let building = false;
  return {
    name: 'vanquote:precompiled-step-validators',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async resolveId(source, importer, options) {
      if (source === VIRTUAL) return RESOLVED;
      if (source.startsWith(`${VIRTUAL}/`)) return `\0${source}`;
      if (source === FORMS_VIRTUAL) return FORMS_RESOLVED;
      if (source === STEPS_VIRTUAL) return STEPS_RESOLVED;
      if (!building || !importer?.startsWith(appDir)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && swaps.get(resolved.id)) ?? null;
    },
    load(id) {
      if (id === STEPS_RESOLVED) return `export const stepOutlines = ${JSON.stringify(stepOutlines)};\n`;
      if (id === FORMS_RESOLVED) {
        return formValidatorsCode(
          Object.values(journeyForms).map((form) => ({ name: form.name, schema: form.schema as RJSFSchema })),
          validatorOptions,
          formatsModule,
        );
      }
      if (id === RESOLVED) {
        // One chunk per step: the form fetches a step's documents and validators when the step
        // is first needed.
        const loaders = formSteps.map(
          (_step, index) => `() => import(${JSON.stringify(`${VIRTUAL}/${index}`)})`,
        );
        return `export const stepValidatorLoaders = [\n  ${loaders.join(',\n  ')},\n];\n`;
      }
      const step = id.startsWith(`${RESOLVED}/`)
        ? formSteps[Number(id.slice(RESOLVED.length + 1))]
        : undefined;
      if (!step) return null;
      // The step's documents as a JSON text the page parses: quicker to start than the same data
      // as object literals.
      return (
        stepValidatorsCode([step.schema as RJSFSchema], validatorOptions, formatsModule) +
        `export const stepJson = ${JSON.stringify(JSON.stringify(step))};\n`
      );
    },
  };
}
