/* eslint-disable */
/**
 * DO NOT EDIT. Generated from schemas/common, schemas/entities and schemas/api by
 * `npx tsx scripts/generateTypes.ts` (npm run types); `--check` fails CI when this file is stale.
 * Conditional fields (if/then/else of the step schemas) are optional here, as stored data may be partial.
 */

/**
 * The 8-digit ABI code of a vehicle variant.
 */
export type AbiCode = string;
/**
 * A UK bank account number of 8 digits.
 */
export type AccountNumber = string;
/**
 * The code of an optional cover (PA, LE, KEY, TO; codes containing SAB are breakdown tiers).
 */
export type AddonCode = string;
/**
 * A calendar date stored as YYYY-MM-DD (shown DD/MM/YYYY); a real day of the calendar.
 */
export type IsoDateString = string;
/**
 * An e-mail address.
 */
export type EmailAddress = string;
/**
 * The value of an option of a reference list (journey/lists/); shown as "Unknown" when no option matches.
 */
export type ListValue = string;
/**
 * An amount in pounds sterling with at most two decimals (e.g. 512.37). The server works in integer pence and converts at the edge.
 */
export type Money = number;
/**
 * A forename or surname: starts with a letter, then letters, digits, dots, apostrophes, spaces and hyphens.
 */
export type NamePart = string;
/**
 * A UK landline or mobile number: 0 or +44 prefix, optional extension of 3 or 4 digits after #.
 */
export type UkPhoneNumber = string;
/**
 * A UK postcode, with or without the space (e.g. "LS6 2AB").
 */
export type Postcode = string;
/**
 * The web reference of a quote: five digits, hyphen, five digits, hyphen, five digits.
 */
export type QuoteReference = string;
/**
 * A UK vehicle registration mark, upper case, with or without the space (e.g. "LF19 ABC").
 */
export type Registration = string;
/**
 * The number of seats: '1' to '9', '10+', or '0' when unknown (the form then asks).
 */
export type Seats = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10+';
/**
 * A bank sort code: six digits, without dashes (the form removes them).
 */
export type SortCode = string;
/**
 * A UUID identifying a stored proposal.
 */
export type Uuid = string;

/**
 * A named driver other than the proposer; the proposer's questions worded in the third person.
 */
export interface AdditionalDriver {
  date_of_birth?: IsoDateString;
  full_time_occupation?: Occupation;
  /**
   * Has ever had insurance refused, cancelled or special terms imposed.
   */
  has_insurance_refused?: boolean;
  name?: PersonName;
  /**
   * Has a second (part-time) occupation.
   */
  has_part_time_occupation?: boolean;
  part_time_occupation?: Occupation | null;
  resident?: Resident;
  /**
   * Smokes.
   */
  is_smoker?: boolean;
  /**
   * Has a criminal conviction not related to motoring.
   */
  has_non_rta_conviction?: boolean;
  relationship_to_proposer?: ListValue;
  driver_details?: DriverDetails;
}
/**
 * An occupation, by reference-list values.
 */
export interface Occupation {
  status?: ListValue;
  role?: ListValue;
  industry?: ListValue;
}
/**
 * The name of a person.
 */
export interface PersonName {
  title?: ListValue;
  forenames?: NamePart;
  surname?: NamePart;
  /**
   * How letters address the person, e.g. "Mr O'Connor".
   */
  salutation?: string;
}
/**
 * UK residency.
 */
export interface Resident {
  /**
   * Born in the UK.
   */
  is_uk_born?: boolean;
  since?: IsoDateString;
}
/**
 * A driver's licence, history and motoring answers.
 */
export interface DriverDetails {
  /**
   * Has the use of other vehicles.
   */
  has_access_to_other_vehicles?: boolean;
  access_to_other_vehicles?: ListValue;
  vehicle_use?: ListValue;
  driver_type?: ListValue;
  tests?: DriverTests;
  licence?: Licence;
  /**
   * Has a medical condition the DVLA should know about.
   */
  has_medical_condition?: boolean;
  medical_condition?: MedicalCondition;
  /**
   * Has had claims or accidents in the last 5 years.
   */
  has_claims?: boolean;
  /**
   * Claims in the last 5 years; cleared when has_claims is false.
   *
   * @maxItems 5
   */
  claims?: Claim[];
  /**
   * Belongs to a motoring organisation.
   */
  has_motoring_organisation?: boolean;
  motoring_organisation?: ListValue;
}
/**
 * Advanced driving tests passed (Pass Plus).
 */
