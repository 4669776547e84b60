import { stepOutlines as outlines } from 'virtual:form-steps';
import type { StepOutline } from './stepOutline';

/**
 * The steps' outlines as formSteps.ts makes them, made at build time
 * (scripts/precompiledValidatorsPlugin.ts). A step's documents arrive with its validators, in the
 * chunk fetched when the step is first needed (stepValidator.precompiled.ts), so the page ships
 * only the first step's as it starts.
 */
export const stepOutlines: readonly StepOutline[] = outlines;
