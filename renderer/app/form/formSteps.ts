import { createSteps } from '../../../journey/src/steps/steps';
import { toThirdPerson } from '../../../journey/src/wording/toThirdPerson';

/**
 * The seven steps as the form shows them: the additional driver's questions in the third person.
 * The build precompiles validators for exactly these schemas (renderer/vite.config.ts).
 */
export const formSteps = createSteps(toThirdPerson);
