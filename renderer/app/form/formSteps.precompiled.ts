import type { LoadedStep } from '../../../journey/src/steps/stepTypes';
import { formStepsJson } from 'virtual:form-steps';

/**
 * The seven steps as formSteps.ts makes them, made at build time (scripts/precompiledValidatorsPlugin.ts):
 * the built app parses one JSON text in place of loading and rewording the journey's documents as
 * the page starts.
 */
export const formSteps: LoadedStep[] = JSON.parse(formStepsJson) as LoadedStep[];