export interface DriverTests {
  /**
   * Has passed Pass Plus.
   */
  has_pass_plus?: boolean;
  pass_plus_date?: IsoDateString;
}
/**
 * A driving licence and its endorsements.
 */
export interface Licence {
  type?: ListValue;
  date?: IsoDateString;
  /**
   * Has had motoring convictions in the last 5 years.
   */
  has_convictions?: boolean;
  /**
   * Motoring convictions in the last 5 years; cleared when has_convictions is false.
   *
   * @maxItems 5
   */
  convictions?: Conviction[];
  /**
   * The driving licence number is given.
   */
  has_provided_licence_number?: boolean;
  /**
   * The driving licence number (16 characters in Great Britain, 8 digits in Northern Ireland).
   */
  number?: string;
}
/**
 * A motoring conviction (DVLA endorsement) in the last 5 years.
 */
export interface Conviction {
  code: ListValue;
  conviction_date?: IsoDateString;
  offence_date?: IsoDateString;
  /**
   * Penalty points.
   */
  points?: number;
  /**
   * A driving ban was imposed.
   */
  has_ban_months?: boolean;
  /**
   * Length of the ban in months.
   */
  ban_months?: number;
  fine?: Money;
  alcohol_reading_type?: ListValue;
  /**
   * The alcohol reading (breath in micrograms, blood or urine in milligrams, per 100 ml).
   */
  alcohol_reading?: number;
}
/**
 * A medical condition notifiable to the DVLA (one per quote across all drivers).
 */
export interface MedicalCondition {
  code?: ListValue;
  date?: IsoDateString;
  /**
   * This driver holds the one medical condition allowed per quote; answering No releases it.
   */
  claims?: boolean;
  status?: ListValue;
  /**
   * The vehicle is modified because of the condition.
   */
  is_vehicle_modified?: boolean;
  /**
   * The DVLA has been told.
   */
  is_dvla_notified?: boolean;
  /**
   * The DVLA has restricted the licence.
   */
  has_dvla_restriction?: boolean;
  /**
   * Is receiving treatment.
   */
  is_receiving_treatment?: boolean;
  /**
   * The treatment received.
   */
  treatment_description?: string;
  /**
   * Injects insulin.
   */
  has_insulin_injections?: boolean;
  /**
   * Insulin units a day.
   */
  insulin_units?: number;
  /**
   * Number of heart attacks.
   */
  number_of_coronary_attacks?: number;
  /**
   * Has had a coronary bypass.
   */
  has_coronary_by_pass?: boolean;
  coronary_date?: IsoDateString;
}
/**
 * A claim or accident in the last 5 years.
 */
export interface Claim {
  description: ListValue;
  date: IsoDateString;
  /**
   * The claim cost something for the driver's own vehicle.
   */
  has_own_damage_cost?: boolean;
  own_damage_cost?: Money;
  /**
   * The claim cost something for third parties.
   */
  has_third_party_cost?: boolean;
  third_party_cost?: Money;
  /**
   * The claim affected the no-claims bonus.
   */
  is_ncb_prejudiced?: boolean;
  /**
   * Someone was injured.
   */
  is_personal_injury?: boolean;
  /**
   * The claim was made under the policyholder's own cover.
   */
  is_under_policyholders_cover?: boolean;
}
/**
 * The customer's answer for one optional cover of a proposal.
 */
export interface AddonSelection {
  code: AddonCode;
  /**
   * Added (true), declined (false) or not answered yet (null).
   */
  is_selected?: boolean | null;
}
/**
 * An optional cover of the add-on catalogue (journey/addons.json).
 */
export interface Addon {
  code: AddonCode;
  /**
   * The title of the card.
   */
  title: string;
  /**
   * One line under the title.
   */
  headline?: string;
  /**
   * What the cover gives.
   */
  description?: string;
  premium?: Money;
  ipid?: Ipid;
  /**
   * A link to the policy wording of the cover.
   */
  wording_url?: string;
}
/**
 * A link to an insurance product information document.
 */
export interface Ipid {
  /**
   * The document address.
   */
  url: string;
}
/**
 * A UK postal address, also the shape of an address lookup result.
 */
