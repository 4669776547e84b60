import cluster from 'node:cluster';
import { checkJourney } from '../scripts/checkJourney';
import type { AppConfig } from './config';
import { keepConnectionsAlive } from './keepAlive';

/**
 * Checks the journey's documents, then reads the configuration from the environment, wires the
 * real dependencies and listens.
 */
async function main(): Promise<void> {
  // The journey is checked before any module that loads its documents is imported: a broken
  // document stops the start with the findings `npm run check:journey` prints, never a stack trace.
  const report: string[] = [];
  if (checkJourney(undefined, (line) => report.push(line)) !== 0) {
    for (const line of report) console.error(line);
    console.error('The server did not start: correct the journey documents above (npm run check:journey).');
    process.exitCode = 1;
    return;
  }
  const { readConfig } = await import('./config');
  const config = readConfig(process.env);
  if (config.workers > 1 && cluster.isPrimary) {
    await startWorkers(config);
    return;
  }
  const { createAjv } = await import('../schemas/src/createAjv');
  const { createApp } = await import('./app');
  const { loadLists, readListValues } = await import('./loadLists');
  const { createLogger } = await import('./logger');
  const { createProviders } = await import('./providers/createProviders');
  const { assertValidRatebook, defaultRatebookJson } = await import('./rating/index');
  const { builtInJourneyDocuments } = await import('./journeyDocuments');
  const { startJourneyVersions } = await import('./journeyVersions');
  const { createStore } = await import('./storage/createStore');
  const { createSharedState } = await import('./storage/sharedState');

  const logger = createLogger(config.logLevel);
  const ajv = createAjv({}, { lists: readListValues() });
  const lists = loadLists(ajv);
  const ratebook = assertValidRatebook(ajv, defaultRatebookJson, 'server/rating/ratebook.json');
  const clock = () => new Date();
  const store = createStore(config.databaseUrl);
  await store.migrate();
  const shared = createSharedState(store.db);
  // The journey version this process runs is kept in the store before it serves anything, so the
  // processes of the other version in a rolling deploy can check its proposals from the start.
  const journeys = await startJourneyVersions({
    ajv,
    documents: builtInJourneyDocuments(),
    store: shared.journeyVersions,
    clock,
  });
  const providers = createProviders(process.env, { db: store.db, logger, clock, ajv, shared });
  const stopOutbox = providers.email.startWorker();

  const app = createApp({ store, clock, logger, ajv, lists, ratebook, providers, shared, config, journeys });
  const onListening = () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      {
        port,
        store: store.engine,
        lists: lists.length,
        ratebook: ratebook.version,
        journey: journeys.current.version,
      },
      `listening on http://localhost:${port}`,
    );
  };
  const server = keepConnectionsAlive(
    config.host ? app.listen(config.port, config.host, onListening) : app.listen(config.port, onListening),
  );

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

/**
 * WORKERS above one: this process readies the store (its migrations, this journey version) once,
 * then runs the workers (server/cluster.ts), each of which starts as a single server would.
 */
async function startWorkers(config: AppConfig): Promise<void> {
  const { createAjv } = await import('../schemas/src/createAjv');
  const { readListValues } = await import('./loadLists');
  const { createLogger } = await import('./logger');
  const { builtInJourneyDocuments } = await import('./journeyDocuments');
  const { startJourneyVersions } = await import('./journeyVersions');
  const { createStore } = await import('./storage/createStore');
  const { createSharedState } = await import('./storage/sharedState');
  const { runPrimary, workerEnvironment } = await import('./cluster');
  const logger = createLogger(config.logLevel);
  const store = createStore(config.databaseUrl);
  try {
    await store.migrate();
    await startJourneyVersions({
      ajv: createAjv({}, { lists: readListValues() }),
      documents: builtInJourneyDocuments(),
      store: createSharedState(store.db).journeyVersions,
      clock: () => new Date(),
    });
  } finally {
    await store.close();
  }
  const { stop } = runPrimary({ count: config.workers, logger, env: workerEnvironment(process.env) });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
