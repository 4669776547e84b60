import { Router, type Request, type Response } from 'express';
import type { Proposal, Ratebook } from '../../schemas/generated/index';
import { HttpError, invalid, notFound } from '../httpError';
import type { JourneyChecks } from '../journeyProposal';
import type { JourneyVersions } from '../journeyVersions';
import { withEntryAnswers } from '../quoting/entryAnswers';
import { acceptAnswers, saveAnswers, type VoidUnpayable, withoutMandate } from '../quoting/saveAnswers';
import type { ProposalRecord, Store } from '../storage/store';
import { type Check, checkedBody } from '../validation';
import { sendProposal } from './sendProposal';
import { thankYouClosed } from './thankYouWindow';
import type { VehicleProvider } from '../providers/vehicle/vehicleProvider';
import type { AddressProvider } from '../providers/address/AddressProvider';
import { apiMessage } from '../apiMessages';

export interface ProposalRoutesDeps {
  store: Store;
  clock: () => Date;
  newId: () => string;
  sessionIdleMinutes: number;
  checkProposal: Check;
  /** The query of the form's saves (api/steps-query.schema.json): `steps` and nothing else. */
  checkStepsQuery: Check;
  /** The registration lookup a registered van is held to (acceptAnswers). */
  vehicles: VehicleProvider;
  /** The address lookup the addresses picked from its list are held to (acceptAnswers). */
  addresses?: AddressProvider;
  journey: JourneyChecks;
  /** The journey versions proposals were answered under: an edit moves one to the current version. */
  journeys?: JourneyVersions;
  /** Prices the quotes a save is checked against (a changed rated answer removes the quote). */
  ratebook: Ratebook;
  /** Voids the open card pages a save leaves buying nothing (a changed rated answer removes the quote). */
  voidUnpayable?: VoidUnpayable;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function proposalRoutes(deps: ProposalRoutesDeps): Router {
  const router = Router();
  const expiry = (now: Date) => new Date(now.getTime() + deps.sessionIdleMinutes * 60_000);

  router.post('/api/proposal', async (req, res) => {
    // A proposal the pages start has no source of business of its own: it is the website's.
    const body = withEntryAnswers(validBody(req, deps.checkProposal), undefined);
    const reachedStep = stepsParam(req, deps.checkStepsQuery);
    const now = deps.clock();
    const uuid = deps.newId();
    // A new proposal is answered under the current journey version, kept in the store first.
    await deps.journeys?.recorded();
    const pages = deps.journeys?.currentPages;
    const prepared = await acceptAnswers(deps, undefined, { ...body, uuid }, reachedStep, {
      checked: body,
      ...(pages ? { pages } : {}),
    });
    const record = await deps.store.createProposal(
      {
        uuid,
        document: { ...prepared.document, uuid },
        now,
        expiresAt: expiry(now),
        furthestStep: prepared.furthestStep,
      },
      { type: 'proposal.created', data: { furthest_step: prepared.furthestStep } },
    );
    res.status(201).location(`/api/proposal/${uuid}`);
    await send(res, record);
  });

  router.get('/api/proposal/:id', async (req, res) => {
    const record = await liveProposal(req, deps);
    // A page reading the proposal is the customer at work, and keeps the quote session alive. A
    // HEAD (which Express answers with this handler) is no page's call: it writes nothing, so
    // whatever asks it (a monitor, a link checker) never keeps a session open.
    if (req.method === 'GET') await deps.store.touchProposal(record.uuid, expiry(deps.clock()));
    await send(res, record);
  });

  router.post('/api/proposal/:id', async (req, res) => {
    const body = validBody(req, deps.checkProposal);
    const reachedStep = stepsParam(req, deps.checkStepsQuery);
    const current = await liveProposal(req, deps);
    // The stored uuid is lower case; the address is found whatever its case, and so is the body's.
    if (body.uuid !== undefined && body.uuid.toLowerCase() !== current.uuid) {
      throw invalid([{ path: 'uuid', message: apiMessage('uuidMismatch') }]);
    }
    const answers = withEntryAnswers(body, current.document);
    const record = await saveAnswers(deps, current, answers, {
      reachedStep,
      moveVersion: true,
      checked: answers,
      event: { type: 'proposal.updated', data: { steps: reachedStep ?? null } },
    });
    await send(res, record);
  });

  return router;
}

/**
 * The proposal named in the path (or `id`: the /json calls name it in the body), if it exists and
 * its quote session has not lapsed.
 */
export async function liveProposal(
  req: Request,
  deps: Pick<ProposalRoutesDeps, 'store' | 'clock'>,
  id = String(req.params.id),
): Promise<ProposalRecord> {
  if (!UUID.test(id)) throw notFound(apiMessage('proposalIdNotUuid'));
  const record = await deps.store.getProposal(id.toLowerCase());
  // A bought policy's uuid opens the thank-you view for a day (routes/thankYouWindow), then nothing.
  if (!record || (await thankYouClosed(deps.store, record, deps.clock()))) {
    throw notFound(apiMessage('proposalNotFound'));
  }
  // A purchased policy stays reachable (the customer returns to the thank-you page); an open
  // quote session lapses after the idle time.
  if (!record.isPurchased && deps.clock().getTime() > Date.parse(record.expiresAt)) {
    throw new HttpError(419, 'expired', apiMessage('sessionExpired'));
  }
  // Every call that changes a proposal may be made conditional on the version the client read
  // (its ETag); reads ignore If-Match. Weak tags never match (strong comparison, RFC 9110).
  const ifMatch = req.headers?.['if-match'];
  const reads = req.method === 'GET' || req.method === 'HEAD';
  if (!reads && ifMatch !== undefined && !namesVersion(ifMatch, record.version)) {
    throw new HttpError(409, 'conflict', apiMessage('changedSinceRead'));
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
  return checkedBody<Proposal>(withoutMandate(req.body), check, 'proposal');
}

/**
 * The step the form says it has completed (`?steps=N`: its step submit; an integrator sending a
 * whole proposal asks for `?steps=7`): the answers must then satisfy the step schemas up to it,
 * and the proposal is held to them from then on. Without it, the steps already reached apply.
 * The query is checked by its schema first: any other parameter, a list or a repeat is a 422.
 */
function stepsParam(req: Request, check: Check): number | undefined {
  const errors = check(req.query);
  if (errors.length > 0) throw invalid(errors);
  const raw = req.query.steps;
  return typeof raw === 'string' ? Number(raw) : undefined;
}

// The masked or thank-you view, never the stored document (routes/customerView).
const send = (res: Response, record: ProposalRecord): Promise<void> => sendProposal(res, record);