export interface Address {
  /**
   * First line (house and street).
   */
  line_1?: string;
  /**
   * Second line.
   */
  line_2?: string;
  /**
   * Third line.
   */
  line_3?: string;
  /**
   * Fourth line (usually the town).
   */
  line_4?: string;
  /**
   * Fifth line (usually the county).
   */
  line_5?: string;
  postcode?: Postcode;
}
/**
 * The direct debit mandate for paying monthly.
 */
export interface DirectDebit {
  account_number?: AccountNumber;
  sort_code?: SortCode;
  /**
   * The account holder's name as the bank knows it.
   */
  account_name?: string;
  /**
   * Day of the month the instalments are collected.
   */
  collection_day?: number;
  /**
   * The proposer holds the account (forced false when the proposer is under 18).
   */
  is_proposer_account_holder?: boolean;
  third_party?: DirectDebitThirdParty;
}
/**
 * The account holder when not the proposer: over 18 and consenting.
 */
export interface DirectDebitThirdParty {
  title?: ListValue;
  forename?: NamePart;
  surname?: NamePart;
  date_of_birth?: IsoDateString;
  address?: Address;
}
/**
 * Extra underwriting answers. The _driver_N fields belong to risk.additional_drivers[N-1] and are renumbered when a driver is removed; vehicle_modification_N are copied from vehicle.modifications.
 */
export interface Duqs {
  /**
   * Pays monthly.
   */
  is_pay_monthly?: boolean;
  vehicle_night_location?: ListValue;
  marital_status_proposer?: ListValue;
  marital_status_driver_1?: ListValue;
  marital_status_driver_2?: ListValue;
  marital_status_driver_3?: ListValue;
  marital_status_driver_4?: ListValue;
  relationship_to_proposer_driver_1?: ListValue;
  relationship_to_proposer_driver_2?: ListValue;
  relationship_to_proposer_driver_3?: ListValue;
  relationship_to_proposer_driver_4?: ListValue;
  /**
   * The van is used at night.
   */
  vehicle_used_during_night?: boolean;
  vehicle_daytime_location?: ListValue;
  vehicle_owner?: ListValue;
  education_level?: ListValue;
  /**
   * The proposer has passed Pass Plus.
   */
  proposer_has_pass_plus?: boolean;
  /**
   * The van is sign-written.
   */
  is_sign_written?: boolean;
  /**
   * Member of a trade body or organisation.
   */
  is_trade_body_organisation_member?: boolean;
  /**
   * Has public liability insurance.
   */
  has_public_liability?: boolean;
  /**
   * The van shows a "how is my driving" hotline.
   */
  has_bad_driver_hotline?: boolean;
  /**
   * Racking is fitted.
   */
  has_fitted_racking?: boolean;
  /**
   * The van is refrigerated.
   */
  is_refrigerated?: boolean;
  /**
   * Carries hazardous goods.
   */
  has_hazardous_goods?: boolean;
  /**
   * Miles a year.
   */
  annual_mileage?: number;
  /**
   * Months the business has been established.
   */
  business_established_months?: number;
  vehicle_modification_1?: ListValue;
  vehicle_modification_2?: ListValue;
  vehicle_modification_3?: ListValue;
  vehicle_modification_4?: ListValue;
  vehicle_modification_5?: ListValue;
  vehicle_modification_6?: ListValue;
  vehicle_modification_7?: ListValue;
  vehicle_modification_8?: ListValue;
  vehicle_modification_9?: ListValue;
  vehicle_modification_10?: ListValue;
}
/**
 * A condition added to the policy.
 */
export interface Endorsement {
  /**
   * The text of the endorsement.
   */
  text: string;
  /**
   * A code for the journey; 41 means a tracking device is required (the tracker warning is shown).
   */
  extra_info?: string | number;
}
/**
 * An excess that applies to a section of the policy for a driver.
 */
export interface Excess {
  /**
   * The section of the policy, e.g. "Accidental damage".
   */
  policy_section: string;
  /**
   * Who it applies to, e.g. "All drivers" or a driver's name.
   */
  driver: string;
  value: Money;
}
/**
 * A vehicle matching the manual lookup cascade (manufacturer, model, fuel type, year).
 */
export interface ManualLookupResult {
  /**
   * The make.
   */
  manufacturer: string;
  /**
   * The model.
   */
  model: string;
  /**
   * The model and derivative, shown in the pick-list.
   */
  description?: string;
  fuel_type?: ListValue;
  /**
   * The fuel type as the vehicle data provider codes it.
   */
  fuel_type_cdl?: string;
  /**
   * The transmission as the vehicle data provider codes it.
   */
  transmission_cdl?: string;
  /**
   * Engine capacity in cc (0 for electric).
   */
  engine_size?: number;
  /**
   * First year of production.
   */
  year_min?: number;
  /**
   * Last year of production.
   */
  year_max?: number;
  abi_code: AbiCode;
}
/**
 * A header menu that opens a list of links.
 */
