export { loadSteps, stepFolder, type LoadStepsOptions } from './loadSteps';
export { prepareAnswers, type Matches } from './prepareAnswers';
export { createSteps, stepDocuments, steps } from './steps';
export type { JourneyDocuments, JsonObject, LoadedStep, Reword } from './stepTypes';
export { validateProposal, type ValidateProposalOptions } from './validateProposal';
