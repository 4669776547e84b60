import { Router, type Request, type Response } from 'express';
import type { Proposal } from '../../schemas/generated/index';
import { HttpError, invalid, notFound } from '../httpError';
import type { JourneyChecks } from '../journeyProposal';
import type { ProposalRecord, Store } from '../storage/store';
import { VersionConflictError } from '../storage/store';
import { type Check, checkedBody } from '../validation';
import { sendProposal } from './sendProposal';
import { thankYouClosed } from './thankYouWindow';

export interface ProposalRoutesDeps {
  store: Store;
  clock: () => Date;
  newId: () => string;
  sessionIdleMinutes: number;
  checkProposal: Check;
  journey: JourneyChecks;
}

/** Fields only the server sets; a client's values for them are ignored, the stored ones kept. */
const SERVER_OWNED = ['uuid', 'is_quoted', 'is_referred', 'is_purchased', 'is_accepted', 'quote'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function proposalRoutes(deps: ProposalRoutesDeps): Router {
  const router = Router();
  const expiry = (now: Date) => new Date(now.getTime() + deps.sessionIdleMinutes * 60_000);

  router.post('/api/proposal', async (req, res) => {
    const body = validBody(req, deps.checkProposal);
    const now = deps.clock();
    const uuid = deps.newId();
    const document = journeyAnswers(req, deps.journey, { ...clientFields(body), uuid });
    const record = await deps.store.createProposal(
      { uuid, document, now, expiresAt: expiry(now) },
      { type: 'proposal.created' },
    );
    res.status(201).location(`/api/proposal/${uuid}`);
    send(res, record);
  });

  router.get('/api/proposal/:id', async (req, res) => {
    const record = await liveProposal(req, deps);
    const now = deps.clock();
    await deps.store.touchProposal(record.uuid, expiry(now));
    send(res, record);
  });

  router.post('/api/proposal/:id', async (req, res) => {
    const body = validBody(req, deps.checkProposal);
    const current = await liveProposal(req, deps);
    if (body.uuid !== undefined && body.uuid !== current.uuid) {
      throw invalid([{ path: 'uuid', message: 'The uuid in the body must be the one in the address.' }]);
    }
    const ifMatch = req.get('if-match');
    if (ifMatch !== undefined && ifMatch !== etag(current)) {
      throw new HttpError(409, 'conflict', 'The proposal was changed since you read it. Load it again.');
    }
    const now = deps.clock();
    const document: Proposal = {
      ...clientFields(body),
      ...serverFields(current.document),
      uuid: current.uuid,
    };
    try {
      const record = await deps.store.saveProposal(
        current.uuid,
        { document, expectedVersion: current.version, now, expiresAt: expiry(now) },
        { type: 'proposal.updated' },
      );
      send(res, record);
    } catch (error) {
      if (error instanceof VersionConflictError) {
        throw new HttpError(409, 'conflict', 'The proposal was changed by another request. Load it again.');
      }
      throw error;
    }
  });

  return router;
}

/** The proposal named in the path, if it exists and its quote session has not lapsed. */
export async function liveProposal(
  req: Request,
  deps: Pick<ProposalRoutesDeps, 'store' | 'clock'>,
): Promise<ProposalRecord> {
  const id = String(req.params.id);
  if (!UUID.test(id)) throw notFound('There is no proposal with that id: a proposal id is a uuid.');
  const record = await deps.store.getProposal(id.toLowerCase());
  // A bought policy's uuid opens the thank-you view for a day (routes/thankYouWindow), then nothing.
  if (!record || (await thankYouClosed(deps.store, record, deps.clock()))) {
    throw notFound('There is no proposal with that id.');
  }
  // A purchased policy stays reachable (the customer returns to the thank-you page); an open
  // quote session lapses after the idle time.
  if (!record.isPurchased && deps.clock().getTime() > Date.parse(record.expiresAt)) {
    throw new HttpError(419, 'expired', 'Your quote session has expired.');
  }
  // Every call that changes a proposal may be made conditional on the version the client read
  // (its ETag); reads ignore If-Match. Weak tags never match (strong comparison, RFC 9110).
  const ifMatch = req.headers?.['if-match'];
  const reads = req.method === 'GET' || req.method === 'HEAD';
  if (!reads && ifMatch !== undefined && !namesVersion(ifMatch, record.version)) {
    throw new HttpError(409, 'conflict', 'The proposal was changed since you read it. Load it again.');
  }
  return record;
}

/** Whether an If-Match value (`*` or a list of entity tags) names this version. */
function namesVersion(ifMatch: string, version: number): boolean {
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  return tags.includes('*') || tags.includes(`"${version}"`);
}

/** The request body as a proposal, or a 422 naming every answer that breaks the schemas. */
export function validBody(req: Request, check: Check): Proposal {
  return checkedBody<Proposal>(req.body, check, 'the proposal');
}

/**
 * The journey's rules applied to the answers, which must then satisfy the step schemas up to the
 * step named by `?steps=N` (the form sends the step it has reached; an integrator sending a whole
 * proposal asks for `?steps=7`). Without it only the entity schema applies; the quote call always
 * checks all seven steps.
 */
function journeyAnswers(req: Request, journey: JourneyChecks, proposal: Proposal): Proposal {
  const raw = req.query.steps;
  const upTo = raw === undefined ? undefined : Number(raw);
  if (upTo !== undefined && !(Number.isInteger(upTo) && upTo >= 1 && upTo <= 7)) {
    throw invalid([{ path: 'steps', message: 'steps must be a whole number from 1 to 7.' }]);
  }
  const document = journey.applyRules(proposal);
  if (upTo !== undefined) {
    const errors = journey.check(document, upTo);
    if (errors.length > 0) throw invalid(errors);
  }
  return document;
}

/** The stored proposal with the client's answers replacing its own; the server's fields are kept. */
export function withClientAnswers(current: ProposalRecord, body: Proposal): Proposal {
  return { ...clientFields(body), ...serverFields(current.document), uuid: current.uuid };
}

function clientFields(body: Proposal): Proposal {
  const copy: Record<string, unknown> = { ...body };
  for (const key of SERVER_OWNED) delete copy[key];
  return copy as Proposal;
}

function serverFields(document: Proposal): Partial<Proposal> {
  const kept: Record<string, unknown> = {};
  for (const key of SERVER_OWNED) if (document[key] !== undefined) kept[key] = document[key];
  return kept as Partial<Proposal>;
}

const etag = (record: ProposalRecord) => `"${record.version}"`;

// The masked or thank-you view, never the stored document (routes/customerView).
const send = (res: Response, record: ProposalRecord): void => sendProposal(res, record);
