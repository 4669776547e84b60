/**
 * Every call of the API, declared once: its method and path, what it takes (the body's and the
 * query's schema) and what it answers (each status with its schema). The routes validate with the
 * schemas named here (`operationCheck`), and `npm run openapi` draws openapi.json from the same
 * table, so the description cannot say one thing while a route checks another. Schemas are named
 * by their path under schemas/ ("api/confirm-request.schema.json"). Pure data: the pages' API
 * client takes its types from it too (schemas/generated/operations.ts).
 */

export type SchemaPath = `${'api' | 'entities' | 'common'}/${string}.schema.json`;

export interface AnswerDeclaration {
  description: string;
  /** A JSON answer's schema; none for an answer with no body. */
  schema?: SchemaPath;
  /** The answer's media type when it is not JSON. */
  mediaType?: 'text/html' | 'text/plain';
  /** Headers the answer carries, by name, with what they mean. */
  headers?: Record<string, string>;
}

export interface OperationDeclaration {
  method: 'get' | 'post';
  /** OpenAPI's form: `/api/proposal/{id}/quote`. */
  path: string;
  summary: string;
  description?: string;
  tag: 'Proposals' | 'Quotes' | 'Checkout' | 'Lookups' | 'Bot check' | 'Integrations' | 'Service';
  /** The JSON body's schema. */
  body?: SchemaPath;
  /** The query's schema (every value a string, as Express reads it). */
  query?: SchemaPath;
  /** Needs a fresh single-use bot-check token in X-Captcha-Token. */
  botCheck?: boolean;
  /** Needs an integrator's API key (`Authorization: Bearer <key>`), instead of the bot check. */
  apiKey?: boolean;
  /** Names a proposal by `{id}`: 404 for an unknown one, 419 when its session lapsed, If-Match honoured. */
  proposal?: boolean;
  /** Changes the proposal: answers with its ETag; If-Match makes it conditional. */
  changes?: boolean;
  /** Answers beside the common ones (400, 403, 404, 413, 415, 422, 500, and 419 for a proposal). */
  answers: Record<string, AnswerDeclaration>;
  /** Calls outside /api and /json take no X-Requested-With header. */
  noXhr?: boolean;
}

const proposalAnswer = (description: string): AnswerDeclaration => ({
  description,
  schema: 'entities/proposal.schema.json',
  headers: { ETag: 'The proposal\u2019s version, for If-Match.' },
});
const stale: AnswerDeclaration = {
  description:
    '`conflict`: another request saved first (If-Match) or the policy is bought; `quote_stale`: the quote is missing, no longer prices the stored answers, or its start date has passed.',
  schema: 'api/error.schema.json',
};
/** The calls that sell a quote: they also need the summary's declarations for it. */
const unconfirmed: AnswerDeclaration = {
  description: `${stale.description} \`declarations_required\`: the summary page's declarations and auto-renewal answer were not confirmed for the current quote (a new quote, or an answer about the risk changed since, needs them again).`,
  schema: 'api/error.schema.json',
};
/**
 * The calls that take money or a credit check for a quote: what the price page's Continue needs
 * must be answered (the van's registration, the third-party-authority question).
 */
const unregistered: AnswerDeclaration = {
  description: `${unconfirmed.description} \`price_answers_required\`: the van was quoted without its registration and the price page's Registration Number Check has not given it yet, or the price page's Third Party Authority question is not answered (its \`errors\` name the answers, in the page's words).`,
  schema: 'api/error.schema.json',
};
const limited: AnswerDeclaration = {
  description: '`rate_limited`: too many tries; Retry-After says when to try again.',
  schema: 'api/error.schema.json',
  headers: { 'Retry-After': 'Seconds until a try is allowed again.' },
};
const unavailable: AnswerDeclaration = {
  description: 'The outside service failed (`credit_unavailable`, `payment_unavailable`).',
  schema: 'api/error.schema.json',
};

/** The calls that save a van's answers: a new or changed registration is looked up first. */
const lookupUnavailable: AnswerDeclaration = {
  description:
    '`vehicle_lookup_unavailable`: the answers give the van a registration, or another van under it, and the vehicle lookup that checks the registration names that van did not answer; `address_lookup_unavailable` (the pages\u2019 saves): the answers give an address new lines, and the address lookup that checks it is one found at its postcode did not answer. Nothing was stored; try again.',
  schema: 'api/error.schema.json',
};

