/**
 * Generates `schemas/generated/index.ts` from every schema of schemas/common, schemas/entities,
 * schemas/api, schemas/ratebook and schemas/journey, with json-schema-to-typescript.
 *
 *   npx tsx scripts/generateTypes.ts           writes the file, then the API description drawn from
 *                                              the same schemas (npm run types)
 *   npx tsx scripts/generateTypes.ts --check   exits 1 when the file on disk is stale (CI)
 *
 * All schemas are compiled in ONE pass, through a synthetic root whose properties `$ref` each file,
 * so a schema referenced from many places (Address, IsoDateString...) is declared once. The root
 * interface is then dropped. A `$ref` with sibling keywords would make json-schema-to-typescript
 * declare a copy (`Address1`), so the schemas use bare `$ref`s; the checks below catch a copy anyway.
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const schemasDir = join(repoRoot, 'schemas');
const FOLDERS = ['common', 'entities', 'api', 'ratebook', 'journey'] as const;
const ROOT_NAME = 'GeneratedSchemaRoot';
export const OUTPUT_FILE = join(schemasDir, 'generated', 'index.ts');

const BANNER = `/* eslint-disable */
/**
 * DO NOT EDIT. Generated from schemas/common, schemas/entities, schemas/api, schemas/ratebook and schemas/journey by
 * \`npx tsx scripts/generateTypes.ts\` (npm run types); \`--check\` fails CI when this file is stale.
 * Conditional fields (if/then/else of the step schemas) are optional here, as stored data may be partial.
 */`;

interface SchemaFile {
  /** Relative to schemas/, e.g. "entities/proposal.schema.json". */
  path: string;
  schema: JSONSchema;
}

function readSchemaFiles(): SchemaFile[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(schemasDir, folder))
      .filter((name) => name.endsWith('.schema.json'))
      .sort()
      .map((name) => ({
        path: `${folder}/${name}`,
        schema: JSON.parse(readFileSync(join(schemasDir, folder, name), 'utf8')) as JSONSchema,
      })),
  );
}

/** Every `title` in a schema, nested ones included (each becomes one exported type). */
function collectTitles(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) collectTitles(item, into);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'title' && typeof value === 'string') into.add(value);
      else if (key !== 'enum' && key !== 'default' && key !== 'const') collectTitles(value, into);
    }
  }
  return into;
}

/** Throws unless every title is exported exactly once and nothing else is exported. */
function assertOneTypePerTitle(code: string, titles: Set<string>): void {
  const exported = [...code.matchAll(/^export (?:interface|type) (\w+)/gm)].map((match) => match[1] ?? '');
  const problems: string[] = [];
  for (const name of exported) {
    if (!titles.has(name)) problems.push(`${name} is not the title of a schema (a duplicate declaration?)`);
  }
  for (const title of titles) {
    const count = exported.filter((name) => name === title).length;
    if (count !== 1) problems.push(`${title} is exported ${count} times`);
  }
  if (/\[k: string\]/.test(code))
    problems.push('an index signature was generated (additionalProperties missing?)');
  if (problems.length > 0) throw new Error(`generateTypes: ${problems.join('; ')}`);
}

/** The whole content of schemas/generated/index.ts. Deterministic: files are read in sorted order. */
export async function generateTypes(): Promise<string> {
  const files = readSchemaFiles();
  const titles = new Set<string>();
  for (const file of files) {
    if (typeof file.schema.title !== 'string') throw new Error(`generateTypes: ${file.path} has no title`);
    collectTitles(file.schema, titles);
  }
  const root: JSONSchema = {
    title: ROOT_NAME,
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(files.map((file) => [file.path, { $ref: file.path }])),
  };
  const code = await compile(root, ROOT_NAME, {
    cwd: schemasDir,
    bannerComment: BANNER,
    declareExternallyReferenced: true,
    additionalProperties: false,
    // Arrays stay `T[]` (maxItems 5 would otherwise become a union of six tuples).
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: true,
    unknownAny: true,
    format: true,
    style: { singleQuote: true, printWidth: 110, trailingComma: 'all' },
  });
  const rootInterface = new RegExp(`^export interface ${ROOT_NAME} \\{\\n[\\s\\S]*?^\\}\\n`, 'm');
  if (!rootInterface.test(code)) throw new Error(`generateTypes: ${ROOT_NAME} not found in the output`);
  const output = code.replace(rootInterface, '').replace(/\n{3,}/g, '\n\n');
  assertOneTypePerTitle(output, titles);
  return output;
}

async function main(argv: string[]): Promise<number> {
  const output = await generateTypes();
  const shown = relative(repoRoot, OUTPUT_FILE);
  if (argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(OUTPUT_FILE, 'utf8');
    } catch {
      // A missing file is stale too.
    }
    if (current !== output) {
      console.error(`${shown} is stale: the schemas changed. Run \`npm run types\` and commit the result.`);
      return 1;
    }
    console.log(`${shown} is up to date.`);
    return 0;
  }
  mkdirSync(dirname(OUTPUT_FILE), { recursive: true });
  writeFileSync(OUTPUT_FILE, output);
  console.log(`wrote ${shown}`);
  // The API description (openapi.json) holds the same schemas: a new answer in an entity schema
  // changes it too, so one command brings both up to date.
  const openApi = await import('./generateOpenApi');
  await openApi.main([]);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
