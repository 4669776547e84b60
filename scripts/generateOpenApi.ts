/**
 * Writes openapi.json, the API's OpenAPI 3.1 description, from the operations table and the
 * schemas (server/api/openApiDocument.ts), formatted as Prettier formats JSON.
 *
 *   npx tsx scripts/generateOpenApi.ts           writes the file (npm run openapi)
 *   npx tsx scripts/generateOpenApi.ts --check   exits 1 when the file on disk is stale (CI)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { openApiDocument } from '../server/api/openApiDocument';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const OPENAPI_FILE = `${repoRoot}openapi.json`;

/** The description as the file holds it. */
export async function openApiText(): Promise<string> {
  const { version } = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { version: string };
  const options = (await resolveConfig(OPENAPI_FILE)) ?? {};
  return format(JSON.stringify(openApiDocument(version)), { ...options, parser: 'json' });
}

async function main(argv: string[]): Promise<void> {
  const text = await openApiText();
  if (argv.includes('--check')) {
    const current = existsSync(OPENAPI_FILE) ? readFileSync(OPENAPI_FILE, 'utf8') : '';
    if (current !== text) {
      console.error('openapi.json is stale: run `npm run openapi` and commit the file.');
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(OPENAPI_FILE, text);
  console.log(`wrote ${OPENAPI_FILE}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.slice(2));
