import type { SchemaObject } from 'ajv';
import commonAbiCode from '../common/abi-code.schema.json';
import commonAccountNumber from '../common/account-number.schema.json';
import commonAddonCode from '../common/addon-code.schema.json';
import commonDate from '../common/date.schema.json';
import commonEmail from '../common/email.schema.json';
import commonListValue from '../common/list-value.schema.json';
import commonMoney from '../common/money.schema.json';
import commonPersonName from '../common/person-name.schema.json';
import commonPhone from '../common/phone.schema.json';
import commonPostcode from '../common/postcode.schema.json';
import commonQuoteReference from '../common/quote-reference.schema.json';
import commonRegistration from '../common/registration.schema.json';
import commonSeats from '../common/seats.schema.json';
import commonSortCode from '../common/sort-code.schema.json';
import commonUuid from '../common/uuid.schema.json';
import entityAdditionalDriver from '../entities/additional-driver.schema.json';
import entityAddonCatalogue from '../entities/addon-catalogue.schema.json';
import entityAddonSelection from '../entities/addon-selection.schema.json';
import entityAddon from '../entities/addon.schema.json';
import entityAddress from '../entities/address.schema.json';
import entityClaim from '../entities/claim.schema.json';
import entityConviction from '../entities/conviction.schema.json';
import entityDirectDebit from '../entities/direct-debit.schema.json';
import entityDriverDetails from '../entities/driver-details.schema.json';
import entityDriverTests from '../entities/driver-tests.schema.json';
import entityDuqs from '../entities/duqs.schema.json';
import entityEndorsement from '../entities/endorsement.schema.json';
import entityExcess from '../entities/excess.schema.json';
import entityIpid from '../entities/ipid.schema.json';
import entityLicence from '../entities/licence.schema.json';
import entityManualLookupResult from '../entities/manual-lookup-result.schema.json';
import entityMedicalCondition from '../entities/medical-condition.schema.json';
import entityMenuDropdown from '../entities/menu-dropdown.schema.json';
import entityMenuItem from '../entities/menu-item.schema.json';
import entityName from '../entities/name.schema.json';
import entityOccupation from '../entities/occupation.schema.json';
import entityPhoneNumbers from '../entities/phone-numbers.schema.json';
import entityPreviousInsurance from '../entities/previous-insurance.schema.json';
import entityProposal from '../entities/proposal.schema.json';
import entityProposer from '../entities/proposer.schema.json';
import entityQuoteAddon from '../entities/quote-addon.schema.json';
import entityQuote from '../entities/quote.schema.json';
import entityRecallRequest from '../entities/recall-request.schema.json';
import entityReferenceListOption from '../entities/reference-list-option.schema.json';
import entityReferenceList from '../entities/reference-list.schema.json';
import entityRemovedAddon from '../entities/removed-addon.schema.json';
import entityResident from '../entities/resident.schema.json';
import entityRisk from '../entities/risk.schema.json';
import entityUserfields from '../entities/userfields.schema.json';
import entityVehicleLookupResult from '../entities/vehicle-lookup-result.schema.json';
import entityVehicleModification from '../entities/vehicle-modification.schema.json';
import entityVehiclePurchase from '../entities/vehicle-purchase.schema.json';
import entityVehicle from '../entities/vehicle.schema.json';
import apiAddressQuery from '../api/address-query.schema.json';
import apiAddressResponse from '../api/address-response.schema.json';
import apiCaptchaNoParams from '../api/captcha-no-params.schema.json';
import apiStepsQuery from '../api/steps-query.schema.json';
import apiDeviceRiskCheckRequest from '../api/device-risk-check-request.schema.json';
import apiDeviceRiskCheckResponse from '../api/device-risk-check-response.schema.json';
import apiDeviceRiskRequest from '../api/device-risk-request.schema.json';
import apiRecaptchaConfig from '../api/recaptcha-config.schema.json';
import apiRecaptchaRequest from '../api/recaptcha-request.schema.json';
import apiRecaptchaResponse from '../api/recaptcha-response.schema.json';
import apiRecaptchaToken from '../api/recaptcha-token.schema.json';
import apiError from '../api/error.schema.json';
import apiListResponse from '../api/list-response.schema.json';
import apiPayMonthlyRequest from '../api/pay-monthly-request.schema.json';
import apiSendQuoteEmailRequest from '../api/send-quote-email-request.schema.json';
import apiSendQuoteEmailResponse from '../api/send-quote-email-response.schema.json';
import apiEmbeddedPaymentNotification from '../api/embedded-payment-notification.schema.json';
import apiHostedChallengeForm from '../api/hosted-challenge-form.schema.json';
import apiHostedPaymentForm from '../api/hosted-payment-form.schema.json';
import apiPaymentRequest from '../api/payment-request.schema.json';
import apiPaymentResponse from '../api/payment-response.schema.json';
import apiPaymentStatus from '../api/payment-status.schema.json';
import apiVehicleManualQuery from '../api/vehicle-manual-query.schema.json';
import apiVehicleOptionsResponse from '../api/vehicle-options-response.schema.json';
import apiVehicleRegistrationQuery from '../api/vehicle-registration-query.schema.json';
import apiVehicleRegistrationResponse from '../api/vehicle-registration-response.schema.json';
import apiAddonsRequest from '../api/addons-request.schema.json';
import apiPaymentOptionRequest from '../api/payment-option-request.schema.json';
import apiProposalEnvelope from '../api/proposal-envelope.schema.json';
import apiRequoteRequest from '../api/requote-request.schema.json';
import apiStatusResponse from '../api/status-response.schema.json';
import apiConfirmRequest from '../api/confirm-request.schema.json';
import apiAcceptRequest from '../api/accept-request.schema.json';
import apiPortalLinkResponse from '../api/portal-link-response.schema.json';
import apiIntegrationQuoteResponse from '../api/integration-quote-response.schema.json';
import ratebookBand from '../ratebook/ratebook-band.schema.json';
import ratebookCodeTable from '../ratebook/ratebook-code-table.schema.json';
import ratebookCondition from '../ratebook/ratebook-condition.schema.json';
import ratebookPredicate from '../ratebook/ratebook-predicate.schema.json';
import ratebookYesNo from '../ratebook/ratebook-yes-no.schema.json';
import ratebook from '../ratebook/ratebook.schema.json';
import journeyMigration from '../journey/migration.schema.json';
import journeyRuleCondition from '../journey/rule-condition.schema.json';
import journeyRuleEffect from '../journey/rule-effect.schema.json';
import journeyRuleNumberedPath from '../journey/rule-numbered-path.schema.json';
import journeyRulePath from '../journey/rule-path.schema.json';
import journeyRuleValue from '../journey/rule-value.schema.json';
import journeyRule from '../journey/rule.schema.json';
import journeyRules from '../journey/rules.schema.json';

