import { createAjv } from '../schemas/src/createAjv';
import { createApp } from './app';
import { readConfig } from './config';
import { loadLists, readListValues } from './loadLists';
import { createLogger } from './logger';
import { createProviders } from './providers/createProviders';
import { assertValidRatebook, defaultRatebookJson } from './rating/index';
import { createStore } from './storage/createStore';
import { createSharedState } from './storage/sharedState';

/** Reads the configuration from the environment, wires the real dependencies and listens. */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const logger = createLogger(config.logLevel);
  const ajv = createAjv({}, { lists: readListValues() });
  const lists = loadLists(ajv);
  const ratebook = assertValidRatebook(ajv, defaultRatebookJson, 'server/rating/ratebook.json');
  const clock = () => new Date();
  const store = createStore(config.databaseUrl);
  await store.migrate();
  const shared = createSharedState(store.db);
  const providers = createProviders(process.env, { db: store.db, logger, clock, ajv, shared });
  const stopOutbox = providers.email.startWorker();

  const app = createApp({ store, clock, logger, ajv, lists, ratebook, providers, shared, config });
  const onListening = () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      { port, store: store.engine, lists: lists.length, ratebook: ratebook.version },
      `listening on http://localhost:${port}`,
    );
  };
  const server = config.host
    ? app.listen(config.port, config.host, onListening)
    : app.listen(config.port, onListening);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    server.close(() => {
      stopOutbox()
        .then(() => store.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
