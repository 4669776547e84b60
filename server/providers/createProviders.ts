import type Ajv from 'ajv';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../storage/database';
import { createSharedState, type SharedState } from '../storage/sharedState';
import type { AddressProvider } from './address/AddressProvider';
import { createAddressProvider } from './address/createAddressProvider';
import type { CaptchaProvider } from './captcha/CaptchaProvider';
import { createCaptchaProvider } from './captcha/createCaptchaProvider';
import { createCreditProvider } from './credit/createCreditProvider';
import type { CreditProvider } from './credit/creditProvider';
import { createEmailProvider, type EmailProvider } from './email/createEmailProvider';
import { createFraudProvider } from './fraud/createFraudProvider';
import type { FraudProvider } from './fraud/FraudProvider';
import { createPaymentProvider, paymentPublicBaseUrl } from './payment/createPaymentProvider';
import { KyselyPaymentStore, type PaymentStore } from './payment/paymentStore';
import type { PaymentProvider } from './payment/types';
import { createVehicleProvider } from './vehicle/createVehicleProvider';
import type { VehicleProvider } from './vehicle/vehicleProvider';

/** Every outside service the app uses, each embedded by default and real by configuration. */
export interface Providers {
  vehicle: VehicleProvider;
  address: AddressProvider;
  captcha: CaptchaProvider;
  fraud: FraudProvider;
  payment: PaymentProvider;
  payments: PaymentStore;
  credit: CreditProvider;
  email: EmailProvider;
  /** This site's origin as customers reach it ('' when the embedded services need none). */
  publicBaseUrl: string;
}

export interface ProviderDeps {
  /** The store's query layer: payments and the e-mail outbox keep their tables beside the proposals. */
  db: Kysely<Database>;
  logger: Logger;
  clock: () => Date;
  ajv: Ajv;
  /** Used tokens and device history; over `db` unless given (main.ts shares one with createApp). */
  shared?: SharedState;
}

/**
 * Builds every provider from the environment (README.md lists the variables). A malformed or
 * incomplete setting throws with the variable named, so the server stops at start-up.
 */
export function createProviders(env: Record<string, string | undefined>, deps: ProviderDeps): Providers {
  const { db, logger, clock, ajv } = deps;
  const shared = deps.shared ?? createSharedState(db);
  return {
    vehicle: createVehicleProvider(env, { clock }),
    address: createAddressProvider(env, { clock }),
    captcha: createCaptchaProvider(env, { clock, claims: shared.tokens }),
    fraud: createFraudProvider(env, { clock, sightings: shared.devices }),
    payment: createPaymentProvider(env, { logger, ajv }),
    payments: new KyselyPaymentStore(db),
    credit: createCreditProvider(env),
    email: createEmailProvider(env, { db, logger, clock }),
    publicBaseUrl: paymentPublicBaseUrl(env),
  };
}
