import type { Ratebook, RatebookFinance, RatebookPredicate } from '../../schemas/generated/index';

/** A cover type of the product. */
export type CoverType = 'C' | 'TPFT' | 'TPO';

/** One claim of a driver within the look-back. */
export interface ClaimProfile {
  code: string;
  date: string | undefined;
  /** A fault claim: its code is a fault code, or it prejudiced the no-claims bonus. */
  isFault: boolean;
  isNcbPrejudiced: boolean;
  driver: string;
}

/** One conviction of a driver within the look-back. */
export interface ConvictionProfile {
  code: string;
  date: string | undefined;
  points: number;
  banMonths: number;
  driver: string;
}

/** A driver as the engine sees them: the answers it rates, normalised. */
export interface DriverProfile {
  /** "Proposer" or "Driver N" (N counts the additional drivers from 1). */
  role: string;
  /** The name shown in excess tables, at most 100 characters. */
  name: string;
  age: number;
  yearsLicensed: number;
  licenceType: string;
  maritalStatus: string | undefined;
  medicalCondition: string | undefined;
  medicalNotNotified: boolean;
  medicalWorsening: boolean;
  insuranceRefused: boolean;
  nonRtaConviction: boolean;
}

/** The whole risk, normalised once from the proposal; every factor reads it. */
export interface RiskProfile {
  /** YYYY-MM-DD: the cover start date, or the quote date when the start is missing or past. */
  ratingDate: string;
  coverType: CoverType;
  classOfUse: string;
  annualMileage: number;
  postcodeArea: string;
  drivers: DriverProfile[];
  claims: ClaimProfile[];
  convictions: ConvictionProfile[];
  vehicle: {
    value: number;
    abiCode: string | undefined;
    manufacturer: string | undefined;
    model: string | undefined;
    ageYears: number | undefined;
    engineSize: number | undefined;
    bodyStyle: string | undefined;
    fuelType: string | undefined;
    hasTracker: boolean;
    isLeftHandDrive: boolean;
    modifications: string[];
  };
  nightLocation: string | undefined;
  daytimeLocation: string | undefined;
  businessEstablishedMonths: number | undefined;
  isSignWritten: boolean;
  hasFittedRacking: boolean;
  isRefrigerated: boolean;
  hasHazardousGoods: boolean;
  isKeptAtProposerPostcode: boolean;
  /** The NCD years declared (0 without previous insurance); the NCD factor decides what counts. */
  ncdYears: number;
  /** The proposer's whole years licensed, when their answers rate (the NCD factor may cap at it). */
  proposerYearsLicensed?: number;
  ncdProtected: boolean;
  previousInsuranceType: string | undefined;
  /** The voluntary excess asked for, in pence (granted only for the ratebook's cover types). */
  voluntaryExcessPence: number;
}

/** What a factor reads: the risk, the ratebook and, for a driver factor, the driver rated. */
export interface FactorContext {
  risk: RiskProfile;
  ratebook: Ratebook;
  driver: DriverProfile;
}

/** A trace value: what the factor looked at. */
export type TraceInput = string | number | boolean | null;

/** The answer of one factor. */
export interface FactorResult {
  factor: string;
  input: TraceInput;
  relativity: number;
  note?: string;
}

/** A factor: one file of server/rating/factors, pure. */
export type Factor = (context: FactorContext) => FactorResult;

/** One line of the premium trace. */
export interface TraceEntry extends FactorResult {
  /** The driver whose factor this is (driver factors only: the riskiest driver's). */
  driver?: string;
}

/** A reason for a referral or a decline. */
export interface Reason {
  code: string;
  action: 'decline' | 'refer';
  message: string;
}

/** The value of a fact of the risk, tested by the ratebook's conditions. */
export type FactValue = number | string | boolean | string[] | undefined;

/** Every fact of the risk, by name. */
export type Facts = Record<RatebookPredicate['fact'], FactValue>;

/** An excess of the policy, in pence. */
export interface ExcessLine {
  policySection: string;
  driver: string;
  valuePence: number;
}

/** The excesses of the policy. */
export interface ExcessResult {
  /** The proposer's compulsory excess: the standard one plus any young-driver addition; no windscreen. */
  compulsoryPence: number;
  grantedVoluntaryPence: number;
  windscreenPence: number;
  lines: ExcessLine[];
}

/** An endorsement that applies. */
export interface EndorsementResult {
  code: string;
  text: string;
  extraInfo?: string | number;
}

/** An add-on offered with the quote, priced. */
export interface PricedAddon {
  code: string;
  premiumPence: number;
}

/** The premium, built factor by factor. */
export interface PremiumResult {
  basePence: number;
  /** The product of every relativity in the trace. */
  relativity: number;
  trace: TraceEntry[];
  /** base x relativity, rounded once to pence. */
  ratedPence: number;
  minimumApplied: boolean;
  /** The net premium, before IPT, after the minimum premium. */
  netPence: number;
  iptPence: number;
  /** The insurance premium including IPT, before add-ons. */
  totalPence: number;
  /** What protecting the NCD adds to totalPence (0 when the NCD cannot be protected). */
  protectedNcdImpliedPricePence: number;
}

/** The answer of rate(). A declined risk carries no price. */
export interface RatingResult {
  decision: 'quoted' | 'referred' | 'declined';
  reasons: Reason[];
  ratebookVersion: string;
  ratingDate: string;
  premium?: PremiumResult;
  excesses?: ExcessResult;
  endorsements: EndorsementResult[];
  addons: PricedAddon[];
  /** The ratebook's monthly plan, so toQuote() can finance whatever add-ons are chosen. */
  finance: RatebookFinance;
  documents: Ratebook['documents'];
  /** A proposal declined as incomplete: the answers the price needs that it lacks (dotted paths). */
  missing?: string[];
}
