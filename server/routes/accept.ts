import type Ajv from 'ajv';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { AcceptRequest, DirectDebit, Proposal, Ratebook } from '../../schemas/generated/index';
import { ukToday } from '../../schemas/src/ukDates';
import { HttpError, invalid } from '../httpError';
import { collectionDayFor } from '../../journey/src/directDebit/collectionDay';
import { directDebitProblems, messages, withBankMessages } from '../providers/credit/directDebitRules';
import { modulusCheck } from '../providers/credit/modulusCheck';
import type { EmailBrand } from '../providers/email/emailBrand';
import { enqueuePurchaseEmail } from '../providers/email/enqueueEmails';
import type { Mailer } from '../providers/email/mailer';
import type { FraudProvider } from '../providers/fraud/FraudProvider';
import { runFraudCheck } from '../providers/fraud/runFraudCheck';
import { requireDeclarations } from '../quoting/declarations';
import { requireBoundQuote } from '../quoting/quoteBinding';
import { type ProposalRecord, type Store, VersionConflictError } from '../storage/store';
import { type Check, compileCheck } from '../validation';
import { liveProposal } from './proposals';
import { sendProposal } from './sendProposal';
import { apiMessage, notAnObjectMessage } from '../apiMessages';

export interface AcceptRoutesDeps {
  store: Store;
  clock: () => Date;
  /** The shared ajv instance; the request schema is compiled once, here. */
  ajv: Ajv;
  logger: Logger;
  /** The e-mail outbox (providers.email.outbox): the purchase confirmation is queued there. */
  outbox: Mailer;
  brand: EmailBrand;
  /** The fraud check, run here when the thank-you page did not run it. */
  fraud: FraudProvider;
  /** Prices the quotes acceptance is checked against: only the quote that was paid is accepted. */
  ratebook: Ratebook;
}

export const NOT_PAID_MESSAGE = apiMessage('notPaid');
export const MANDATE_MISSING_MESSAGE = apiMessage('mandateMissing');

/**
 * POST /api/proposal/:id/quote/accept, body `{}` or `{ direct_debit }`: the last call of the
 * thank-you page, after payment and the fraud check.
 * - Not purchased: 409 conflict. Already accepted: the proposal again, nothing changed or sent.
 * - Paying monthly needs a mandate: the one pay-monthly stored, or the body's (checked and stored
 *   when none was); none at all: 422.
 * - The quote must still price the stored answers (409 quote_stale otherwise), and its
 *   declarations must have been confirmed on the summary page (409 declarations_required).
 * - The server's fraud decision: a deny ever recorded stands; else the latest check; with none
 *   recorded, the check runs here (with the stored fingerprint, if any) and is recorded. A deny:
 *   200 with the proposal unchanged (is_accepted stays false), event "quote.accept_refused"; the
 *   app then shows Exception.
 * - Otherwise is_accepted (proposal and quote) with the event "quote.accepted", and the purchase
 *   confirmation queued once. Two concurrent calls accept once: the loser re-reads and answers
 *   the accepted proposal.
 */
export function acceptRoutes(deps: AcceptRoutesDeps): Router {
  const router = Router();
  const check = compileCheck(deps.ajv, 'api/accept-request.schema.json');

  router.post('/api/proposal/:id/quote/accept', async (req, res) => {
    const body = validBody(req, check);
    let current = await liveProposal(req, deps);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await accept(deps, res, current, body);
        return;
      } catch (error) {
        if (!(error instanceof VersionConflictError) || attempt >= 2) {
          if (error instanceof VersionConflictError) {
            throw new HttpError(409, 'conflict', apiMessage('changedMeanwhileTryAgain'));
          }
          throw error;
        }
        // Another request saved first (often a second click on the same page): decide again on
        // what it left, which is usually this proposal already accepted.
        current = await liveProposal(req, deps);
      }
    }
  });

  return router;
}

async function accept(
  deps: AcceptRoutesDeps,
  res: Response,
  current: ProposalRecord,
  body: AcceptRequest,
): Promise<void> {
  const log: Logger = res.locals.logger ?? deps.logger;
  if (current.isAccepted) {
    // The key of the purchase e-mail makes this a no-op when it was queued; it covers a first
    // call that stopped between saving and queueing.
    await queuePurchaseEmail(deps, log, current.document);
    return sendProposal(res, current);
  }
  if (!current.isPurchased) throw new HttpError(409, 'conflict', NOT_PAID_MESSAGE);

  const now = deps.clock();
  requireBoundQuote(current.document, deps.ratebook, now);
  requireDeclarations(current.document);
  const mandate = mandateFor(current, body, now);

  const fraud = await fraudDecision(deps, log, current);
  if (fraud.result === 'deny') {
    await deps.store.appendEvent(
      current.uuid,
      {
        type: 'quote.accept_refused',
        data: { reason: 'fraud_check_denied', fraud_reason: fraud.reason },
      },
      now,
    );
    log.warn({ proposalUuid: current.uuid }, 'acceptance refused: the fraud check denied it');
    return sendProposal(res, current);
  }

  const document: Proposal = {
    ...current.document,
    is_accepted: true,
    ...(current.document.quote ? { quote: { ...current.document.quote, is_accepted: true } } : {}),
    ...(mandate.store ? { direct_debit: mandate.store } : {}),
  };
  const record = await deps.store.saveProposal(
    current.uuid,
    // A bought policy has no quote session to extend.
    { document, expectedVersion: current.version, now, expiresAt: new Date(current.expiresAt) },
    {
      type: 'quote.accepted',
      data: {
        fraud_result: fraud.result,
        is_pay_monthly: current.document.is_pay_monthly === true,
        // Bank details never enter the event log: only where the mandate came from.
        ...(mandate.source ? { direct_debit: mandate.source } : {}),
      },
    },
  );
  log.info({ proposalUuid: record.uuid }, 'quote accepted');
  await queuePurchaseEmail(deps, log, record.document);
  await sendProposal(res, record);
}

