import proposalExample from '../examples/proposal.json';
import type { OperationId } from './apiOperations';

/**
 * An example request of every call of the API, in one place: openapi.json shows them (`npm run
 * openapi`), and tests/api/apiWalk.test.ts sends each one, as openapi.json holds it, and holds the
 * answer to the description. The proposal is schemas/examples/proposal.json, the complete proposal
 * the tests' fixtures are made from (Mr James O'Connor's Ford Transit Custom, cover from
 * 2026-12-01). Pure data.
 */
export interface RequestExample {
  /** The path's parameters by name. */
  path?: Record<string, string>;
  /** The query's parameters by name. */
  query?: Record<string, string>;
  /** The JSON body. */
  body?: unknown;
}

/** The uuid of the example proposal, in every call that names one. */
export const EXAMPLE_PROPOSAL_ID = '6f1c2a7e-3b4d-4c5e-8f90-0a1b2c3d4e5f';
/** The web reference of the example proposal's quote. */
export const EXAMPLE_REFERENCE = '10482-55317-90264';

const proposal = proposalExample as Record<string, unknown> & {
  risk: { proposer: { email_address: string; phone_numbers: { mobile: string } } };
};
const id = { path: { id: EXAMPLE_PROPOSAL_ID } };
const directDebit = {
  is_proposer_account_holder: true,
  account_name: 'James OConnor',
  account_number: '66374958',
  sort_code: '089999',
  collection_day: 1,
};

export const requestExamples: Record<OperationId, RequestExample> = {
  createProposal: { query: { steps: '7' }, body: proposal },
  getProposal: id,
  saveProposal: { ...id, query: { steps: '7' }, body: proposal },
  recall: { body: { reference: EXAMPLE_REFERENCE, postcode: 'LS6 1HR', dob: '1984-06-14' } },
  quote: id,
  addons: {
    ...id,
    body: {
      addons: [
        { code: 'LE', is_selected: true },
        { code: 'KEY', is_selected: false },
      ],
    },
  },
  paymentOption: { ...id, body: { is_pay_monthly: false, consent_to_auto_renew: true } },
  updateQuote: {
    body: { ...proposal, uuid: EXAMPLE_PROPOSAL_ID, risk: { ...proposal.risk, voluntary_excess: 250 } },
  },
  requote: { body: { uuid: EXAMPLE_PROPOSAL_ID } },
  confirm: {
    ...id,
    body: {
      risk: {
        proposer: {
          email_address: proposal.risk.proposer.email_address,
          phone_numbers: { mobile: proposal.risk.proposer.phone_numbers.mobile },
        },
      },
      consent_to_auto_renew: true,
      declarations: { answered_honestly: true, agreed_terms: true, agreed_excesses: true },
    },
  },
  payMonthly: { ...id, body: { is_pay_monthly: true, direct_debit: directDebit } },
  startPayment: { ...id, body: { return_url: `/quote/thankyou?uuid=${EXAMPLE_PROPOSAL_ID}` } },
  paymentStatus: id,
  deviceRisk: { ...id, body: { blackbox: '0400JapG4txqVP4Nf94lis1ztg' } },
  deviceRiskCheck: { ...id, body: {} },
  accept: { ...id, body: {} },
  portalLink: id,
  sendQuoteEmail: { ...id, body: { uuid: EXAMPLE_PROPOSAL_ID } },
  lists: {},
  list: { path: { name: 'insurer.person_title' } },
  vehicleByRegistration: { query: { registration: 'YD19KLC' } },
  vehicleOptions: { query: { manufacturer: 'FORD' } },
  address: { query: { postcode: 'LS6 1HR' } },
  recaptchaConfig: {},
  recaptchaToken: {},
  recaptcha: { body: { response: 'a-token-of-GET-/api/recaptcha/token' } },
  integrationQuote: { body: proposal },
  status: {},
};
