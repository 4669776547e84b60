import type Ajv from 'ajv';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type {
  VehicleManualQuery,
  VehicleOptionsResponse,
  VehicleRegistrationQuery,
  VehicleRegistrationResponse,
} from '../../schemas/generated/index';
import {
  normaliseRegistration,
  registrationStyle,
  registrationYear,
} from '../../schemas/src/formats/ukRegistration';
import formText from '../../journey/content/form.json';
import { invalid } from '../httpError';
import { getOnly } from '../middleware/getOnly';
import { emptyAnswer, nextChoice } from '../providers/vehicle/manualCascade';
import { VehicleLookupError, type VehicleProvider } from '../providers/vehicle/vehicleProvider';
import { type Check, compileCheck, operationCheck } from '../validation';

export interface VehicleRoutesDeps {
  provider: VehicleProvider;
  logger: Logger;
  /** The shared ajv instance; the four vehicle API schemas are compiled from it once, here. */
  ajv: Ajv;
  /** "Now": a plate whose age identifier is not issued yet is refused. */
  clock?: () => Date;
}

/** The journey's message under the registration question, for a plate missing or not a plate. */
const REGISTRATION_MESSAGE = formText.vehicle.enterRegistrationMessage;

/**
 * `GET /api/vehicle/registration?registration=AB12CDE` answers `{ vehicles: [...] }` and
 * `GET /api/vehicle?manufacturer=&model=&fuel_type=&year=` answers the next dropdown's options or,
 * after the year, the matching vehicles (spec 000 section 7). A query that fails its schema is a
 * 422. A provider that fails, hangs past its timeout or answers something off-schema gets the
 * documented behaviour: an empty answer (the form shows "not found" or an empty confirm list)
 * and a log line that names neither the registration nor the provider's text.
 */
export function vehicleRoutes(deps: VehicleRoutesDeps): Router {
  const router = Router();
  const clock = deps.clock ?? (() => new Date());
  const checkRegistrationQuery = operationCheck(deps.ajv, 'vehicleByRegistration', 'query');
  const checkManualQuery = operationCheck(deps.ajv, 'vehicleOptions', 'query');
  const checkVehicles = compileCheck(deps.ajv, 'api/vehicle-registration-response.schema.json');
  const checkOptions = compileCheck(deps.ajv, 'api/vehicle-options-response.schema.json');

  router.get('/api/vehicle/registration', getOnly, async (req, res) => {
    const query = validQuery<VehicleRegistrationQuery>(req, checkRegistrationQuery, {
      path: 'registration',
      message: REGISTRATION_MESSAGE,
    });
    const plate = normaliseRegistration(query.registration);
    if (!issued(plate, clock())) {
      throw invalid([{ path: 'registration', message: REGISTRATION_MESSAGE }], REGISTRATION_MESSAGE);
    }
    const answer = await answerOrEmpty<VehicleRegistrationResponse>(
      async () => ({ vehicles: await deps.provider.findByRegistration(plate) }),
      checkVehicles,
      { vehicles: [] },
      { log: logFor(res, deps.logger), provider: deps.provider.name, call: 'registration' },
    );
    // The answer ties a plate to a vehicle: personal data, never cached.
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  router.get('/api/vehicle', getOnly, async (req, res) => {
    const query = validQuery<VehicleManualQuery>(req, checkManualQuery);
    const key = nextChoice(query);
    const answer = await answerOrEmpty<VehicleOptionsResponse>(
      () => deps.provider.manualLookup(query),
      (data) => {
        const keys = Object.keys(data as object);
        return keys.length === 1 && keys[0] === key ? checkOptions(data) : [{ path: '', message: key }];
      },
      emptyAnswer(query),
      { log: logFor(res, deps.logger), provider: deps.provider.name, call: `manual ${key}` },
    );
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });

  return router;
}

const logFor = (res: Response, fallback: Logger): Logger =>
  (res.locals.logger as Logger | undefined) ?? fallback;

/** Age identifiers are issued each March and September: a later one is no plate yet. */
function issued(plate: string, now: Date): boolean {
  const style = registrationStyle(plate);
  const dated = style === 'current' || style === 'prefix' || style === 'suffix';
  return !dated || registrationYear(plate, now) !== null;
}

function validQuery<T>(req: Request, check: Check, own?: { path: string; message: string }): T {
  // A plain copy: the query parser's object has no prototype.
  const query: Record<string, unknown> = { ...(req.query as Record<string, unknown>) };
  // However the answer at `own.path` fails, missing or malformed, it is told with `own.message`.
  const errors = check(query).map((error) =>
    own && error.path === own.path ? { ...error, message: own.message } : error,
  );
  if (errors.length > 0) throw invalid(errors, own?.message);
  return query as T;
}

interface CallContext {
  log: Logger;
  provider: string;
  call: string;
}

/**
 * The provider's answer when it is a valid one; otherwise the empty answer and one log line.
 * Nothing the provider says reaches the client or the log: only our own reason.
 */
async function answerOrEmpty<T>(
  call: () => Promise<T>,
  check: Check,
  empty: T,
  context: CallContext,
): Promise<T> {
  const { log, provider, call: name } = context;
  try {
    const answer = await call();
    if (check(answer).length === 0) return answer;
    log.warn({ provider, call: name, reason: 'answer off schema' }, 'vehicle lookup failed; answered empty');
  } catch (error) {
    if (error instanceof VehicleLookupError) {
      log.warn({ provider, call: name, reason: error.reason }, 'vehicle lookup failed; answered empty');
    } else {
      // The error's type and where it was thrown, never its message: a provider's exception may
      // quote the registration or the provider's own text.
      const err = error instanceof Error ? error : new Error();
      const frames = (err.stack ?? '')
        .split('\n')
        .slice(1, 6)
        .map((line) => line.trim());
      log.error(
        { provider, call: name, reason: 'unexpected error', error: { type: err.constructor.name, frames } },
        'vehicle lookup failed; answered empty',
      );
    }
  }
  return empty;
}
