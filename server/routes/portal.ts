import { readFileSync } from 'node:fs';
import { type ErrorRequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import type { PortalLinkResponse } from '../../schemas/generated/index';
import { HttpError } from '../httpError';
import {
  PORTAL_ASSETS_PATH,
  renderPortalMessage,
  renderPortalPage,
  sendPortalPage,
} from '../portal/portalPage';
import { createPortalToken, portalExpiry, verifyPortalToken } from '../portal/portalToken';
import type { Store } from '../storage/store';
import { liveProposal } from './proposals';
import { apiMessage } from '../apiMessages';

export interface PortalRoutesDeps {
  store: Store;
  clock: () => Date;
  logger: Logger;
  /** Signs the links (PORTAL_LINK_SECRET); every server process must share it for links to work on all. */
  secret: string;
  /** How long a link works (PORTAL_LINK_TTL_MINUTES). */
  ttlMinutes: number;
}

const styles = readFileSync(new URL('../portal/portal.css', import.meta.url), 'utf8');

/**
 * The customer portal:
 * - GET /api/proposal/:id/generate-portal-link -> `{ portal_url: "/portal/<token>" }` for an
 *   accepted policy (409 otherwise; 404 / 419 as every proposal call). The token is signed and
 *   expires after `ttlMinutes`.
 * - GET /portal/:token (a page, not the API): the policy page; 404 page for a link that is not
 *   ours, 410 page for an expired one, 503 page when the store cannot answer. Never a 500.
 */
export function portalRoutes(deps: PortalRoutesDeps): Router {
  if (deps.secret.length < 16) throw new Error('The portal link secret must be at least 16 characters');
  if (!Number.isInteger(deps.ttlMinutes) || deps.ttlMinutes < 1) {
    throw new Error('The portal link lifetime must be a whole number of minutes, at least 1');
  }
  const router = Router();

  router.get('/api/proposal/:id/generate-portal-link', async (req, res) => {
    const record = await liveProposal(req, deps);
    if (!record.isAccepted) {
      throw new HttpError(409, 'conflict', apiMessage('noPortalLinkYet'));
    }
    const token = createPortalToken(
      { uuid: record.uuid, expiresAt: portalExpiry(deps.clock(), deps.ttlMinutes) },
      deps.secret,
    );
    const answer: PortalLinkResponse = { portal_url: `/portal/${token}` };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.get(`${PORTAL_ASSETS_PATH}/portal.css`, (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=300').send(styles);
  });

  router.get('/portal/:token', async (req, res) => {
    const log: Logger = res.locals.logger ?? deps.logger;
    const check = verifyPortalToken(req.params.token, deps.secret, deps.clock());
    if (!check.ok) {
      // The reason only: the token itself is a credential and stays out of the logs.
      log.info({ reason: check.reason }, 'portal link refused');
      const status = check.reason === 'expired' ? 410 : 404;
      return sendPortalPage(
        res,
        status,
        renderPortalMessage(check.reason === 'expired' ? 'expired' : 'notFound'),
      );
    }
    try {
      const record = await deps.store.getProposal(check.uuid);
      if (!record?.isAccepted) return sendPortalPage(res, 404, renderPortalMessage('notFound'));
      // When the policy was bought: cover bought on its start date starts then.
      const accepted = (await deps.store.listEvents(record.uuid)).findLast(
        (e) => e.type === 'quote.accepted',
      );
      const boughtAt = accepted ? new Date(accepted.createdAt) : undefined;
      sendPortalPage(res, 200, renderPortalPage(record.document, boughtAt));
    } catch (error) {
      log.error(
        { proposalUuid: check.uuid, errorName: error instanceof Error ? error.name : typeof error },
        'portal page could not be shown',
      );
      sendPortalPage(res, 503, renderPortalMessage('unavailable'));
    }
  });

  router.get(['/portal', '/portal/'], (_req, res) => {
    sendPortalPage(res, 404, renderPortalMessage('notFound'));
  });

  // An address Express cannot decode (a stray "%") is a link that is not ours, not a fault of ours.
  const undecodable: ErrorRequestHandler = (error, req, res, next) => {
    if (req.path.startsWith('/portal/') && !res.headersSent) {
      return sendPortalPage(res, 404, renderPortalMessage('notFound'));
    }
    next(error);
  };
  router.use(undecodable);

  return router;
}