export interface MenuDropdown {
  /**
   * The menu title.
   */
  title: string;
  /**
   * The links.
   *
   * @maxItems 20
   */
  items: MenuItem[];
}
/**
 * A link of the page header or footer.
 */
export interface MenuItem {
  /**
   * The link text.
   */
  text: string;
  /**
   * The address.
   */
  link: string;
}
/**
 * A person's phone numbers.
 */
export interface PhoneNumbers {
  mobile?: UkPhoneNumber;
  other?: UkPhoneNumber;
  home?: UkPhoneNumber;
}
/**
 * Insurance held before, and the no-claims discount earned.
 */
export interface PreviousInsurance {
  ncd?: NoClaimsDiscount;
  type?: ListValue;
}
/**
 * The no-claims discount.
 */
export interface NoClaimsDiscount {
  /**
   * Years of no-claims discount.
   */
  years?: number;
  /**
   * The no-claims discount is protected (asked only when years are above 0).
   */
  is_protected?: boolean;
}
/**
 * A proposal for van insurance: the contract exchanged with the API and stored. Saved partially after each step; the step schemas say what each step requires.
 */
export interface Proposal {
  uuid?: Uuid;
  /**
   * The customer's answers to the optional covers offered with the quote.
   *
   * @maxItems 20
   */
  addons?: AddonSelection[];
  /**
   * Add-ons that were selected but are no longer available; the customer is told.
   *
   * @maxItems 20
   */
  removed_addons?: RemovedAddon[];
  /**
   * Pays monthly by direct debit (true) or annually in full (false).
   */
  is_pay_monthly?: boolean;
  /**
   * The customer agrees that the policy renews automatically.
   */
  consent_to_auto_renew?: boolean;
  /**
   * The quote has been paid for.
   */
  is_purchased?: boolean;
  /**
   * A quotation was given.
   */
  is_quoted?: boolean;
  /**
   * The proposal was referred to underwriters; it cannot be bought online.
   */
  is_referred?: boolean;
  /**
   * The insurer has accepted the purchased quote.
   */
  is_accepted?: boolean;
  risk?: Risk;
  direct_debit?: DirectDebit;
  quote?: Quote;
}
/**
 * An add-on removed from the proposal because it is no longer available.
 */
export interface RemovedAddon {
  code: AddonCode;
}
/**
 * What is insured and for whom: the answers of the seven form steps.
 */
export interface Risk {
  /**
   * Anyone else will drive the van.
   */
  has_additional_drivers?: boolean;
  /**
   * The additional drivers (at most 4); cleared when has_additional_drivers is false.
   *
   * @maxItems 4
   */
  additional_drivers?: AdditionalDriver[];
  documentation_delivery_method?: ListValue;
  proposer?: Proposer;
  /**
   * Where the customer came from: 'Direct', 'Website', an aggregator code ('104', '105', '114', '115'), empty or null. The education question is asked only when it is empty, 'Website' or null.
   */
  source_of_business?: string | null;
  start_date?: IsoDateString;
  userfields?: Userfields;
  duqs?: Duqs;
  /**
   * The proposer has held insurance before (previous_insurance is then given).
   */
  has_previous_insurance?: boolean;
  previous_insurance?: PreviousInsurance;
  /**
   * The proposer has driving experience.
   */
  has_driving_experience?: boolean;
  /**
   * The voluntary excess in pounds, 0 to 2000 in steps of 25; only for cover type C, otherwise 0.
   */
  voluntary_excess?: number;
  vehicle?: Vehicle;
}
/**
 * The person proposing the insurance, the policyholder and main driver.
 */
export interface Proposer {
  date_of_birth?: IsoDateString;
  full_time_occupation?: Occupation;
  /**
   * Has ever had insurance refused, cancelled or special terms imposed.
   */
  has_insurance_refused?: boolean;
  name?: PersonName;
  /**
   * Has a second (part-time) occupation.
   */
  has_part_time_occupation?: boolean;
  part_time_occupation?: Occupation | null;
  resident?: Resident;
  /**
   * Smokes.
   */
  is_smoker?: boolean;
  /**
   * Has a criminal conviction not related to motoring.
   */
  has_non_rta_conviction?: boolean;
  address?: Address;
  email_address?: EmailAddress;
  phone_numbers?: PhoneNumbers;
  driver_details?: DriverDetails;
}
/**
 * Consents and the third party authorised to discuss the policy.
 */
