import type Ajv from 'ajv';
import { Router } from 'express';
import type { Logger } from 'pino';
import type { AddressQuery, AddressResponse } from '../../schemas/generated/index';
import { normalisePostcode, ukPostcode } from '../../schemas/src/formats/ukPostcode';
import messages from '../../journey/content/validation-messages.json';
import { invalid } from '../httpError';
import { getOnly } from '../middleware/getOnly';
import { type AddressProvider, compactPostcode } from '../providers/address/AddressProvider';
import { ProviderError } from '../providers/shared/providerHttp';
import { operationCheck } from '../validation';

export interface AddressRoutesDeps {
  provider: AddressProvider;
  logger: Logger;
  /** The shared ajv instance; the query schema is compiled once, here. */
  ajv: Ajv;
}

/** The journey's own wording, as the browser shows it under the postcode question. */
const POSTCODE_MESSAGE = messages.formats['uk-postcode'];

/**
 * `GET /api/address?postcode=LS61HR` answers `{ addresses: [...] }` (schemas/api/address-response).
 * An invalid postcode is 422; a valid one without addresses, or a failing address service, is an
 * empty list: the specification keeps lookup failures silent, so they are only logged (without
 * the postcode).
 */
export function addressRoutes(deps: AddressRoutesDeps): Router {
  const router = Router();
  const checkQuery = operationCheck(deps.ajv, 'address', 'query');

  router.get('/api/address', getOnly, async (req, res) => {
    // However a postcode given fails the query schema, the customer reads the one postcode message.
    const errors = checkQuery(req.query).map((error) =>
      error.path === 'postcode' && req.query.postcode !== undefined
        ? { ...error, message: POSTCODE_MESSAGE }
        : error,
    );
    if (errors.length > 0) throw invalid(errors);
    const { postcode } = req.query as unknown as AddressQuery;
    const normalised = normalisePostcode(postcode);
    if (!ukPostcode.validate(normalised) && !deps.provider.testPostcodes.has(compactPostcode(postcode))) {
      throw invalid([{ path: 'postcode', message: POSTCODE_MESSAGE }]);
    }

    let answer: AddressResponse;
    try {
      answer = { addresses: await deps.provider.lookup(normalised) };
    } catch (error) {
      const log: Logger = res.locals.logger ?? deps.logger;
      log.warn(failure(deps.provider.name, error), 'address lookup failed');
      answer = { addresses: [] };
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  return router;
}

/** What a log line may say about a failure: the service and a code, never its text. */
function failure(provider: string, error: unknown) {
  if (error instanceof ProviderError) return { provider, reason: error.reason, status: error.status };
  return { provider, reason: 'unexpected', error: error instanceof Error ? error.name : typeof error };
}
