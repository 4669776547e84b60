import journey from '../../journey.json';
import aboutYouSchema from '../../steps/01-about-you/schema.json';
import aboutYouUi from '../../steps/01-about-you/ui.json';
import aboutYourVanSchema from '../../steps/02-about-your-van/schema.json';
import aboutYourVanUi from '../../steps/02-about-your-van/ui.json';
import yourDetailsSchema from '../../steps/03-your-details/schema.json';
import yourDetailsUi from '../../steps/03-your-details/ui.json';
import yourDrivingSchema from '../../steps/04-your-driving/schema.json';
import yourDrivingUi from '../../steps/04-your-driving/ui.json';
import usingTheVanSchema from '../../steps/05-using-the-van/schema.json';
import usingTheVanUi from '../../steps/05-using-the-van/ui.json';
import coverDetailsSchema from '../../steps/06-cover-details/schema.json';
import coverDetailsUi from '../../steps/06-cover-details/ui.json';
import additionalDriversSchema from '../../steps/07-additional-drivers/schema.json';
import additionalDriversUi from '../../steps/07-additional-drivers/ui.json';
import driverQuestionsSchema from '../../steps/shared/driver-questions.schema.json';
import driverQuestionsUi from '../../steps/shared/driver-questions.ui.json';
import { loadSteps } from './loadSteps';
import type { JourneyDocuments, LoadedStep, Reword } from './stepTypes';

// Imported statically so Vite bundles them and Node reads them alike; stepDocuments.test.ts fails
// when a file under journey/steps/ is missing here.

/** Every document of journey/steps/, by path relative to journey/. */
export const stepDocuments: JourneyDocuments = {
  'steps/01-about-you/schema.json': aboutYouSchema,
  'steps/01-about-you/ui.json': aboutYouUi,
  'steps/02-about-your-van/schema.json': aboutYourVanSchema,
  'steps/02-about-your-van/ui.json': aboutYourVanUi,
  'steps/03-your-details/schema.json': yourDetailsSchema,
  'steps/03-your-details/ui.json': yourDetailsUi,
  'steps/04-your-driving/schema.json': yourDrivingSchema,
  'steps/04-your-driving/ui.json': yourDrivingUi,
  'steps/05-using-the-van/schema.json': usingTheVanSchema,
  'steps/05-using-the-van/ui.json': usingTheVanUi,
  'steps/06-cover-details/schema.json': coverDetailsSchema,
  'steps/06-cover-details/ui.json': coverDetailsUi,
  'steps/07-additional-drivers/schema.json': additionalDriversSchema,
  'steps/07-additional-drivers/ui.json': additionalDriversUi,
  'steps/shared/driver-questions.schema.json': driverQuestionsSchema,
  'steps/shared/driver-questions.ui.json': driverQuestionsUi,
};

/** The seven steps in journey.json order, the driver's questions reworded by `reword`. */
export function createSteps(reword?: Reword): LoadedStep[] {
  return loadSteps(journey.steps, stepDocuments, reword ? { reword } : {});
}

/**
 * The seven steps, loaded once. The additional driver's questions keep the proposer's wording
 * here; callers that show them pass the wording function to createSteps().
 */
export const steps: readonly LoadedStep[] = createSteps();
