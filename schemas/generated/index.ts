/* eslint-disable */
/**
 * DO NOT EDIT. Generated from schemas/common, schemas/entities, schemas/api, schemas/ratebook and schemas/journey by
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
 * A dotted path in the proposal, e.g. "risk.vehicle.purchased.is_purchased"; `[*]` means every item of an array ("risk.additional_drivers[*].resident.since"), a number one item; `@` at the start stands for the rule's forEach place.
 */
export type RulePath = string;
/**
 * When a rule applies: a test of one answer, or `all`, `any`, `not` of other conditions, or `previous` (the condition on the document before the change).
 */
export type RuleCondition = RuleTest | RuleAll | RuleAny | RuleNot | RulePrevious;
/**
 * An answer as stored in the proposal: a list value such as "FullTmEdu", a number, true/false for yes/no, or null.
 */
export type RuleValue = string | number | boolean | null;
/**
 * One change to the proposal: clear an answer, set one, keep only some answers of an object, copy a list's items into numbered fields (spread), or keep numbered fields with their items when an item is removed (renumber).
 */
export type RuleEffect = RuleClear | RuleSet | RuleKeepOnly | RuleSpread | RuleRenumber;
/**
 * A path whose last name holds `{n}`, the 1-based number of an array item, e.g. "risk.duqs.marital_status_driver_{n}".
 */
export type RuleNumberedPath = string;

/**
 * A named driver other than the proposer; the proposer's questions worded in the third person. Their relationship_to_proposer and marital_status, asked in the driver's own form, are also recorded as duqs.relationship_to_proposer_driver_N and duqs.marital_status_driver_N.
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
  marital_status?: ListValue;
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
   * How letters address the person, e.g. "Mr O'Connor": words of a name, as the e-mails greet them, never other text.
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
 * The add-on catalogue (journey/addons.json): what each optional cover and breakdown tier is called and gives, its limits and documents. Prices and availability are the ratebook's (server/rating/ratebook.json); MF and KE are never listed.
 */
export interface AddonCatalogue {
  /**
   * The optional covers, in the order the Add-ons page shows them.
   *
   * @minItems 1
   * @maxItems 20
   */
  addons: AddonCatalogueEntry[];
  /**
   * The rows of the breakdown comparison table.
   *
   * @maxItems 20
   */
  breakdown_features: AddonFeature[];
}
/**
 * One optional cover or breakdown tier.
 */
export interface AddonCatalogueEntry {
  code: AddonCode;
  /**
   * An optional cover (a card of its own) or a breakdown tier (a column of the comparison table; codes contain SAB).
   */
  kind: 'cover' | 'breakdown';
  /**
   * The title of the card or tier.
   */
  title: string;
  /**
   * One line under the title.
   */
  headline: string;
  /**
   * What the cover gives.
   */
  description: string;
  /**
   * The limits of the cover.
   *
   * @maxItems 10
   */
  limits: AddonLimit[];
  /**
   * For a breakdown tier, the codes of breakdown_features it includes.
   *
   * @maxItems 20
   *
   * Items: A feature code.
   */
  features?: string[];
  ipid?: Ipid;
  /**
   * A link to the policy wording of the cover.
   */
  wording_url?: string;
}
/**
 * One limit of a cover, as shown and as a figure.
 */
