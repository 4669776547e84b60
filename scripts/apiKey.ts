/**
 * Integrators' API keys for POST /api/integrations/quotes, in the store DATABASE_URL names (the
 * server's own: SQLite by default). A key is shown once, when it is issued; the store keeps only
 * its SHA-256.
 *
 *   npm run api-key -- issue <name> [--per-minute N]   a new key (N quotes a minute, 60 by default)
 *   npm run api-key -- revoke <id or name>             revokes the key, or every key of the name
 *   npm run api-key -- list                            every key: id, name, limit, issued, revoked
 *
 * The name becomes the source of business of every proposal the key sends (1 to 20 letters,
 * digits, '-' or '_'; an aggregator's code such as 104 shows its logo on the pages).
 */
import { fileURLToPath } from 'node:url';
import { readConfig } from '../server/config';
import { KyselyApiKeys, keyNameProblem } from '../server/storage/apiKeys';
import { createStore } from '../server/storage/createStore';

export const DEFAULT_PER_MINUTE = 60;

const USAGE = `usage: npm run api-key -- issue <name> [--per-minute N] | revoke <id or name> | list`;

/** Runs one command against the store at `databaseUrl`; answers the exit code. */
export async function apiKeyCommand(
  argv: string[],
  databaseUrl: string,
  print: (line: string) => void,
  now = new Date(),
): Promise<number> {
  const [command, subject, ...rest] = argv;
  let perMinute = DEFAULT_PER_MINUTE;
  if (rest[0] === '--per-minute') perMinute = Number(rest[1]);
  const refusal =
    command === 'issue'
      ? !subject
        ? USAGE
        : (keyNameProblem(subject) ??
          (Number.isInteger(perMinute) && perMinute >= 1
            ? undefined
            : '--per-minute takes a whole number from 1.'))
      : command === 'revoke'
        ? subject
          ? undefined
          : USAGE
        : command === 'list'
          ? undefined
          : USAGE;
  if (refusal) {
    print(refusal);
    return 2;
  }
  const store = createStore(databaseUrl);
  try {
    await store.migrate();
    const keys = new KyselyApiKeys(store.db);
    if (command === 'issue') {
      const { key, record } = await keys.issue(subject as string, perMinute, now);
      print(`Issued key ${record.id} for ${record.name} (${record.perMinute} quotes a minute).`);
      print(`Key (shown once; send it as "Authorization: Bearer <key>"):`);
      print(key);
    } else if (command === 'revoke') {
      const revoked = await keys.revoke(subject as string, now);
      if (revoked.length === 0) {
        print(`No live key has the id or name ${subject}.`);
        return 1;
      }
      for (const record of revoked) print(`Revoked key ${record.id} of ${record.name}.`);
    } else {
      const all = await keys.list();
      if (all.length === 0) print('No keys.');
      for (const record of all) {
        const state = record.revokedAt ? `revoked ${record.revokedAt}` : 'live';
        print(`${record.id}  ${record.name}  ${record.perMinute}/min  issued ${record.createdAt}  ${state}`);
      }
    }
    return 0;
  } finally {
    await store.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await apiKeyCommand(process.argv.slice(2), readConfig(process.env).databaseUrl, (line) =>
    console.log(line),
  );
}
