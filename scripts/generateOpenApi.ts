/**
 * Writes openapi.json, the API's OpenAPI 3.1 description, from the operations table and the
 * schemas (server/api/openApiDocument.ts), formatted as Prettier formats JSON; and
 * schemas/generated/operations.ts, each call's body, query and answer types as the description
 * names them, which the pages' API client is typed by.
 *
 *   npx tsx scripts/generateOpenApi.ts           writes the files (npm run openapi)
 *   npx tsx scripts/generateOpenApi.ts --check   exits 1 when a file on disk is stale (CI)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { allSchemas } from '../schemas/src/schemaRegistry';
import { type OperationDeclaration, operations, type SchemaPath } from '../schemas/src/apiOperations';
import { SCHEMA_BASE } from '../schemas/src/createAjv';
import { openApiDocument } from '../server/api/openApiDocument';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const OPENAPI_FILE = `${repoRoot}openapi.json`;
export const OPERATION_TYPES_FILE = `${repoRoot}schemas/generated/operations.ts`;

/** The type generateTypes declares for a schema file: its title. */
function typeName(path: SchemaPath): string {
  const schema = allSchemas.find((s) => s.$id === SCHEMA_BASE + path);
  if (typeof schema?.title !== 'string') throw new Error(`${path} has no title to name its type`);
  return schema.title;
}

/** schemas/generated/operations.ts: per call, what it takes and what its success answers. */
export async function operationTypesText(): Promise<string> {
  const used = new Set<string>();
  const lines = Object.entries(operations).map(([id, operation]: [string, OperationDeclaration]) => {
    const success = Object.entries(operation.answers).find(([status]) => status.startsWith('2'));
    const part = (path: SchemaPath | undefined) => {
      if (!path) return 'undefined';
      const name = typeName(path);
      used.add(name);
      return name;
    };
    return `  /** ${operation.method.toUpperCase()} ${operation.path}: ${operation.summary}. */
  ${id}: { body: ${part(operation.body)}; query: ${part(operation.query)}; answer: ${part(success?.[1].schema)} };`;
  });
  const text = `/* eslint-disable */
/**
 * DO NOT EDIT. Generated from schemas/src/apiOperations.ts by \`npm run openapi\`; \`--check\`
 * fails CI when this file is stale. Each call's body, query and success answer, as openapi.json
 * describes them.
 */
import type { ${[...used].sort().join(', ')} } from './index';

export interface OperationTypes {
${lines.join('\n')}
}
`;
  const options = (await resolveConfig(OPERATION_TYPES_FILE)) ?? {};
  return format(text, { ...options, parser: 'typescript' });
}

/** The description as the file holds it. */
export async function openApiText(): Promise<string> {
  const { version } = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { version: string };
  const options = (await resolveConfig(OPENAPI_FILE)) ?? {};
  return format(JSON.stringify(openApiDocument(version)), { ...options, parser: 'json' });
}

/**
 * Writes openapi.json and schemas/generated/operations.ts (npm run openapi; npm run types runs it
 * too, as the description is drawn from the same schemas), or with `--check` sets exit code 1
 * when either is stale.
 */
export async function main(argv: string[]): Promise<void> {
  const files = [
    [OPENAPI_FILE, await openApiText()],
    [OPERATION_TYPES_FILE, await operationTypesText()],
  ] as const;
  for (const [file, text] of files) {
    if (argv.includes('--check')) {
      const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (current !== text) {
        console.error(`${file} is stale: run \`npm run openapi\` and commit it.`);
        process.exitCode = 1;
      }
    } else {
      writeFileSync(file, text);
      console.log(`wrote ${file}`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.slice(2));
