// The price page's forms (renderer/app/quote/price/PricePresentation.tsx loads this module once the
// price is drawn): they bring the form engine's page forms, their validators and the reference
// lists, none of which the price itself needs.
export { pageFormParts } from '../../forms/PageForm';
export { ChangeAndRequote } from './ChangeAndRequote';
export { ExpiredStartDateModal } from './ExpiredStartDateModal';
export { RegistrationCheck } from './RegistrationCheck';
export { ThirdPartyAuthoritySection } from './ThirdPartyAuthoritySection';
