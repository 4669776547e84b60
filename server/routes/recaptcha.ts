import type Ajv from 'ajv';
import { Router, type Request } from 'express';
import { clientIp } from '../clientIp';
import type { Logger } from 'pino';
import type { RecaptchaRequest, RecaptchaResponse } from '../../schemas/generated/index';
import { invalid, notFound } from '../httpError';
import { getOnly } from '../middleware/getOnly';
import { ProviderError } from '../providers/shared/providerHttp';
import type { CaptchaProvider, CaptchaVerdict } from '../providers/captcha/CaptchaProvider';
import { operationCheck } from '../validation';
import { apiMessage } from '../apiMessages';

export interface RecaptchaRoutesDeps {
  provider: CaptchaProvider;
  logger: Logger;
  /** The shared ajv instance; the schemas are compiled once, here. */
  ajv: Ajv;
}

/**
 * The bot check of step 1:
 * - `GET /api/recaptcha/config` -> `{ provider, site_key? }`: which check the browser runs;
 * - `GET /api/recaptcha/token` -> `{ token, expires_at }`: a token (embedded check only, else 404);
 * - `POST /api/recaptcha` `{ response }` -> `{ success }`, always 200 for a well-formed body. A
 *   failing service counts as a failed check (the journey shows Exception) and is logged.
 */
export function recaptchaRoutes(deps: RecaptchaRoutesDeps): Router {
  const router = Router();
  const checkNoParams = operationCheck(deps.ajv, 'recaptchaToken', 'query');
  const checkBody = operationCheck(deps.ajv, 'recaptcha', 'body');
  const noParams = (req: Request) => {
    const errors = checkNoParams(req.query);
    if (errors.length > 0) throw invalid(errors);
  };

  router.get('/api/recaptcha/config', (req, res) => {
    noParams(req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(deps.provider.browserConfig);
  });

  router.get('/api/recaptcha/token', getOnly, (req, res) => {
    noParams(req);
    if (!deps.provider.issueToken) throw notFound(apiMessage('recaptchaTokensFromGoogle'));
    res.setHeader('Cache-Control', 'no-store');
    res.json(deps.provider.issueToken());
  });

  router.post('/api/recaptcha', async (req, res) => {
    const errors = checkBody(req.body ?? {});
    if (errors.length > 0) throw invalid(errors);
    const { response } = req.body as RecaptchaRequest;
    const log: Logger = res.locals.logger ?? deps.logger;
    let verdict: CaptchaVerdict;
    try {
      verdict = await deps.provider.verify(response, clientIp(req));
    } catch (error) {
      const reason = error instanceof ProviderError ? error.reason : 'unexpected';
      const status = error instanceof ProviderError ? error.status : undefined;
      log.warn({ provider: deps.provider.name, reason, status }, 'bot check failed to run');
      verdict = { success: false, reasons: ['check_unavailable'] };
    }
    if (!verdict.success)
      log.info({ provider: deps.provider.name, reasons: verdict.reasons }, 'bot check refused');
    const answer: RecaptchaResponse = { success: verdict.success };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  return router;
}
