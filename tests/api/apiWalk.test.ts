import { afterEach, describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { EXAMPLE_PROPOSAL_ID, EXAMPLE_REFERENCE } from '../../schemas/src/apiExamples';
import { KyselyApiKeys } from '../../server/storage/apiKeys';
import { description, requestBodyProblems } from '../support/contract';
import { buildTestApp, type ProposalState, type TestApp } from '../support/testApp';

// Every call openapi.json describes, made with the example request the description itself gives
// (path and query parameters, body), on a fresh app holding the example proposal in the state the
// call acts on. Each answer is held to the description (testApp's call checks the status is listed
// and the body valid), and each example body is valid against the body schema described beside it.

interface Parameter {
  name?: string;
  in?: string;
  example?: string;
  $ref?: string;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
}

/** The state of the example proposal each call acts on (none: the call needs no proposal), and the answer it gets. */
const SETUP: Record<string, { state?: ProposalState; status?: number }> = {
  createProposal: { status: 201 },
  getProposal: { state: 'open' },
  saveProposal: { state: 'open' },
  recall: { state: 'quoted' },
  quote: { state: 'open' },
  addons: { state: 'quoted' },
  paymentOption: { state: 'quoted' },
  updateQuote: { state: 'quoted' },
  requote: { state: 'quoted' },
  confirm: { state: 'quoted' },
  payMonthly: { state: 'confirmed' },
  startPayment: { state: 'confirmed' },
  paymentStatus: { state: 'confirmed' },
  deviceRisk: { state: 'purchased' },
  deviceRiskCheck: { state: 'quoted' },
  accept: { state: 'purchased' },
  portalLink: { state: 'accepted' },
  sendQuoteEmail: { state: 'quoted' },
  integrationQuote: { status: 201 },
};

const calls = Object.entries(description.paths).flatMap(([template, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
    template,
    method,
    operation,
  })),
);

/** The request the description's examples make: the address with its path and query examples, and the body. */
function exampleRequest(template: string, operation: Operation): { url: string; body?: unknown } {
  const parameters = operation.parameters ?? [];
  let url = template;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    if (parameter.in === 'path') {
      expect(
        parameter.example,
        `${template}: the path parameter ${parameter.name} has an example`,
      ).toBeDefined();
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(parameter.example as string));
    } else if (parameter.in === 'query' && parameter.example !== undefined) {
      query.append(parameter.name as string, parameter.example);
    }
  }
  const search = query.toString();
  const content = operation.requestBody?.content?.['application/json'];
  return { url: search ? `${url}?${search}` : url, ...(content ? { body: content.example } : {}) };
}

describe('every described call, made with its example request', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  test('the description names every call the walk sets a proposal up for', () => {
    const ids = calls.map((call) => call.operation.operationId);
    expect(ids.length).toBeGreaterThan(20);
    for (const id of Object.keys(SETUP)) expect(ids).toContain(id);
  });

  test.each(calls.map((call) => [call.operation.operationId, call] as const))(
    '%s',
    async (operationId, { template, method, operation }) => {
      const { url, body } = exampleRequest(template, operation);
      if (operation.requestBody) {
        expect(body, `${operationId} has an example body`).toBeDefined();
        expect(requestBodyProblems(method, template, body)).toEqual([]);
      }
      const setup = SETUP[operationId] ?? {};
      app = await buildTestApp();
      if (setup.state) {
        // The example proposal, under the example's uuid, with its quote under the example's reference.
        const edit = (proposal: Proposal) => {
          if (proposal.quote) proposal.quote.reference = EXAMPLE_REFERENCE;
          // The example update is the whole proposal before the price page's Continue answered its
          // third-party-authority question: stored so, it changes none of it.
          if (operationId === 'updateQuote') delete proposal.risk?.userfields?.has_third_party_authority;
        };
        await app.proposal(setup.state, edit, EXAMPLE_PROPOSAL_ID);
      }
      const headers: Record<string, string> = {};
      if (operation.security) {
        const { key } = await new KyselyApiKeys(app.store.db).issue('walk', 10, app.now());
        headers.Authorization = `Bearer ${key}`;
      }
      // app.call holds the answer to the description: a status it lists, a body its schema takes.
      const answer = await app.call(method.toUpperCase(), url, {
        ...(body === undefined ? {} : { body }),
        headers,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(setup.status ?? 200);
      if (operationId === 'integrationQuote') expect(answer.body.quote.is_quoted).toBe(true);
    },
  );
});
