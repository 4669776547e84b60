import addressAbodeType from '../../lists/address_abode_type.json';
import annualMileage from '../../lists/annual_mileage.json';
import businessEstablishedMonths from '../../lists/business_established_months.json';
import classOfUse from '../../lists/class_of_use.json';
import convictionAlcoholReadingType from '../../lists/conviction_alcohol_reading_type.json';
import count012 from '../../lists/count_0_12.json';
import count020 from '../../lists/count_0_20.json';
import coverType from '../../lists/cover_type.json';
import directDebitCollectionDay from '../../lists/direct_debit_collection_day.json';
import documentationDeliveryMethod from '../../lists/documentation_delivery_method.json';
import driverVehicleUse from '../../lists/driver_vehicle_use.json';
import drivingLicenseType from '../../lists/driving_license_type.json';
import drivingQualification from '../../lists/driving_qualification.json';
import duqEducationLevelShort from '../../lists/duq_education_level_short.json';
import duqMaritalStatus from '../../lists/duq_marital_status.json';
import duqPaymentMethod from '../../lists/duq_payment_method.json';
import duqVehicleDaytimeLocation from '../../lists/duq_vehicle_daytime_location.json';
import duqVehicleModification from '../../lists/duq_vehicle_modification.json';
import duqVehicleNightLocation from '../../lists/duq_vehicle_night_location.json';
import duqVehicleOwnerShort from '../../lists/duq_vehicle_owner_short.json';
import hazardousGoods from '../../lists/hazardous_goods.json';
import insuranceType from '../../lists/insurance_type.json';
import licenceRestriction from '../../lists/licence_restriction.json';
import medicalCondition from '../../lists/medical_condition.json';
import medicalConditionStatus from '../../lists/medical_condition_status.json';
import motorClaim from '../../lists/motor_claim.json';
import motorConvictions from '../../lists/motor_convictions.json';
import ncdYears from '../../lists/ncd_years.json';
import occupationIndustry from '../../lists/occupation_industry.json';
import occupationRole from '../../lists/occupation_role.json';
import occupationStatus from '../../lists/occupation_status.json';
import personGender from '../../lists/person_gender.json';
import personMotoringOrganisation from '../../lists/person_motoring_organisation.json';
import personTitle from '../../lists/person_title.json';
import personTitleGender from '../../lists/person_title_gender.json';
import personVehicleAccess from '../../lists/person_vehicle_access.json';
import previousInsurer from '../../lists/previous_insurer.json';
import relationshipToProposer from '../../lists/relationship_to_proposer.json';
import seats from '../../lists/seats.json';
import sourceOfBusiness from '../../lists/source_of_business.json';
import tradeBody from '../../lists/trade_body.json';
import vehicleBodyStyle from '../../lists/vehicle_body_style.json';
import vehicleFuelType from '../../lists/vehicle_fuel_type.json';
import vehicleHasRegistration from '../../lists/vehicle_has_registration.json';
import vehicleTransmission from '../../lists/vehicle_transmission.json';
import voluntaryExcess from '../../lists/voluntary_excess.json';
import yesNo from '../../lists/yes_no.json';
import type { ReferenceList } from '../../../schemas/generated/index';
import { listValues } from './listValues';

// Imported statically so Vite bundles them and Node reads them alike (the server reads the same
// files from disk: server/loadLists.ts); journeyLists.test.ts fails when a file of journey/lists
// is missing here.

/** Every reference list of journey/lists, in file name order. */
export const journeyLists: readonly ReferenceList[] = [
  addressAbodeType,
  annualMileage,
  businessEstablishedMonths,
  classOfUse,
  convictionAlcoholReadingType,
  count012,
  count020,
  coverType,
  directDebitCollectionDay,
  documentationDeliveryMethod,
  driverVehicleUse,
  drivingLicenseType,
  drivingQualification,
  duqEducationLevelShort,
  duqMaritalStatus,
  duqPaymentMethod,
  duqVehicleDaytimeLocation,
  duqVehicleModification,
  duqVehicleNightLocation,
  duqVehicleOwnerShort,
  hazardousGoods,
  insuranceType,
  licenceRestriction,
  medicalCondition,
  medicalConditionStatus,
  motorClaim,
  motorConvictions,
  ncdYears,
  occupationIndustry,
  occupationRole,
  occupationStatus,
  personGender,
  personMotoringOrganisation,
  personTitle,
  personTitleGender,
  personVehicleAccess,
  previousInsurer,
  relationshipToProposer,
  seats,
  sourceOfBusiness,
  tradeBody,
  vehicleBodyStyle,
  vehicleFuelType,
  vehicleHasRegistration,
  vehicleTransmission,
  voluntaryExcess,
  yesNo,
];

/** The values of every list by name, for the `list` keyword: `createAjv(options, { lists })`. */
export const journeyListValues = listValues(journeyLists);
