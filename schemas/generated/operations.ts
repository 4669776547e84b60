/* eslint-disable */
/**
 * DO NOT EDIT. Generated from schemas/src/apiOperations.ts by `npm run openapi`; `--check`
 * fails CI when this file is stale. Each call's body, query and success answer, as openapi.json
 * describes them.
 */
import type {
  AcceptRequest,
  AddonsRequest,
  AddressQuery,
  AddressResponse,
  CaptchaNoParams,
  ConfirmRequest,
  DeviceRiskCheckRequest,
  DeviceRiskCheckResponse,
  DeviceRiskRequest,
  IntegrationQuoteResponse,
  ListResponse,
  PayMonthlyRequest,
  PaymentOptionRequest,
  PaymentRequest,
  PaymentResponse,
  PaymentStatus,
  PortalLinkResponse,
  Proposal,
  ProposalEnvelope,
  RecallRequest,
  RecaptchaConfig,
  RecaptchaRequest,
  RecaptchaResponse,
  RecaptchaToken,
  ReferenceList,
  RequoteRequest,
  SendQuoteEmailRequest,
  SendQuoteEmailResponse,
  StatusResponse,
  StepsQuery,
  VehicleManualQuery,
  VehicleOptionsResponse,
  VehicleRegistrationQuery,
  VehicleRegistrationResponse,
} from './index';

export interface OperationTypes {
  /** POST /api/proposal: Create a proposal. */
  createProposal: { body: Proposal; query: StepsQuery; answer: Proposal };
  /** GET /api/proposal/{id}: Read a proposal. */
  getProposal: { body: undefined; query: undefined; answer: Proposal };
  /** POST /api/proposal/{id}: Save a proposal’s answers. */
  saveProposal: { body: Proposal; query: StepsQuery; answer: Proposal };
  /** POST /api/proposal/recall: Find a quote again. */
  recall: { body: RecallRequest; query: undefined; answer: Proposal };
  /** POST /api/proposal/{id}/quote: Quote a proposal. */
  quote: { body: undefined; query: undefined; answer: Proposal };
  /** POST /api/proposal/{id}/addons: Choose add-ons. */
  addons: { body: AddonsRequest; query: undefined; answer: Proposal };
  /** POST /api/proposal/{id}/payment-option: Choose how to pay. */
  paymentOption: { body: PaymentOptionRequest; query: undefined; answer: Proposal };
  /** POST /json/proposal/update: Change the start date or voluntary excess, and quote again. */
  updateQuote: { body: Proposal; query: undefined; answer: ProposalEnvelope };
  /** POST /json/proposal/re-quote: Quote again. */
  requote: { body: RequoteRequest; query: undefined; answer: ProposalEnvelope };
  /** POST /api/proposal/{id}/confirm: Confirm the contact details and the declarations. */
  confirm: { body: ConfirmRequest; query: undefined; answer: Proposal };
  /** POST /api/proposal/{id}/pay-monthly: Give the direct debit details. */
  payMonthly: { body: PayMonthlyRequest; query: undefined; answer: Proposal };
  /** POST /api/proposal/{id}/quote/payment: Open the card payment. */
  startPayment: { body: PaymentRequest; query: undefined; answer: PaymentResponse };
  /** GET /api/proposal/{id}/payment-status: The card payment’s state. */
  paymentStatus: { body: undefined; query: undefined; answer: PaymentStatus };
  /** POST /api/proposal/{id}/device-risk: Record the device fingerprint. */
  deviceRisk: { body: DeviceRiskRequest; query: undefined; answer: Proposal };
  /** POST /api/proposal/{id}/save-device-risk-check: Run the fraud check. */
  deviceRiskCheck: { body: DeviceRiskCheckRequest; query: undefined; answer: DeviceRiskCheckResponse };
  /** POST /api/proposal/{id}/quote/accept: Accept a paid quote. */
  accept: { body: AcceptRequest; query: undefined; answer: Proposal };
  /** GET /api/proposal/{id}/generate-portal-link: A signed link to the customer’s policy page. */
  portalLink: { body: undefined; query: undefined; answer: PortalLinkResponse };
  /** POST /api/proposal/{id}/send-quote-email: E-mail the quote to the customer. */
  sendQuoteEmail: { body: SendQuoteEmailRequest; query: undefined; answer: SendQuoteEmailResponse };
  /** GET /api/list: Every reference list. */
  lists: { body: undefined; query: undefined; answer: ListResponse };
  /** GET /api/list/{name}: One reference list. */
  list: { body: undefined; query: undefined; answer: ReferenceList };
  /** GET /api/vehicle/registration: Find a van by its registration. */
  vehicleByRegistration: {
    body: undefined;
    query: VehicleRegistrationQuery;
    answer: VehicleRegistrationResponse;
  };
  /** GET /api/vehicle: The manual van lookup’s next choices. */
  vehicleOptions: { body: undefined; query: VehicleManualQuery; answer: VehicleOptionsResponse };
  /** GET /api/address: Addresses at a postcode. */
  address: { body: undefined; query: AddressQuery; answer: AddressResponse };
  /** GET /api/recaptcha/config: The bot check’s settings for the page. */
  recaptchaConfig: { body: undefined; query: CaptchaNoParams; answer: RecaptchaConfig };
  /** GET /api/recaptcha/token: A single-use token of the embedded bot check. */
  recaptchaToken: { body: undefined; query: CaptchaNoParams; answer: RecaptchaToken };
  /** POST /api/recaptcha: Check a bot-check token. */
  recaptcha: { body: RecaptchaRequest; query: undefined; answer: RecaptchaResponse };
  /** POST /api/integrations/quotes: Quote a whole proposal (integrators). */
  integrationQuote: { body: Proposal; query: undefined; answer: IntegrationQuoteResponse };
  /** GET /json/status: The versions the server runs. */
  status: { body: undefined; query: undefined; answer: StatusResponse };
}