/**
 * The mandate a monthly payer needs: the stored one, else the body's (checked here, as
 * pay-monthly checks it, and then stored). Paying in full needs none and ignores the body's.
 */
function mandateFor(
  current: ProposalRecord,
  body: AcceptRequest,
  now: Date,
): { source?: 'stored' | 'request'; store?: DirectDebit } {
  const document = current.document;
  if (document.is_pay_monthly !== true) return {};
  // Collected on the start date's day of the month, as the page said: computed here, never taken.
  const day = collectionDayFor(document.risk?.start_date).day;
  const stored = document.direct_debit;
  if (stored?.account_number && stored.sort_code) {
    return stored.collection_day === day
      ? { source: 'stored' }
      : { source: 'stored', store: { ...stored, collection_day: day } };
  }
  const given = body.direct_debit;
  if (!given) {
    throw invalid([{ path: 'direct_debit', message: MANDATE_MISSING_MESSAGE }], MANDATE_MISSING_MESSAGE);
  }
  const problems = directDebitProblems(given, document.risk?.proposer?.date_of_birth, ukToday(now));
  if (problems.length > 0) throw invalid(problems);
  if (modulusCheck(given.sort_code ?? '', given.account_number ?? '') === 'fail') {
    throw invalid([{ path: 'direct_debit.account_number', message: messages.modulus }], messages.modulus);
  }
  const { third_party, collection_day: _sent, ...rest } = given;
  return {
    source: 'request',
    store: {
      ...rest,
      collection_day: day,
      ...(given.is_proposer_account_holder === false ? { third_party } : {}),
    },
  };
}

/**
 * The server's own fraud decision for this proposal: any "deny" ever recorded stands (asking
 * again never undoes it); otherwise the latest recorded check (routes/deviceRisk.ts); without
 * one, the provider is asked now, with the stored fingerprint if any, and its decision recorded.
 */
async function fraudDecision(
  deps: AcceptRoutesDeps,
  log: Logger,
  current: ProposalRecord,
): Promise<{ result: string; reason: string | null }> {
  const checks = (await deps.store.listEvents(current.uuid))
    .filter((event) => event.type === 'fraud.checked')
    .map((event) => ({ result: String(event.data.result), reason: stringOrNull(event.data.reason) }));
  const decided = checks.find((check) => check.result === 'deny') ?? checks.at(-1);
  if (decided) return decided;
  const decision = await runFraudCheck(deps.fraud, log, {
    blackbox: current.document.risk?.userfields?.iovachek ?? '',
    proposalUuid: current.uuid,
  });
  const { detail, ...answer } = decision;
  await deps.store.appendEvent(
    current.uuid,
    { type: 'fraud.checked', data: { provider: deps.fraud.name, source: 'accept', ...answer, ...detail } },
    deps.clock(),
  );
  return { result: answer.result, reason: answer.reason ?? null };
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Queues the purchase confirmation (once per proposal and reference, whatever the retries). The
 * policy is accepted already, so a failure here is logged rather than undoing or hiding that.
 */
async function queuePurchaseEmail(deps: AcceptRoutesDeps, log: Logger, proposal: Proposal): Promise<void> {
  const uuid = proposal.uuid ?? '';
  try {
    const result = await enqueuePurchaseEmail({ mailer: deps.outbox, brand: deps.brand }, proposal);
    if ('skipped' in result) {
      log.warn({ proposalUuid: uuid }, 'purchase e-mail not queued: no e-mail address or reference');
      return;
    }
    if (result.queued) {
      await deps.store.appendEvent(
        uuid,
        { type: 'email.queued', data: { kind: 'purchase', outboxId: result.id } },
        deps.clock(),
      );
    }
  } catch (error) {
    log.error(
      { proposalUuid: uuid, errorName: error instanceof Error ? error.name : typeof error },
      'purchase e-mail could not be queued',
    );
  }
}

/** No body counts as `{}`; anything else (JSON null too) must satisfy the schema (bank fields with their own messages). */
function validBody(req: Request, check: Check): AcceptRequest {
  const body: unknown = req.body === undefined ? {} : req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid([{ path: '', message: notAnObjectMessage() }]);
  }
  const errors = withBankMessages(check(body));
  if (errors.length > 0) throw invalid(errors);
  return body as AcceptRequest;
}
