import { createSteps } from '../../../journey/src/steps/steps';
import { toThirdPerson } from '../../../journey/src/wording/toThirdPerson';
import { stepOutline } from './stepOutline';

/**
 * The seven steps as the form shows them: the additional driver's questions in the third person.
 * The build precompiles validators for exactly these schemas (renderer/vite.config.ts) and ships
 * each step's documents with its validators (stepValidator.precompiled.ts).
 */
export const formSteps = createSteps(toThirdPerson);

/** The steps' outlines, which the form draws its headers from before their documents arrive. */
export const stepOutlines = formSteps.map(stepOutline);
