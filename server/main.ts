import { checkJourney } from '../scripts/checkJourney';

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
  const { createAjv } = await import('../schemas/src/createAjv');
  const { createApp } = await import('./app');
  const { readConfig } = await import('./config');
  const { loadLists, readListValues } = await import('./loadLists');
  const { createLogger } = await import('./logger');
  const { createProviders } = await import('./providers/createProviders');
  const { assertValidRatebook, defaultRatebookJson } = await import('./rating/index');
  const { builtInJourneyDocuments } = await import('./journeyDocuments');
  const { startJourneyVersions } = await import('./journeyVersions');
  const { createStore } = await import('./storage/createStore');
  const { createSharedState } = await import('./storage/sharedState');

  const config = readConfig(process.env);
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
