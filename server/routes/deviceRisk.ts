import type Ajv from 'ajv';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { DeviceRiskRequest, Proposal } from '../../schemas/generated/index';
import { HttpError, invalid } from '../httpError';
import type { FraudDecision, FraudProvider } from '../providers/fraud/FraudProvider';
import { runFraudCheck } from '../providers/fraud/runFraudCheck';
import type { AttemptWindows, WindowLimit } from '../storage/attemptWindows';
import { type ProposalRecord, type Store, VersionConflictError } from '../storage/store';
import { type Check, operationCheck } from '../validation';
import { liveProposal } from './proposals';
import { sendProposal } from './sendProposal';
import { apiMessage } from '../apiMessages';

export interface DeviceRiskRoutesDeps {
  store: Store;
  clock: () => Date;
  provider: FraudProvider;
  logger: Logger;
  /** The shared ajv instance; the schemas are compiled once, here. */
  ajv: Ajv;
  /** Counts each proposal's fraud checks, across processes (FRAUD_CHECKS_PER_PROPOSAL). */
  attempts: AttemptWindows;
}

/**
 * A proposal's fraud checks: the thank-you page runs one per acceptance it tries, so a few an
 * hour; beyond that (a client calling in a loop) each would be a paid call to the fraud service
 * and an event stored, so it is refused (429) until the hour has room.
 */
export const FRAUD_CHECKS_PER_PROPOSAL: WindowLimit = { max: 10, windowMs: 3_600_000 };

/**
 * The fraud check of the thank-you page (spec 001 section 4):
 * - `POST /api/proposal/{id}/device-risk` `{ blackbox }` stores the blackbox as
 *   risk.userfields.iovachek and answers the proposal (event "device.recorded");
 * - `POST /api/proposal/{id}/save-device-risk-check` runs the check on the stored blackbox and
 *   answers `{ result, reason, tracking_number }` (event "fraud.checked"). Without a blackbox, or
 *   when the service fails, the answer is "review": the check never blocks with a 500.
 * Both refuse (409) once the quote is accepted: the check belongs before acceptance. The blackbox
 * is the device the policy was bought from, so it is stored only once the policy is bought (409
 * before), and only here: no save of answers sets it (quoting/deviceBlackbox).
 */
export function deviceRiskRoutes(deps: DeviceRiskRoutesDeps): Router {
  const router = Router();
  const checkDevice = operationCheck(deps.ajv, 'deviceRisk', 'body');
  const checkRun = operationCheck(deps.ajv, 'deviceRiskCheck', 'body');

  router.post('/api/proposal/:id/device-risk', async (req, res) => {
    const { blackbox } = validBody<DeviceRiskRequest>(req, checkDevice);
    const current = notAccepted(await liveProposal(req, deps));
    if (!current.isPurchased) {
      throw new HttpError(409, 'conflict', apiMessage('deviceAfterPurchase'));
    }
    const document = withBlackbox(current.document, blackbox);
    try {
      const record = await deps.store.saveProposal(
        current.uuid,
        {
          document,
          expectedVersion: current.version,
          now: deps.clock(),
          expiresAt: new Date(current.expiresAt),
        },
        { type: 'device.recorded', data: { length: blackbox.length } },
      );
      await sendProposal(res, record);
    } catch (error) {
      if (error instanceof VersionConflictError) {
        throw new HttpError(409, 'conflict', apiMessage('changedMeanwhile'));
      }
      throw error;
    }
  });

  router.post('/api/proposal/:id/save-device-risk-check', async (req, res) => {
    validBody(req, checkRun);
    const current = notAccepted(await liveProposal(req, deps));
    const room = await deps.attempts.attempt(
      [{ scope: 'fraud.check', key: current.uuid, limit: FRAUD_CHECKS_PER_PROPOSAL }],
      deps.clock(),
    );
    if (!room.allowed) {
      res.setHeader('Retry-After', String(room.retryAfterSeconds));
      throw new HttpError(429, 'rate_limited', apiMessage('fraudChecksTooMany'));
    }
    const blackbox = current.document.risk?.userfields?.iovachek;
    const decision: FraudDecision = blackbox
      ? await decide(deps, res, { blackbox, proposalUuid: current.uuid, statedIp: remoteIp(req) })
      : { result: 'review', reason: 'no_blackbox', tracking_number: '' };
    const { detail, ...answer } = decision;
    await deps.store.appendEvent(
      current.uuid,
      { type: 'fraud.checked', data: { provider: deps.provider.name, ...answer, ...detail } },
      deps.clock(),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  return router;
}

/** Runs the provider; a failure of any kind is logged and becomes "review". */
function decide(
  deps: DeviceRiskRoutesDeps,
  res: Response,
  input: Parameters<FraudProvider['check']>[0],
): Promise<FraudDecision> {
  return runFraudCheck(deps.provider, res.locals.logger ?? deps.logger, input);
}

/** A missing body counts as `{}`; anything else must satisfy the schema. */
function validBody<T>(req: Request, check: Check): T {
  const body: unknown = req.body ?? {};
  const errors = check(body);
  if (errors.length > 0) throw invalid(errors);
  return body as T;
}

function notAccepted(record: ProposalRecord): ProposalRecord {
  if (record.isAccepted) throw new HttpError(409, 'conflict', apiMessage('alreadyAccepted'));
  return record;
}

function withBlackbox(document: Proposal, blackbox: string): Proposal {
  const risk = document.risk ?? ({} as NonNullable<Proposal['risk']>);
  return { ...document, risk: { ...risk, userfields: { ...risk.userfields, iovachek: blackbox } } };
}

/** The client's address as Express sees it (trust proxy decides), without the IPv4-in-IPv6 prefix. */
function remoteIp(req: Request): string | undefined {
  return req.ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}