export interface Userfields {
  /**
   * Agrees to marketing by e-mail.
   */
  has_email_consent?: boolean;
  /**
   * Authorises a third party to discuss the policy (No clears the tpa_ fields).
   */
  has_third_party_authority?: boolean;
  tpa_title?: ListValue;
  tpa_forename?: NamePart;
  tpa_surname?: NamePart;
  tpa_date_of_birth?: IsoDateString;
  tpa_email?: EmailAddress;
  tpa_phone?: UkPhoneNumber;
  /**
   * The device fingerprint (fraud check) result stored with the proposal.
   */
  iovachek?: string;
}
/**
 * The van to insure and how it is kept and used.
 */
export interface Vehicle {
  /**
   * Knows the registration: yes, no, or not answered yet (null).
   */
  has_registration?: boolean | null;
  registration?: Registration;
  /**
   * Comprehensive (C), third party fire and theft (TPFT) or third party only (TPO).
   */
  cover_type?: 'C' | 'TPFT' | 'TPO';
  kept_postcode?: Postcode;
  kept_location?: ListValue;
  /**
   * Kept overnight at the proposer's postcode (otherwise kept_postcode is asked).
   */
  is_kept_at_proposer_postcode?: boolean;
  /**
   * The van's value in pounds.
   */
  value?: number;
  /**
   * The proposer is the registered keeper.
   */
  keeper?: boolean;
  owner?: ListValue;
  /**
   * Year of manufacture.
   */
  year?: number;
  purchased?: VehiclePurchase;
  /**
   * The van is modified.
   */
  is_modified?: boolean;
  /**
   * The modifications; copied into duqs.vehicle_modification_N after step 2.
   *
   * @maxItems 5
   */
  modifications?: VehicleModification[];
  /**
   * The model.
   */
  model?: string;
  /**
   * The model as described by the lookup (derivative).
   */
  description?: string;
  class_of_use?: ListValue;
  /**
   * A tracking device is fitted.
   */
  has_tracker?: boolean;
  body_style?: ListValue;
  /**
   * Left-hand drive.
   */
  is_left_hand_drive?: boolean;
  abi_code?: AbiCode;
  /**
   * Years the model was made, e.g. "2018 - 2023".
   */
  production_years?: string;
  /**
   * The make.
   */
  manufacturer?: string;
  /**
   * Engine capacity in cc (0 for electric).
   */
  engine_size?: number;
  fuel_type?: ListValue;
  transmission?: ListValue;
  /**
   * Number of doors (0 when unknown).
   */
  doors?: number;
  seats?: Seats;
}
/**
 * Whether and when the van was bought.
 */
export interface VehiclePurchase {
  /**
   * The van has been bought already.
   */
  is_purchased?: boolean;
  date_purchased?: IsoDateString;
}
/**
 * A modification of the van.
 */
export interface VehicleModification {
  type: ListValue;
  /**
   * A free-text description.
   */
  description?: string;
}
/**
 * The insurer's answer to a proposal: decision, prices, excesses, endorsements and documents. Amounts in pounds.
 */
export interface Quote {
  /**
   * A quotation was given.
   */
  is_quoted?: boolean;
  /**
   * The purchased quote has been accepted.
   */
  is_accepted?: boolean;
  /**
   * The quote has been paid.
   */
  is_purchased?: boolean;
  /**
   * Referred to underwriters.
   */
  is_referred?: boolean;
  reference?: QuoteReference;
  /**
   * The optional covers offered, with their prices and the customer's answers.
   *
   * @maxItems 20
   */
  addons?: QuoteAddon[];
  premium?: Money;
  premium_subtotal?: Money;
  monthly_total_payable?: Money;
  monthly_total_payable_subtotal?: Money;
  monthly_payment?: Money;
  monthly_deposit?: Money;
  monthly_interest?: Money;
  monthly_initial_payment?: Money;
  /**
   * Representative APR, in percent (e.g. 32.9).
   */
  monthly_apr?: number;
  /**
   * Number of monthly instalments after the deposit.
   */
  monthly_installments?: number;
  /**
   * Fixed (flat) interest rate, in percent.
   */
  monthly_interest_percent?: number;
  protected_ncd_implied_price?: Money;
  compulsory_excess?: Money;
  granted_voluntary_excess?: Money;
  /**
   * Conditions added to the policy.
   *
   * @maxItems 50
   */
  endorsements?: Endorsement[];
  /**
   * The excesses.
   *
   * @maxItems 50
   */
  excesses?: Excess[];
  /**
   * Insurance product information documents.
   *
   * @maxItems 20
   */
  ipids?: Ipid[];
  /**
   * Policy documents.
   *
   * @maxItems 20
   */
  wordings?: PolicyWording[];
  metadata?: QuoteMetadata;
}
/**
 * An optional cover offered with a quote, priced.
 */