export const operations = {
  createProposal: {
    method: 'post',
    path: '/api/proposal',
    tag: 'Proposals',
    summary: 'Create a proposal',
    description:
      'Stores a (partial) proposal: the journey\u2019s rules, the entity schema and the step schemas up to `steps` apply.',
    body: 'entities/proposal.schema.json',
    query: 'api/steps-query.schema.json',
    botCheck: true,
    changes: true,
    answers: {
      '201': {
        ...proposalAnswer('The stored proposal with its new `uuid`.'),
        headers: {
          ETag: 'The proposal\u2019s version, for If-Match.',
          Location: 'The proposal\u2019s address.',
        },
      },
      '502': lookupUnavailable,
    },
  },
  getProposal: {
    method: 'get',
    path: '/api/proposal/{id}',
    tag: 'Proposals',
    summary: 'Read a proposal',
    description:
      'Keeps the quote session alive. A proposal held to an older journey version is answered as the server\u2019s current version asks it (its answers carried across by the journey\u2019s declared migrations); nothing stored changes, and `journey_version` still names the version it is stored, checked and sold under.',
    proposal: true,
    answers: { '200': proposalAnswer('The proposal.') },
  },
  saveProposal: {
    method: 'post',
    path: '/api/proposal/{id}',
    tag: 'Proposals',
    summary: 'Save a proposal\u2019s answers',
    description:
      '`steps=N` says the form completed step N. A change to an answer the quote was priced on removes the quote. A change to any answer moves a proposal held to an older journey version to the current one; the answers as read (or as stored) sent back unchanged keep it on its version.',
    body: 'entities/proposal.schema.json',
    query: 'api/steps-query.schema.json',
    proposal: true,
    changes: true,
    answers: { '200': proposalAnswer('The saved proposal.'), '409': stale, '502': lookupUnavailable },
  },
  recall: {
    method: 'post',
    path: '/api/proposal/recall',
    tag: 'Proposals',
    summary: 'Find a quote again',
    description: 'One 404 whatever was wrong; 429 after too many tries.',
    body: 'entities/recall-request.schema.json',
    botCheck: true,
    answers: {
      '200': proposalAnswer('The proposal of the quote.'),
      '404': {
        description: '`not_found`: no quote matches (the same answer whatever was wrong).',
        schema: 'api/error.schema.json',
      },
      '429': limited,
    },
  },
  quote: {
    method: 'post',
    path: '/api/proposal/{id}/quote',
    tag: 'Quotes',
    summary: 'Quote a proposal',
    description: 'All seven steps are checked first.',
    proposal: true,
    changes: true,
    answers: { '200': proposalAnswer('The proposal with its quote.'), '409': stale },
  },
  addons: {
    method: 'post',
    path: '/api/proposal/{id}/addons',
    tag: 'Quotes',
    summary: 'Choose add-ons',
    body: 'api/addons-request.schema.json',
    proposal: true,
    changes: true,
    answers: { '200': proposalAnswer('The proposal quoted again with the add-ons.'), '409': stale },
  },
  paymentOption: {
    method: 'post',
    path: '/api/proposal/{id}/payment-option',
    tag: 'Quotes',
    summary: 'Choose how to pay',
    description: '`check: true` checks and saves nothing.',
    body: 'api/payment-option-request.schema.json',
    proposal: true,
    changes: true,
    answers: { '200': proposalAnswer('The proposal.'), '409': stale },
  },
  updateQuote: {
    method: 'post',
    path: '/json/proposal/update',
    tag: 'Quotes',
    summary: 'Change the start date or voluntary excess, and quote again',
    description: 'The body is the whole proposal, named by its `uuid`; the answer is under `data`.',
    body: 'entities/proposal.schema.json',
    changes: true,
    answers: {
      '200': {
        description: 'The proposal quoted again, as `{ data }`.',
        schema: 'api/proposal-envelope.schema.json',
      },
      '409': stale,
      '419': { description: '`expired`: the quote session lapsed.', schema: 'api/error.schema.json' },
      '502': lookupUnavailable,
    },
  },
  requote: {
    method: 'post',
    path: '/json/proposal/re-quote',
    tag: 'Quotes',
    summary: 'Quote again',
    body: 'api/requote-request.schema.json',
    changes: true,
    answers: {
      '200': {
        description: 'The proposal quoted again, as `{ data }`.',
        schema: 'api/proposal-envelope.schema.json',
      },
      '409': stale,
      '419': { description: '`expired`: the quote session lapsed.', schema: 'api/error.schema.json' },
    },
  },
  confirm: {
    method: 'post',
    path: '/api/proposal/{id}/confirm',
    tag: 'Checkout',
    summary: 'Confirm the contact details and the declarations',
    body: 'api/confirm-request.schema.json',
    proposal: true,
    changes: true,
    answers: { '200': proposalAnswer('The proposal.'), '409': stale },
  },
  payMonthly: {
    method: 'post',
    path: '/api/proposal/{id}/pay-monthly',
    tag: 'Checkout',
    summary: 'Give the direct debit details',
    description:
      'Bank details are checked (modulus), then credit; `409 credit_declined` when declined. A few credit checks an hour per proposal; beyond that `429 rate_limited`, nothing searched.',
    body: 'api/pay-monthly-request.schema.json',
    proposal: true,
    changes: true,
    answers: {
      '200': proposalAnswer('The proposal.'),
      '409': unregistered,
      '429': limited,
      '502': unavailable,
    },
  },
  startPayment: {
    method: 'post',
    path: '/api/proposal/{id}/quote/payment',
    tag: 'Checkout',
    summary: 'Open the card payment',
    body: 'api/payment-request.schema.json',
    proposal: true,
    answers: {
      '200': {
        description: 'The card page to show (`succeeded` when already paid).',
        schema: 'api/payment-response.schema.json',
      },
      '409': unregistered,
      '502': unavailable,
    },
  },
  paymentStatus: {
    method: 'get',
    path: '/api/proposal/{id}/payment-status',
    tag: 'Checkout',
    summary: 'The card payment\u2019s state',
    proposal: true,
    answers: {
      '200': { description: 'The payment\u2019s state.', schema: 'api/payment-status.schema.json' },
    },
  },
  deviceRisk: {
    method: 'post',
    path: '/api/proposal/{id}/device-risk',
    tag: 'Checkout',
    summary: 'Record the device fingerprint',
    body: 'api/device-risk-request.schema.json',
    proposal: true,
    changes: true,
    answers: {
      '200': proposalAnswer('The proposal.'),
      '409': {
        description:
          '`conflict`: the policy is not bought yet or its quote is already accepted (the thank-you page records the device after purchase, before acceptance), or another request saved first (If-Match).',
        schema: 'api/error.schema.json',
      },
    },
  },
  deviceRiskCheck: {
    method: 'post',
    path: '/api/proposal/{id}/save-device-risk-check',
    tag: 'Checkout',
    summary: 'Run the fraud check',
    body: 'api/device-risk-check-request.schema.json',
    proposal: true,
    answers: {
      '200': {
        description: 'The fraud check\u2019s answer.',
        schema: 'api/device-risk-check-response.schema.json',
      },
      '409': stale,
      '429': limited,
    },
  },
  accept: {
    method: 'post',
    path: '/api/proposal/{id}/quote/accept',
    tag: 'Checkout',
    summary: 'Accept a paid quote',
    description: 'Accepts once; the purchase e-mail is queued once.',
    body: 'api/accept-request.schema.json',
    proposal: true,
    changes: true,
    answers: { '200': proposalAnswer('The accepted proposal.'), '409': unconfirmed },
  },
  portalLink: {
    method: 'get',
    path: '/api/proposal/{id}/generate-portal-link',
    tag: 'Checkout',
    summary: 'A signed link to the customer\u2019s policy page',
    proposal: true,
    answers: {
      '200': { description: 'The link.', schema: 'api/portal-link-response.schema.json' },
      '409': stale,
    },
  },
  sendQuoteEmail: {
    method: 'post',
    path: '/api/proposal/{id}/send-quote-email',
    tag: 'Quotes',
    summary: 'E-mail the quote to the customer',
    body: 'api/send-quote-email-request.schema.json',
    botCheck: true,
    proposal: true,
    answers: {
      '200': { description: 'The e-mail is queued.', schema: 'api/send-quote-email-response.schema.json' },
      '409': stale,
      '429': limited,
    },
  },
  lists: {
    method: 'get',
    path: '/api/list',
    tag: 'Lookups',
    summary: 'Every reference list',
    answers: { '200': { description: 'The lists.', schema: 'api/list-response.schema.json' } },
  },
  list: {
    method: 'get',
    path: '/api/list/{name}',
    tag: 'Lookups',
    summary: 'One reference list',
    answers: { '200': { description: 'The list.', schema: 'entities/reference-list.schema.json' } },
  },
  vehicleByRegistration: {
    method: 'get',
    path: '/api/vehicle/registration',
    tag: 'Lookups',
    summary: 'Find a van by its registration',
    query: 'api/vehicle-registration-query.schema.json',
    answers: {
      '200': {
        description: 'The van found, or none.',
        schema: 'api/vehicle-registration-response.schema.json',
      },
    },
  },
  vehicleOptions: {
    method: 'get',
    path: '/api/vehicle',
    tag: 'Lookups',
    summary: 'The manual van lookup\u2019s next choices',
    query: 'api/vehicle-manual-query.schema.json',
    answers: { '200': { description: 'The choices.', schema: 'api/vehicle-options-response.schema.json' } },
  },
  address: {
    method: 'get',
    path: '/api/address',
    tag: 'Lookups',
    summary: 'Addresses at a postcode',
    query: 'api/address-query.schema.json',
    answers: { '200': { description: 'The addresses.', schema: 'api/address-response.schema.json' } },
  },
  recaptchaConfig: {
    method: 'get',
    path: '/api/recaptcha/config',
    tag: 'Bot check',
    summary: 'The bot check\u2019s settings for the page',
    query: 'api/captcha-no-params.schema.json',
    answers: { '200': { description: 'The settings.', schema: 'api/recaptcha-config.schema.json' } },
  },
  recaptchaToken: {
    method: 'get',
    path: '/api/recaptcha/token',
    tag: 'Bot check',
    summary: 'A single-use token of the embedded bot check',
    query: 'api/captcha-no-params.schema.json',
    answers: {
      '200': { description: 'The token.', schema: 'api/recaptcha-token.schema.json' },
      '404': {
        description: '`not_found`: the bot check in use (reCAPTCHA) issues no tokens here.',
        schema: 'api/error.schema.json',
      },
    },
  },
  recaptcha: {
    method: 'post',
    path: '/api/recaptcha',
    tag: 'Bot check',
    summary: 'Check a bot-check token',
    body: 'api/recaptcha-request.schema.json',
    answers: {
      '200': { description: 'The check\u2019s answer.', schema: 'api/recaptcha-response.schema.json' },
    },
  },
  integrationQuote: {
    method: 'post',
    path: '/api/integrations/quotes',
    tag: 'Integrations',
    summary: 'Quote a whole proposal (integrators)',
    description:
      'For aggregators and brokers: a complete proposal (the Proposal entity) is checked as the pages check it (the journey\u2019s rules, the entity schema, the lists and all seven steps, with the journey\u2019s messages), stored and quoted. Fields the server owns (`uuid`, the flags, `quote`, `direct_debit`) are ignored, and `risk.source_of_business` is the API key\u2019s name. The answer links to the price page, where the customer carries on. Each key may ask for a limited number of quotes a minute.',
    body: 'entities/proposal.schema.json',
    apiKey: true,
    answers: {
      '201': {
        description: 'The proposal is stored and quoted (or referred or declined, as `quote` says).',
        schema: 'api/integration-quote-response.schema.json',
        headers: { Location: 'The proposal\u2019s address.' },
      },
      '401': {
        description: '`unauthorized`: the API key is missing, unknown or revoked.',
        schema: 'api/error.schema.json',
      },
      '429': limited,
      '502': lookupUnavailable,
    },
  },
  status: {
    method: 'get',
    path: '/json/status',
    tag: 'Service',
    summary: 'The versions the server runs',
    answers: {
      '200': {
        description: 'The ratebook version and the journey version (content hash and human version).',
        schema: 'api/status-response.schema.json',
      },
    },
  },
} satisfies Record<string, OperationDeclaration>;

export type OperationId = keyof typeof operations;
