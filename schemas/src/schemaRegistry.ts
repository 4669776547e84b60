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
import apiError from '../api/error.schema.json';
import apiListResponse from '../api/list-response.schema.json';

// Every schema file of schemas/common, schemas/entities and schemas/api, imported statically so the
// browser bundle and the server see the same documents without reading the disk.
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
export const apiSchemas: readonly SchemaObject[] = [apiError, apiListResponse];

/** Every schema, each with an `$id` under `https://vanquote.example/schemas/`; createAjv() adds them all. */
export const allSchemas: readonly SchemaObject[] = [...commonSchemas, ...entitySchemas, ...apiSchemas];