export interface QuoteAddon {
  code: AddonCode;
  /**
   * What the cover gives.
   */
  description?: string;
  premium?: Money;
  /**
   * Added (true), declined (false) or not answered yet (null).
   */
  is_selected?: boolean | null;
  ipid?: Ipid;
}
/**
 * A policy document link.
 */
export interface PolicyWording {
  /**
   * The kind of document.
   */
  type: 'policyDocumentUrl';
  /**
   * The link text.
   */
  text?: string;
  /**
   * The document address.
   */
  url?: string;
}
/**
 * How the quote was made.
 */
export interface QuoteMetadata {
  /**
   * The ratebook version that priced the quote.
   */
  ratebook_version?: string;
  /**
   * When the quote was made.
   */
  quoted_at?: string;
  /**
   * Reasons for the decision.
   *
   * @maxItems 50
   */
  reasons?: QuoteReason[];
}
/**
 * A reason for a referral or a decline.
 */
export interface QuoteReason {
  /**
   * A stable code.
   */
  code: string;
  /**
   * An explanation for staff.
   */
  message?: string;
}
/**
 * Retrieve a quote by reference, postcode and date of birth (also the deep link).
 */
export interface RecallRequest {
  reference: QuoteReference;
  postcode: Postcode;
  dob: IsoDateString;
  options?: RecallOptions;
}
/**
 * Deep-link extras.
 */
export interface RecallOptions {
  /**
   * The whole page-provided request of a deep link.
   */
  request?: string;
}
/**
 * An option of a reference list.
 */
export interface ReferenceListOption {
  /**
   * The text shown.
   */
  name: string;
  value: ListValue;
}
/**
 * A reference list of options, fetched by name.
 */
export interface ReferenceList {
  /**
   * The list name, e.g. "person_title" (or "insurer.person_title").
   */
  name: string;
  /**
   * The options, in display order.
   *
   * @maxItems 10000
   */
  options: ReferenceListOption[];
}
/**
 * A vehicle found by registration.
 */
export interface VehicleLookupResult {
  registration: Registration;
  /**
   * The make.
   */
  manufacturer: string;
  /**
   * The model.
   */
  model?: string;
  /**
   * The model and derivative.
   */
  description?: string;
  /**
   * Year of manufacture.
   */
  year?: number;
  /**
   * Engine capacity in cc (0 for electric).
   */
  engine_size?: number;
  transmission?: ListValue;
  fuel_type?: ListValue;
  /**
   * Number of doors (0 when unknown).
   */
  doors?: number;
  seats?: Seats;
  body_style?: ListValue;
  abi_code: AbiCode;
}
/**
 * The body of every API error response.
 */
export interface ApiError {
  /**
   * A stable code: invalid (422), not_found (404), expired (419), forbidden (403), payload_too_large (413), conflict (409), rate_limited (429), unsupported_media_type (415), internal (500).
   */
  error:
    | 'invalid'
    | 'not_found'
    | 'expired'
    | 'forbidden'
    | 'payload_too_large'
    | 'conflict'
    | 'rate_limited'
    | 'unsupported_media_type'
    | 'internal';
  /**
   * A message for people.
   */
  message?: string;
  /**
   * The validation failures (with error "invalid").
   *
   * @maxItems 200
   */
  errors?: ApiFieldError[];
}
/**
 * One validation failure.
 */
export interface ApiFieldError {
  /**
   * The dotted path of the field, e.g. "risk.proposer.email_address"; "" for the whole body.
   */
  path: string;
  /**
   * The message shown under the field.
   */
  message: string;
}
/**
 * The answer of GET /api/list.
 */
export interface ListResponse {
  /**
   * The reference lists.
   *
   * @maxItems 200
   */
  lists: ReferenceList[];
}