export interface AddonLimit {
  /**
   * What is limited, e.g. "Per person".
   */
  label: string;
  /**
   * The limit as shown, e.g. "£25,000".
   */
  text: string;
  /**
   * The limit as a figure, in `unit`.
   */
  amount?: number;
  /**
   * The unit of `amount`.
   */
  unit?: 'GBP' | 'people' | 'claims_per_year' | 'miles';
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
 * One row of the breakdown comparison table.
 */
export interface AddonFeature {
  /**
   * A stable code.
   */
  code: string;
  /**
   * What the row says.
   */
  text: string;
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
 * Extra underwriting answers. The _driver_N fields are copied from risk.additional_drivers[N-1] (its marital_status and relationship_to_proposer) and are renumbered when a driver is removed; vehicle_modification_N are copied from vehicle.modifications.
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
   * Set by the server when a requote takes off add-ons the customer had chosen that are no longer offered; the price page tells the customer. A client's value is ignored.
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
  /**
   * Set by the server: the version of the journey documents (a content hash) the answers were given and checked under. The proposal is checked, rated and sold under it until the customer changes an answer, then moves to the server's current version. Every proposal the API answers shows its answers as the server's current version asks them (carried across by the journey's migrations), this field still naming the version they are stored under; a proposal from before versions were kept has none and is held to the first version kept.
   */
  journey_version?: string;
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
   * Where the customer came from: 'Direct', 'Website', an aggregator code ('104', '105', '114', '115'), empty or null. The education question is asked only when it is empty, 'Website' or null. Set by the server where a proposal enters (an integrator's API key names it; the pages' proposals have none): a page's value is not stored.
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
   * The device blackbox (fraud check) of the device the policy was bought from: set only by POST /api/proposal/{id}/device-risk once the policy is bought; a value sent with any other call is ignored.
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
   * A free-text description, on one line.
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
   * Set by the server when the summary's confirm call recorded every declaration ticked and the auto-renewal answer for this quote; a new quote starts without it. Card payment, pay-monthly and acceptance need it.
   */
  is_confirmed?: boolean;
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
  rating_date?: IsoDateString;
  /**
   * SHA-256 of exactly the answers the rating read (and the add-on answers): the quote is bound to them, and a save that changes any of them removes the quote.
   */
  input_digest?: string;
  /**
   * The version (a content hash) of the journey documents the answers were checked under.
   */
  journey_version?: string;
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
 * The body of POST /api/proposal/{id}/quote/accept: empty, or the direct debit mandate when paying monthly (used only when none was stored by pay-monthly; then it must be complete).
 */
export interface AcceptRequest {
  direct_debit?: DirectDebit;
}
/**
 * The body of POST /api/proposal/{id}/addons: the customer's answers to the optional covers. An item without is_selected counts as added; at most one breakdown tier may be added.
 */
export interface AddonsRequest {
  /**
   * One answer per add-on code.
   *
   * @maxItems 20
   */
  addons: AddonSelection[];
}
/**
 * The query of GET /api/address. The postcode may have spaces or not, in any case; the server then checks it is a real UK postcode (or a test postcode of the configured address service).
 */
export interface AddressQuery {
  /**
   * The postcode to look up, e.g. "LS61HR" or "ls6 1hr". Any way it fails is answered with the journey's postcode message (content/validation-messages.json).
   */
  postcode: string;
}
/**
 * The answer of GET /api/address: the addresses at the postcode, in delivery order; an empty list when the postcode has none or the address service failed (the failure is only logged).
 */
export interface AddressResponse {
  /**
   * The addresses; lines are packed (no empty line between two filled ones): premise and street first, then locality, town and county.
   *
   * @maxItems 200
   */
  addresses: Address[];
}
/**
 * The query of GET /api/recaptcha/config and GET /api/recaptcha/token: none.
 */
export interface CaptchaNoParams {}
/**
 * The body of POST /api/proposal/{id}/confirm: the e-mail address and mobile number the customer confirms on the summary page (both required; they replace the stored ones, every other answer is kept), and, from the summary page, the automatic-renewal answer and the three declarations, all of which must then be ticked (journey/forms/confirm-details).
 */
export interface ConfirmRequest {
  risk: ConfirmRisk;
  /**
   * The policy renews automatically.
   */
  consent_to_auto_renew?: boolean;
  declarations?: ConfirmDeclarations;
}
/**
 * The proposer's contact details.
 */
export interface ConfirmRisk {
  proposer: ConfirmProposer;
}
/**
 * The proposer's e-mail address and mobile number.
 */
export interface ConfirmProposer {
  email_address: EmailAddress;
  phone_numbers: ConfirmPhoneNumbers;
}
/**
 * The mobile number.
 */
export interface ConfirmPhoneNumbers {
  /**
   * A UK mobile or landline number as the phone input allows it: digits and plus, at most 13 characters. The placeholder 01000000000 is not a number. However it fails, it is answered with the journey's phone message (content/validation-messages.json).
   */
  mobile: string;
}
/**
 * The summary page's three declarations; each must be true when sent.
 */
export interface ConfirmDeclarations {
  /**
   * Answered the questions honestly and to the best of their knowledge.
   */
  answered_honestly?: boolean;
  /**
   * Read and agreed to the administration services contract and terms.
   */
  agreed_terms?: boolean;
  /**
   * Read and agreed to the excesses and endorsements.
   */
  agreed_excesses?: boolean;
}
/**
 * The body of POST /api/proposal/{id}/save-device-risk-check: none (an empty object is accepted); the check runs on the stored blackbox.
 */
export interface DeviceRiskCheckRequest {}
/**
 * The answer of POST /api/proposal/{id}/save-device-risk-check: the fraud check's decision, also recorded as a fraud.checked event.
 */
export interface DeviceRiskCheckResponse {
  /**
   * allow: proceed; deny: refuse; review: proceed only after a person has looked (also the answer when the check could not run).
   */
  result: 'allow' | 'deny' | 'review';
  /**
   * Our own code for why (never the fraud service's text): ok; no_blackbox (none stored); unreadable_blackbox; automated_browser (navigator.webdriver); stale_blackbox (older than a day or from the future); device_reused (one device behind many proposals); provider_decision (the real service decided; its reason is kept in the event log); check_unavailable (the service failed or timed out).
   */
  reason:
    | 'ok'
    | 'no_blackbox'
    | 'unreadable_blackbox'
    | 'automated_browser'
    | 'stale_blackbox'
    | 'device_reused'
    | 'provider_decision'
    | 'check_unavailable';
  /**
   * The fraud service's reference for this check; "" when it could not run.
   */
  tracking_number: string;
}
/**
 * The body of POST /api/proposal/{id}/device-risk: the device blackbox from IGLOO.getBlackbox(), stored as risk.userfields.iovachek.
 */
export interface DeviceRiskRequest {
  /**
   * The opaque blackbox (its length is bounded by risk.userfields.iovachek).
   */
  blackbox: string;
}
/**
 * The signed server-side notification the embedded payment provider sends to POST /payments/notifications/embedded (header X-Payment-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">).
 */
export interface EmbeddedPaymentNotification {
  /**
   * What happened to the payment.
   */
  type: 'payment.succeeded' | 'payment.failed';
  /**
   * Our payment id, as given when the payment page was created.
   */
  payment_id: string;
  /**
   * The provider's own reference of the payment.
   */
  reference: string;
  /**
   * The amount taken (or refused), in pence.
   */
  amount_pence: number;
  /**
   * The last four digits of the card; never more of the number.
   */
  card_last4?: string;
  /**
   * The card scheme.
   */
  card_brand?: string;
  /**
   * Why a payment failed, as a code (card_declined, insufficient_funds, authentication_failed...).
   */
  reason?: string;
  /**
   * When the provider sent it, in Unix seconds.
   */
  created: number;
}
/**
 * The body of every API error response.
 */
export interface ApiError {
  /**
   * A stable code: invalid (422), not_found (404), expired (419), forbidden (403), unauthorized (401: the integrator's API key is missing, unknown or revoked), bot_check_failed (403: the call's X-Captcha-Token was missing, used, expired or refused, or the bot check could not run; fetch a new token and try again), payload_too_large (413), conflict (409), quote_stale (409: the quote is missing, no longer prices the stored answers, or its start date has passed; get a new quote), declarations_required (409: card payment, pay-monthly and acceptance need the summary page's declarations, all ticked, and the auto-renewal answer confirmed for the current quote; a new quote, or an answer about the risk changed since, needs them again), price_answers_required (409: card payment and pay-monthly need what the price page's Continue needs: the van's registration found by its Registration Number Check and its Third Party Authority question answered; the errors name the answers, in the page's words), rate_limited (429), unsupported_media_type (415), payment_unavailable (502: the payment service did not answer or refused the call), credit_declined (409: the soft-search credit check declined monthly payment), credit_unavailable (502: the credit check service did not answer or failed), vehicle_lookup_unavailable (502: a save gave the van a registration, or another van, and the vehicle lookup that checks the registration names that van did not answer; try again), address_lookup_unavailable (502: a save of the pages gave an address new lines, and the address lookup that checks the address is one it finds at its postcode did not answer; try again), internal (500).
   */
  error:
    | 'invalid'
    | 'not_found'
    | 'expired'
    | 'forbidden'
    | 'unauthorized'
    | 'bot_check_failed'
    | 'payload_too_large'
    | 'conflict'
    | 'quote_stale'
    | 'declarations_required'
    | 'price_answers_required'
    | 'rate_limited'
    | 'unsupported_media_type'
    | 'payment_unavailable'
    | 'credit_declined'
    | 'credit_unavailable'
    | 'vehicle_lookup_unavailable'
    | 'address_lookup_unavailable'
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
 * The form posted by the embedded provider's 3-D Secure challenge page (form-encoded), and by its cancel button (token only).
 */
export interface HostedChallengeForm {
  /**
   * The per-payment random token of the page's hidden field.
   */
  token: string;
  /**
   * The one-time code the card issuer sent (any 6 digits in the test; 000000 fails).
   */
  code?: string;
}
/**
 * The form posted by the embedded provider's hosted card page to POST /hosted-payments/{paymentId}/pay (form-encoded). Only the shape is checked here; card rules (Luhn, expiry) give messages on the page.
 */
export interface HostedPaymentForm {
  /**
   * The per-payment random token of the page's hidden field.
   */
  token: string;
  /**
   * The card number as typed (spaces allowed).
   */
  card_number: string;
  /**
   * The expiry date as typed: MM/YY, or MMYY from a number pad.
   */
  expiry: string;
  /**
   * The card security code as typed.
   */
  cvc: string;
  /**
   * The name on the card.
   */
  name: string;
}
/**
 * The answer of POST /api/integrations/quotes: the stored proposal's uuid, its quote as the pages get it, and the address of the price page where the customer carries on.
 */
export interface IntegrationQuoteResponse {
  uuid: Uuid;
  quote: Quote;
  /**
   * The price page of this proposal (journey.json's PricePresentation route, with the uuid): absolute when the server's PUBLIC_BASE_URL is set, otherwise a path on this site.
   */
  link: string;
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
/**
 * The body of POST /api/proposal/{id}/pay-monthly: the direct debit mandate to check and save. The account holder question, the bank details and the account name are required; a third-party holder (is_proposer_account_holder false) needs their title, names, date of birth and address. Age rules relative to today are checked by the server.
 */
export interface PayMonthlyRequest {
  /**
   * Always true: this call sets up monthly payment (paying in full is chosen with payment-option).
   */
  is_pay_monthly: true;
  direct_debit: DirectDebit;
}
/**
 * The body of POST /api/proposal/{id}/payment-option: the payment method, auto-renewal, the registration when the van had none, and the consent and third-party-authority answers. With check true the answers are checked and nothing is saved.
 */
export interface PaymentOptionRequest {
  /**
   * Only check the answers; save nothing.
   */
  check?: boolean;
  /**
   * Monthly by direct debit (true) or in full by card (false).
   */
  is_pay_monthly: boolean;
  /**
   * The policy renews automatically.
   */
  consent_to_auto_renew?: boolean;
  risk?: PaymentOptionRisk;
}
/**
 * The risk answers this page may change.
 */
export interface PaymentOptionRisk {
  vehicle?: PaymentOptionVehicle;
  userfields?: Userfields;
}
/**
 * The van's registration, when the quote was made without one.
 */
export interface PaymentOptionVehicle {
  registration?: Registration;
}
/**
 * The body of POST /api/proposal/{id}/quote/payment: where the customer goes once the payment is confirmed.
 */
export interface PaymentRequest {
  /**
   * A path on this site, e.g. "/quote/thankyou?uuid=..."; never another origin (no "//host"), so the payment cannot be turned into an open redirect.
   */
  return_url: string;
}
/**
 * The answer of POST /api/proposal/{id}/quote/payment.
 */
export interface PaymentResponse {
  /**
   * Where to send the customer: the hosted payment page (set it as the frame URL or redirect the browser). When the payment has already succeeded, the return_url itself.
   */
  payment_url: string;
  /**
   * pending: the customer still has to pay at payment_url; succeeded: the proposal is already paid for and nothing was charged again.
   */
  status: 'pending' | 'succeeded';
  amount: Money;
}
/**
 * The answer of GET /api/proposal/{id}/payment-status: the latest card payment of the proposal.
 */
export interface PaymentStatus {
  /**
   * none: no payment was started; pending: started, not confirmed by the provider yet; succeeded or failed as the provider confirmed.
   */
  status: 'none' | 'pending' | 'succeeded' | 'failed';
  /**
   * Whether the proposal is purchased.
   */
  is_purchased: boolean;
  amount?: Money;
  /**
   * The last four digits of the card, when the provider told us.
   */
  card_last4?: string;
  /**
   * The card scheme (visa, mastercard, amex...), when the provider told us.
   */
  card_brand?: string;
}
/**
 * The answer of GET /api/proposal/{id}/generate-portal-link for an accepted policy: a signed link to the customer's policy page, valid for a limited time.
 */
export interface PortalLinkResponse {
  /**
   * The policy page's path on this site: /portal/<token>. Anyone with the link can read the policy summary until it expires.
   */
  portal_url: string;
}
/**
 * The answer of the /json calls: the proposal under data.
 */
export interface ProposalEnvelope {
  data: Proposal;
}
/**
 * The answer of GET /api/recaptcha/config: which bot check the browser must run.
 */
export interface RecaptchaConfig {
  /**
   * embedded: fetch a token from GET /api/recaptcha/token; recaptcha: run Google's widget with site_key.
   */
  provider: 'embedded' | 'recaptcha';
  /**
   * The reCAPTCHA site key (only with provider recaptcha).
   */
  site_key?: string;
}
/**
 * The body of POST /api/recaptcha: the token the browser's bot check produced.
 */
export interface RecaptchaRequest {
  /**
   * The token (reCAPTCHA's g-recaptcha-response, or a token of GET /api/recaptcha/token with the embedded check). Single use.
   */
  response: string;
}
/**
 * The answer of POST /api/recaptcha. Without success the journey goes to the Exception screen.
 */
export interface RecaptchaResponse {
  /**
   * True when the token was genuine, fresh and unused (and, for reCAPTCHA v3, scored at least the threshold).
   */
  success: boolean;
}
/**
 * The answer of GET /api/recaptcha/token (embedded bot check only): a signed token to send to POST /api/recaptcha.
 */
export interface RecaptchaToken {
  /**
   * The token; valid once, for two minutes.
   */
  token: string;
  /**
   * When the token stops being accepted.
   */
  expires_at: string;
}
/**
 * The body of POST /json/proposal/re-quote: the proposal to quote again with the current ratebook.
 */
export interface RequoteRequest {
  uuid: Uuid;
}
/**
 * The body of POST /api/proposal/{id}/send-quote-email: empty, or the proposal's uuid (which must be the one in the address).
 */
export interface SendQuoteEmailRequest {
  uuid?: Uuid;
}
/**
 * The answer of POST /api/proposal/{id}/send-quote-email: the e-mail is queued in the outbox (or was already queued in the last ten minutes) and will be delivered, retried until the mail server takes it.
 */
export interface SendQuoteEmailResponse {
  /**
   * Always true on status 200.
   */
  success: true;
}
/**
 * The answer of GET /json/status: the service answers, which ratebook prices and which journey version new answers are checked under.
 */
export interface StatusResponse {
  /**
   * ok when the database answers.
   */
  status: 'ok';
  /**
   * The version of the ratebook that prices new quotes.
   */
  ratebook_version: string;
  /**
   * The version of the journey documents this server runs: a content hash of every document that changes what is asked, checked or shown. New and edited proposals are answered under it; a proposal keeps the version it records until its answers change.
   */
  journey_version: string;
  /**
   * The human version product staff give the journey in journey/journey.json ("2026.11.1").
   */
  journey_human_version: string;
  /**
   * The database engine.
   */
  store: 'sqlite' | 'postgres';
}
/**
 * The query of POST /api/proposal and POST /api/proposal/{id}: `steps=N` says the form has completed step N (an integrator sending a whole proposal sends 7); the answers must then satisfy every step schema up to it, and the proposal is held to them from then on.
 */
export interface StepsQuery {
  /**
   * The step completed, 1 to 7.
   */
  steps?: string;
}
/**
 * The query of GET /api/vehicle: the choices of the manual lookup so far, in order (manufacturer, model, fuel_type, year). A later choice needs every earlier one.
 */
export interface VehicleManualQuery {
  /**
   * The manufacturer chosen (an option value of the previous answer).
   */
  manufacturer?: string;
  /**
   * The model chosen.
   */
  model?: string;
  /**
   * The fuel type chosen: a value of the vehicle_fuel_type list ("D", "P", "E"...).
   */
  fuel_type?: string;
  /**
   * The year of registration chosen, four digits.
   */
  year?: string;
}
/**
 * The answer of GET /api/vehicle: one key, named after the next choice of the manual lookup, holding its options (manufacturer, model, fuel_type, year), or after the year the matching vehicles. An empty list when nothing matches or the lookup failed.
 */
export interface VehicleOptionsResponse {
  /**
   * The manufacturers (answer to no choices).
   *
   * @maxItems 500
   */
  manufacturer?: ReferenceListOption[];
  /**
   * The models of the manufacturer chosen.
   *
   * @maxItems 500
   */
  model?: ReferenceListOption[];
  /**
   * The fuel types of the model chosen; values of the vehicle_fuel_type list.
   *
   * @maxItems 50
   */
  fuel_type?: ReferenceListOption[];
  /**
   * The years the model was made with that fuel, newest first.
   *
   * @maxItems 200
   */
  year?: ReferenceListOption[];
  /**
   * The vehicles matching every choice, to confirm one.
   *
   * @maxItems 500
   */
  vehicles?: ManualLookupResult[];
}
/**
 * The query of GET /api/vehicle/registration: the registration as the form sends it (upper case, spaces removed; one space where the plate shows it is also accepted).
 */
export interface VehicleRegistrationQuery {
  /**
   * A UK registration mark, e.g. "AB12CDE". Missing or failing, it is answered with the journey's registration message (content/form.json).
   */
  registration: string;
}
/**
 * The answer of GET /api/vehicle/registration: the vehicles found (the form uses the first); an empty list when the registration is not found or the lookup failed.
 */
export interface VehicleRegistrationResponse {
  /**
   * The vehicles found, best match first.
   *
   * @maxItems 20
   */
  vehicles: VehicleLookupResult[];
}
/**
 * One band of a banded factor: the relativity for values from `from` up to the next band's `from` (the last band is open-ended; values below the first band take the first band). Bands are listed in ascending order.
 */
export interface RatebookBand {
  /**
   * The lowest value of the band, in the factor's unit (years, pounds, miles, cc, months, drivers).
   */
  from: number;
  /**
   * The multiplier of the premium (1 = neutral, 1.25 = 25% more, 0.9 = 10% less).
   */
  relativity: number;
}
/**
 * A factor rated by a code of a reference list (journey/lists/): one relativity per code, and the default for a code the table does not name.
 */
export interface RatebookCodeTable {
  /**
   * The relativity of a code that is missing from `values`.
   */
  default: number;
  /**
   * The relativity of each code; a code appears once.
   *
   * @maxItems 200
   */
  values: RatebookCodeRelativity[];
}
/**
 * The relativity of one code.
 */
export interface RatebookCodeRelativity {
  /**
   * The list value, e.g. "SDP" or "LS".
   */
  code: string;
  /**
   * The multiplier of the premium.
   */
  relativity: number;
}
/**
 * When an underwriting rule or an endorsement applies: every predicate of `all` holds and, when `any` is given, at least one of `any` holds. A predicate on a fact the proposal does not give is false.
 */
export interface RatebookCondition {
  /**
   * Predicates that must all hold.
   *
   * @maxItems 20
   */
  all?: RatebookPredicate[];
  /**
   * Predicates of which at least one must hold.
   *
   * @maxItems 20
   */
  any?: RatebookPredicate[];
}
/**
 * A test of one fact of the risk, e.g. { "fact": "vehicle_value", "op": "gt", "value": 60000 }. Ages and years are whole years at the rating date; claims, convictions, points and bans count within the ratebook's look-back; money is in pounds; codes are the values of journey/lists/.
 */
export interface RatebookPredicate {
  /**
   * The fact tested. List facts (licence_types, medical_conditions, claim_codes, conviction_codes, modifications) take `includes_any`.
   */
  fact:
    | 'proposer_age'
    | 'youngest_driver_age'
    | 'oldest_driver_age'
    | 'min_years_licensed'
    | 'additional_driver_count'
    | 'licence_types'
    | 'insurance_refused'
    | 'non_rta_conviction'
    | 'medical_conditions'
    | 'medical_not_notified'
    | 'medical_worsening'
    | 'claims_count'
    | 'fault_claims_count'
    | 'claim_codes'
    | 'conviction_codes'
    | 'conviction_points'
    | 'has_ban'
    | 'cover_type'
    | 'class_of_use'
    | 'annual_mileage'
    | 'vehicle_value'
    | 'vehicle_manufacturer'
    | 'vehicle_model'
    | 'vehicle_age_years'
    | 'abi_code'
    | 'body_style'
    | 'fuel_type'
    | 'engine_size'
    | 'has_tracker'
    | 'is_left_hand_drive'
    | 'is_modified'
    | 'modifications'
    | 'has_hazardous_goods'
    | 'is_refrigerated'
    | 'is_sign_written'
    | 'has_fitted_racking'
    | 'night_location'
    | 'daytime_location'
    | 'postcode_area'
    | 'is_kept_at_proposer_postcode'
    | 'ncd_years'
    | 'business_established_months';
  /**
   * The comparison: lt/lte/gt/gte need a number; in/not_in/includes_any need a list.
   */
  op: 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'not_in' | 'includes_any';
  /**
   * What the fact is compared with.
   *
   * @maxItems 200
   */
  value: number | string | boolean | (string | number)[];
}
/**
 * A factor rated by a yes/no answer (tracker fitted, hazardous goods, sign-writing...).
 */
export interface RatebookYesNo {
  /**
   * The relativity when the answer is yes.
   */
  yes: number;
  /**
   * The relativity when the answer is no or not given.
   */
  no: number;
}
/**
 * The rating data of the van product (server/rating/ratebook.json), read and changed by pricing analysts: base rates, relativities, underwriting rules, excesses, endorsements, premium finance and add-on prices. Money is in integer pence; relativities multiply. Checked at start-up by validateRatebook(); the server refuses to start with the bad path named.
 */
export interface Ratebook {
  /**
   * The version recorded on every quote (quote.metadata.ratebook_version).
   */
  version: string;
  effective_from: IsoDateString;
  /**
   * What changed in this version, and the sources of the figures.
   */
  description?: string;
  /**
   * Insurance Premium Tax on the net premium, in percent (standard rate 12).
   */
  ipt_percent: number;
  /**
   * The lowest net premium (before IPT) the product sells at.
   */
  minimum_premium_pence: number;
  /**
   * A net premium above this is referred to underwriters (PREMIUM_ABOVE_MAXIMUM).
   */
  maximum_premium_pence: number;
  /**
   * The reason given for PREMIUM_ABOVE_MAXIMUM, on the quote and the referral page. {premium} and {maximum} are the net premium and maximum_premium_pence, written in pounds (£1,500.00).
   */
  maximum_premium_message: string;
  /**
   * Claims and convictions older than this many years at the rating date are ignored.
   */
  look_back_years: number;
  /**
   * The base premium of each cover type, before relativities.
   *
   * @minItems 1
   * @maxItems 3
   */
  base_rates: RatebookBaseRate[];
  driver: RatebookDriverFactors;
  /**
   * By the number of additional drivers named.
   *
   * @minItems 1
   * @maxItems 100
   */
  additional_drivers: RatebookBand[];
  history: RatebookHistory;
  vehicle: RatebookVehicleFactors;
  use: RatebookUseFactors;
  postcode_area: RatebookCodeTable;
  ncd: RatebookNcd;
  voluntary_excess: RatebookVoluntaryExcess;
  excesses: RatebookExcesses;
  /**
   * Conditions added to the policy when their condition holds.
   *
   * @maxItems 50
   */
  endorsements: RatebookEndorsement[];
  /**
   * Declines and referrals, each with a reason code. Any decline declines; otherwise any referral refers.
   *
   * @maxItems 100
   */
  underwriting: RatebookRule[];
  finance: RatebookFinance;
  /**
   * Prices of the optional covers of journey/addons.json. A price is the gross amount the customer pays, outside the insurance premium's IPT calculation.
   *
   * @maxItems 20
   */
  addons: RatebookAddonPrice[];
  documents: RatebookDocuments;
}
/**
 * The base premium of one cover type.
 */
export interface RatebookBaseRate {
  /**
   * C comprehensive, TPFT third party fire and theft, TPO third party only.
   */
  cover_type: 'C' | 'TPFT' | 'TPO';
  /**
   * The net premium of the neutral risk (every relativity 1).
   */
  premium_pence: number;
}
/**
 * Factors rated for every driver; the riskiest driver (the highest product) counts.
 */
export interface RatebookDriverFactors {
  /**
   * By age in whole years at the rating date.
   *
   * @minItems 1
   * @maxItems 100
   */
  age: RatebookBand[];
  /**
   * By whole years since the licence date.
   *
   * @minItems 1
   * @maxItems 100
   */
  years_licensed: RatebookBand[];
  licence_type: RatebookCodeTable;
  marital_status: RatebookCodeTable;
  medical_condition: RatebookCodeTable;
}
/**
 * Claims and convictions of every driver within the look-back; each one multiplies the premium.
 */
export interface RatebookHistory {
  claims: RatebookCodeTable;
  /**
   * Claim codes counted as fault claims (fault_claims_count); a claim that prejudiced the no-claims bonus also counts.
   *
   * @maxItems 200
   *
   * Items: A list value.
   */
  fault_claim_codes: string[];
  /**
   * The least relativity of a claim that prejudiced the no-claims bonus, whatever its code.
   */
  ncb_prejudiced_relativity: number;
  convictions: RatebookCodeTable;
}
/**
 * Factors of the van.
 */
export interface RatebookVehicleFactors {
  /**
   * By the van's value in pounds.
   *
   * @minItems 1
   * @maxItems 100
   */
  value: RatebookBand[];
  abi_group: RatebookAbiGroup;
  /**
   * By engine size in cc (0 for an electric van).
   *
   * @minItems 1
   * @maxItems 100
   */
  engine_size: RatebookBand[];
  body_style: RatebookCodeTable;
  fuel_type: RatebookCodeTable;
  modifications: RatebookCodeTable;
  tracker: RatebookYesNo;
  hazardous_goods: RatebookYesNo;
  sign_writing: RatebookYesNo;
  racking: RatebookYesNo;
  refrigeration: RatebookYesNo;
}
/**
 * The ABI group relativity 1 + slope x (group - pivot), for the ABI codes whose group is listed; other vans are rated on value alone.
 */
export interface RatebookAbiGroup {
  /**
   * The neutral group.
   */
  pivot: number;
  /**
   * The change of relativity per group.
   */
  slope: number;
  /**
   * Known ABI codes and their groups (LCV scale 1-50).
   *
   * @maxItems 5000
   */
  groups: RatebookAbiGroupEntry[];
}
/**
 * The group of one ABI code.
 */
export interface RatebookAbiGroupEntry {
  abi_code: AbiCode;
  /**
   * The ABI group.
   */
  group: number;
}
/**
 * Factors of how and where the van is used and kept.
 */
export interface RatebookUseFactors {
  class_of_use: RatebookCodeTable;
  /**
   * By the annual mileage band (the list value, e.g. 10000 = up to 10,000 miles).
   *
   * @minItems 1
   * @maxItems 100
   */
  annual_mileage: RatebookBand[];
  night_location: RatebookCodeTable;
  daytime_location: RatebookCodeTable;
  /**
   * By how long the business has traded, in months; only for the classes of use in business_classes_of_use.
   *
   * @minItems 1
   * @maxItems 100
   */
  business_established_months: RatebookBand[];
  /**
   * The classes of use that are business use.
   *
   * @maxItems 200
   *
   * Items: A list value.
   */
  business_classes_of_use: string[];
}
/**
 * No-claims discount. The average NCD discount shown to customers is 1 - the relativity of each band, so the published table is the one that prices.
 */
export interface RatebookNcd {
  /**
   * By years of no-claims discount.
   *
   * @minItems 1
   * @maxItems 100
   */
  years: RatebookBand[];
  /**
   * Previous insurance types whose no-claims discount is accepted (journey/lists/insurance_type.json).
   *
   * @maxItems 200
   *
   * Items: A list value.
   */
  accepted_insurance_types: string[];
  /**
   * When true, the NCD years that count are at most the proposer's whole years licensed (on the rating date): a discount is earned while driving, so years declared beyond the licence's are not counted.
   */
  at_most_years_licensed?: boolean;
  protection: RatebookNcdProtection;
}
/**
 * The price of protecting the no-claims discount.
 */
export interface RatebookNcdProtection {
  /**
   * The least years of NCD that can be protected.
   */
  min_years: number;
  /**
   * The relativity added when the NCD is protected.
   */
  relativity: number;
}
/**
 * The voluntary excess the customer chooses, and its discount.
 */
export interface RatebookVoluntaryExcess {
  /**
   * The cover types it applies to.
   *
   * @maxItems 3
   *
   * Items: A cover type.
   */
  cover_types: ('C' | 'TPFT' | 'TPO')[];
  /**
   * The highest voluntary excess.
   */
  maximum_pence: number;
  /**
   * Voluntary excesses are multiples of this.
   */
  step_pence: number;
  /**
   * Points (excess, relativity) in ascending order of excess; between two points the relativity is interpolated linearly, beyond the last it is the last.
   *
   * @minItems 1
   * @maxItems 100
   */
  relativities: RatebookExcessRelativity[];
}
/**
 * The relativity at one voluntary excess.
 */
export interface RatebookExcessRelativity {
  /**
   * The voluntary excess.
   */
  excess_pence: number;
  /**
   * The multiplier of the premium.
   */
  relativity: number;
}
/**
 * Compulsory and windscreen excesses and the sections of the excess table.
 */
export interface RatebookExcesses {
  /**
   * The compulsory excess of every driver.
   */
  compulsory_pence: number;
  /**
   * Extra compulsory excess for young or inexperienced drivers.
   *
   * @maxItems 20
   */
  additions: RatebookExcessAddition[];
  /**
   * The windscreen excess; not part of the compulsory excess.
   */
  windscreen_pence: number;
  /**
   * The cover types it applies to.
   *
   * @maxItems 3
   *
   * Items: A cover type.
   */
  windscreen_cover_types: ('C' | 'TPFT' | 'TPO')[];
  /**
   * The sections of the policy that carry the compulsory and voluntary excess.
   *
   * @maxItems 10
   */
  sections: RatebookExcessSection[];
}
/**
 * An extra compulsory excess for a driver under an age or licensed for fewer years than given (either is enough).
 */
export interface RatebookExcessAddition {
  /**
   * A stable code.
   */
  code: string;
  /**
   * What it is, for staff.
   */
  label: string;
  /**
   * Applies to a driver younger than this.
   */
  age_under?: number;
  /**
   * Applies to a driver licensed for fewer whole years than this.
   */
  years_licensed_under?: number;
  /**
   * The extra excess.
   */
  amount_pence: number;
}
/**
 * A section of the policy with an excess.
 */
export interface RatebookExcessSection {
  /**
   * The section, as shown, e.g. "Accidental damage".
   */
  name: string;
  /**
   * The cover types it applies to.
   *
   * @maxItems 3
   *
   * Items: A cover type.
   */
  cover_types: ('C' | 'TPFT' | 'TPO')[];
}
/**
 * An endorsement and when it applies.
 */
export interface RatebookEndorsement {
  /**
   * A stable code.
   */
  code: string;
  /**
   * The text of the endorsement, as the customer reads it.
   */
  text: string;
  /**
   * The code the journey acts on; 41 shows the tracking device warning.
   */
  extra_info?: string | number;
  when: RatebookCondition;
}
/**
 * An underwriting rule.
 */
export interface RatebookRule {
  /**
   * The reason code recorded on the quote.
   */
  code: string;
  /**
   * Decline (no quotation) or refer (priced, bought only after an underwriter's review).
   */
  action: 'decline' | 'refer';
  /**
   * The reason, on the quote and the referral page. {fact.op} is the value of this rule's condition on that fact with that operator ("younger than {youngest_driver_age.lt}"), so a changed limit changes the reason with it; numbers are written with thousands separators (60,000).
   */
  message: string;
  when: RatebookCondition;
}
/**
 * The monthly plan: a deposit, then instalments at a flat rate of interest on the credit.
 */
export interface RatebookFinance {
  /**
   * The deposit as a percentage of the cash price.
   */
  deposit_percent: number;
  /**
   * The number of monthly instalments after the deposit.
   */
  instalments: number;
  /**
   * The flat (fixed) interest charged on the credit, in percent.
   */
  flat_interest_percent: number;
  /**
   * The agreement term.
   */
  term_months: number;
}
/**
 * The price of one optional cover and where it is offered.
 */
export interface RatebookAddonPrice {
  code: AddonCode;
  /**
   * The annual price.
   */
  premium_pence: number;
  /**
   * Classes of use it is not offered for.
   *
   * @maxItems 200
   *
   * Items: A list value.
   */
  excluded_classes_of_use?: string[];
  /**
   * The cover types it applies to.
   *
   * @maxItems 3
   *
   * Items: A cover type.
   */
  cover_types?: ('C' | 'TPFT' | 'TPO')[];
}
/**
 * The policy documents quoted with this ratebook.
 */
export interface RatebookDocuments {
  /**
   * Insurance product information documents.
   *
   * @maxItems 20
   */
  ipids: Ipid[];
  /**
   * Policy wordings.
   *
   * @maxItems 20
   */
  wordings: RatebookWording[];
}
/**
 * A policy document link.
 */
export interface RatebookWording {
  /**
   * The link text.
   */
  text: string;
  /**
   * The document address.
   */
  url: string;
}
/**
 * One file of journey/migrations: how answers given under one human version of the journey (journey.json "version") are carried to the next when the customer next changes an answer.
 */
export interface JourneyMigration {
  $schema?: string;
  description?: string;
  /**
   * The human version(s) whose answers this migration takes.
   *
   * @minItems 1
   * @maxItems 50
   *
   * Items: A human version as journey.json gives it: year, month, number (2026.11.1).
   */
  from: string[];
  /**
   * A human version as journey.json gives it: year, month, number (2026.11.1).
   */
  to: string;
  /**
   * @minItems 1
   * @maxItems 200
   */
  operations: (Rename | Move | Default | Drop)[];
}
/**
 * The answer at path gets the key `to` in the same object.
 */
export interface Rename {
  op: 'rename';
  path: RulePath;
  to: string;
}
/**
 * The answer at `from` goes to `to`; each [*] of `to` is the item `from` matched.
 */
export interface Move {
  op: 'move';
  from: RulePath;
  to: RulePath;
}
/**
 * value is set at path where there is no answer (for each item that exists).
 */
export interface Default {
  op: 'default';
  path: RulePath;
  value: unknown;
}
/**
 * The answer at path is removed.
 */
export interface Drop {
  op: 'drop';
  path: RulePath;
}
/**
 * A test of the answer at `path`, with exactly one of the tests below. An answer is empty when it is missing, null, "", [] or {}.
 */
export interface RuleTest {
  path: RulePath;
  equals?: RuleValue;
  notEquals?: RuleValue;
  /**
   * The answer is one of these.
   *
   * @minItems 1
   * @maxItems 100
   */
  in?: RuleValue[];
  /**
   * The answer is none of these (a missing answer is none of them).
   *
   * @minItems 1
   * @maxItems 100
   */
  notIn?: RuleValue[];
  /**
   * The answer is a number no greater than this.
   */
  atMost?: number;
  /**
   * The answer is a number no less than this.
   */
  atLeast?: number;
  /**
   * The answer is empty.
   */
  isEmpty?: true;
  /**
   * The answer is not empty.
   */
  isSet?: true;
  /**
   * The answer differs from the one before the change. Never true without a previous document (the server's saves).
   */
  changed?: true;
}
/**
 * Every condition holds.
 */
export interface RuleAll {
  /**
   * The conditions.
   *
   * @minItems 1
   * @maxItems 20
   */
  all: RuleCondition[];
}
/**
 * At least one condition holds.
 */
export interface RuleAny {
  /**
   * The conditions.
   *
   * @minItems 1
   * @maxItems 20
   */
  any: RuleCondition[];
}
/**
 * The condition does not hold.
 */
export interface RuleNot {
  not: RuleCondition;
}
/**
 * The condition held on the document before the change, e.g. the list had items. False when there is no previous document.
 */
export interface RulePrevious {
  previous: RuleCondition;
}
/**
 * Removes the answer at `clear`.
 */
export interface RuleClear {
  clear: RulePath;
}
/**
 * Sets the answer at `set` to the constant `to` (objects on the way are created).
 */
export interface RuleSet {
  set: RulePath;
  to: RuleValue | RuleBlankRecord;
}
/**
 * {}: a blank record to be filled in (e.g. a second occupation).
 */
export interface RuleBlankRecord {}
/**
 * Resets the object at `keepOnly`, keeping only the answers named in `keys`.
 */
export interface RuleKeepOnly {
  keepOnly: RulePath;
  /**
   * The names of the answers kept.
   *
   * @minItems 1
   * @maxItems 60
   *
   * Items: An answer's name.
   */
  keys: string[];
}
/**
 * Copies `field` of the first `max` items of the list at `spread` into the numbered answers `into` ({n} = 1 for the first item); an item without the field leaves its number alone; numbers past the end of the list are cleared.
 */
export interface RuleSpread {
  spread: RulePath;
  /**
   * The item's answer to copy.
   */
  field: string;
  into: RuleNumberedPath;
  /**
   * The number of numbered answers.
   */
  max: number;
}
/**
 * Keeps the numbered answers `fields` with their items of the list at `renumber`: when an item was removed, the answers of the items after it move down one number; numbers past the end of the list are cleared.
 */
export interface RuleRenumber {
  renumber: RulePath;
  /**
   * The numbered answers of each item.
   *
   * @minItems 1
   * @maxItems 10
   */
  fields: RuleNumberedPath[];
  /**
   * The number of numbered answers of each kind.
   */
  max: number;
}
/**
 * One field effect: when the condition holds (always, without `when`), the effects are applied in order. A `[*]` in a path means every item of that array, one at a time, so the effects act on the same item the condition looked at.
 */
export interface Rule {
  /**
   * A unique kebab-case name, used in tests and error messages.
   */
  id: string;
  /**
   * What the rule does, in words, and where the specification says so.
   */
  description: string;
  /**
   * Apply the rule once for each of these places, with `@` at the start of its paths standing for the place, e.g. ["risk.proposer", "risk.additional_drivers[*]"] for every driver.
   *
   * @minItems 1
   * @maxItems 5
   */
  forEach?: RulePath[];
  when?: RuleCondition;
  /**
   * What happens when the condition holds, in order.
   *
   * @minItems 1
   * @maxItems 20
   */
  effects: RuleEffect[];
}
/**
 * journey/rules.json: the field effects of the proposal form (clear, set, derive), applied in order by applyRules() in the browser on every change and on the server on every save, repeated until nothing changes.
 */
export interface JourneyRules {
  /**
   * The rules, in the order they are applied.
   *
   * @maxItems 200
   */
  rules: Rule[];
}