// Every schema file of schemas/common, schemas/entities, schemas/api, schemas/ratebook and schemas/journey, imported
// statically so the browser bundle and the server see the same documents without reading the disk.
// schemaRegistry.test.ts fails when a schema file is missing here.

/** The shared pieces: dates, postcodes, money, list values and the like. */
export const commonSchemas: readonly SchemaObject[] = [
  commonAbiCode,
  commonAccountNumber,
  commonAddonCode,
  commonDate,
  commonEmail,
  commonListValue,
  commonMoney,
  commonPersonName,
  commonPhone,
  commonPostcode,
  commonQuoteReference,
  commonRegistration,
  commonSeats,
  commonSortCode,
  commonUuid,
];

/** One schema per entity of the specification. */
export const entitySchemas: readonly SchemaObject[] = [
  entityAdditionalDriver,
  entityAddonCatalogue,
  entityAddonSelection,
  entityAddon,
  entityAddress,
  entityClaim,
  entityConviction,
  entityDirectDebit,
  entityDriverDetails,
  entityDriverTests,
  entityDuqs,
  entityEndorsement,
  entityExcess,
  entityIpid,
  entityLicence,
  entityManualLookupResult,
  entityMedicalCondition,
  entityMenuDropdown,
  entityMenuItem,
  entityName,
  entityOccupation,
  entityPhoneNumbers,
  entityPreviousInsurance,
  entityProposal,
  entityProposer,
  entityQuoteAddon,
  entityQuote,
  entityRecallRequest,
  entityReferenceListOption,
  entityReferenceList,
  entityRemovedAddon,
  entityResident,
  entityRisk,
  entityUserfields,
  entityVehicleLookupResult,
  entityVehicleModification,
  entityVehiclePurchase,
  entityVehicle,
];

/** Shapes of API answers that are not entities. */
export const apiSchemas: readonly SchemaObject[] = [
  apiAddonsRequest,
  apiPaymentOptionRequest,
  apiProposalEnvelope,
  apiRequoteRequest,
  apiStatusResponse,
  apiAddressQuery,
  apiAddressResponse,
  apiCaptchaNoParams,
  apiDeviceRiskCheckRequest,
  apiDeviceRiskCheckResponse,
  apiDeviceRiskRequest,
  apiRecaptchaConfig,
  apiRecaptchaRequest,
  apiRecaptchaResponse,
  apiRecaptchaToken,
  apiError,
  apiListResponse,
  apiPayMonthlyRequest,
  apiSendQuoteEmailRequest,
  apiSendQuoteEmailResponse,
  apiEmbeddedPaymentNotification,
  apiHostedChallengeForm,
  apiHostedPaymentForm,
  apiPaymentRequest,
  apiPaymentResponse,
  apiPaymentStatus,
  apiVehicleManualQuery,
  apiVehicleOptionsResponse,
  apiVehicleRegistrationQuery,
  apiVehicleRegistrationResponse,
  apiConfirmRequest,
  apiAcceptRequest,
  apiPortalLinkResponse,
  apiIntegrationQuoteResponse,
  apiStepsQuery,
];

/** The rating engine's ratebook (server/rating/ratebook.json) and its parts. */
export const ratebookSchemas: readonly SchemaObject[] = [
  ratebookBand,
  ratebookCodeTable,
  ratebookCondition,
  ratebookPredicate,
  ratebookYesNo,
  ratebook,
];

/** The journey documents' own formats: journey/rules.json and its parts. */
export const journeySchemas: readonly SchemaObject[] = [
  journeyMigration,
  journeyRuleCondition,
  journeyRuleEffect,
  journeyRuleNumberedPath,
  journeyRulePath,
  journeyRuleValue,
  journeyRule,
  journeyRules,
];

/** Every schema, each with an `$id` under `https://vanquote.example/schemas/`; createAjv() adds them all. */
export const allSchemas: readonly SchemaObject[] = [
  ...commonSchemas,
  ...entitySchemas,
  ...apiSchemas,
  ...ratebookSchemas,
  ...journeySchemas,
];
