import { allSchemas } from '../../schemas/src/schemaRegistry';
import { type RequestExample, requestExamples } from '../../schemas/src/apiExamples';
import { SCHEMA_BASE } from '../../schemas/src/createAjv';
import {
  type AnswerDeclaration,
  type OperationDeclaration,
  operations,
  type SchemaPath,
} from '../../schemas/src/apiOperations';

/**
 * The OpenAPI 3.1 description of the API, drawn from the operations table (operations.ts) and the
 * schemas the routes validate with. Each schema file becomes one component, as it is (its
 * keywords, messages and limits), with only its references pointed inside the document: a `$ref`
 * to another file names that file's component. `npm run openapi` writes it to openapi.json; the
 * server answers it at GET /api/openapi.json.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** "api/confirm-request.schema.json" → "ConfirmRequest". */
export function componentName(path: string): string {
  const base = path.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
  return base.replace(/(^|[-_.])([a-z0-9])/g, (_m, _sep: string, c: string) => c.toUpperCase());
}

const schemaPaths = allSchemas
  .map((schema) => String(schema.$id).slice(SCHEMA_BASE.length))
  .filter((path) => /^(api|entities|common)\//.test(path));

/** Every component's name by the file it comes from, refusing two files with one name. */
function componentNames(): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Map<string, string>();
  for (const path of schemaPaths) {
    let name = componentName(path);
    if (taken.has(name)) name = `${componentName(path)}${path.startsWith('api/') ? 'Api' : 'Entity'}`;
    if (taken.has(name))
      throw new Error(`Two schema files make the component ${name}: ${taken.get(name)} and ${path}`);
    taken.set(name, path);
    names.set(path, name);
  }
  return names;
}

/** The schema with every `$ref` pointed at a component, and its own `$id`/`$schema` dropped. */
function asComponent(schema: JsonObject, path: string, names: Map<string, string>): JsonObject {
  const base = SCHEMA_BASE + path;
  const own = names.get(path) as string;
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const target = new URL(value, base);
        const fragment = target.hash.slice(1);
        const file = `${target.origin}${target.pathname}`.slice(SCHEMA_BASE.length);
        const name = file === path ? own : names.get(file);
        if (!name) throw new Error(`${path}: the reference ${value} names no schema file`);
        out.$ref = `#/components/schemas/${name}${fragment}`;
      } else {
        out[key] = walk(value);
      }
    }
    return out;
  };
  const { $id: _id, $schema: _dialect, ...rest } = schema;
  return walk(rest) as JsonObject;
}

const ref = (names: Map<string, string>, path: SchemaPath): JsonObject => {
  const name = names.get(path);
  if (!name) throw new Error(`The operations table names ${path}, which is no schema file`);
  return { $ref: `#/components/schemas/${name}` };
};

/**
 * The schemas whose answers differ from what the server takes: a proposal in an answer carries its
 * Direct Debit's account number and sort code masked ("******58", "**-**-99", as
 * server/routes/customerView.ts writes them), never whole.
 */
const ANSWER_VARIANTS: Partial<Record<SchemaPath, string>> = {
  'entities/proposal.schema.json': 'ProposalAnswer',
  'api/proposal-envelope.schema.json': 'ProposalEnvelopeAnswer',
};

const answerRef = (names: Map<string, string>, path: SchemaPath): JsonObject => {
  const variant = ANSWER_VARIANTS[path];
  return variant ? { $ref: `#/components/schemas/${variant}` } : ref(names, path);
};

/** The answer variants, each the component it varies with its references moved to the variants. */
function answerComponents(schemas: JsonObject, names: Map<string, string>): JsonObject {
  const swaps = new Map<string, string>([
    ['DirectDebit', 'DirectDebitAnswer'],
    ...Object.entries(ANSWER_VARIANTS).map(
      ([path, variant]) => [names.get(path) as string, variant as string] as [string, string],
    ),
  ]);
  const swap = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(swap);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key !== '$ref' || typeof value !== 'string') return [key, swap(value)];
        const [, name = '', rest = ''] = /^#\/components\/schemas\/([^/]+)(.*)$/.exec(value) ?? [];
        const to = swaps.get(name);
        return [key, to ? `#/components/schemas/${to}${rest}` : value];
      }),
    );
  };
  const variants: JsonObject = {};
  for (const [from, to] of swaps) {
    const original = schemas[from] as JsonObject;
    const copy = swap(original) as JsonObject;
    copy.description = `${String(original.description ?? from)} As answered: bank details masked.`;
    variants[to] = copy;
  }
  const debit = variants.DirectDebitAnswer as JsonObject & { properties: JsonObject };
  debit.properties = {
    ...debit.properties,
    account_number: {
      type: 'string',
      pattern: '^\\*{6}[0-9]{2}$',
      description: 'The account number masked but for its last two digits: "******58".',
    },
    sort_code: {
      type: 'string',
      pattern: '^(\\*\\*-\\*\\*-[0-9]{2})?$',
      description: 'The sort code masked but for its last two digits: "**-**-99".',
    },
  };
  return variants;
}

const errorAnswer = (description: string): AnswerDeclaration => ({
  description,
  schema: 'api/error.schema.json',
});

/** The answers every call of the kind may give, beside those it declares. */
function commonAnswers(operation: OperationDeclaration): Record<string, AnswerDeclaration> {
  const answers: Record<string, AnswerDeclaration> = {
    '403': errorAnswer(
      operation.botCheck
        ? '`forbidden`: no X-Requested-With header; `bot_check_failed`: X-Captcha-Token missing, used, expired or refused.'
        : '`forbidden`: the X-Requested-With header is missing.',
    ),
    '500': errorAnswer('`internal`: the server failed; nothing was written.'),
  };
  if (operation.method === 'post') {
    answers['400'] = errorAnswer('`invalid`: the body is not JSON.');
    answers['413'] = errorAnswer('`payload_too_large`: the body is larger than the limit.');
    answers['415'] = errorAnswer('`unsupported_media_type`: the body is not JSON, or is compressed.');
  }
  answers['422'] = errorAnswer(
    operation.method === 'post' || operation.query
      ? '`invalid`: answers that break the schemas, or text that cannot be stored (NUL, lone surrogates), each with its path and message.'
      : '`invalid`: a query holding text that cannot be stored (NUL, lone surrogates).',
  );
  if (operation.proposal || operation.path.includes('{name}')) {
    answers['404'] = errorAnswer('`not_found`: no such proposal (or list).');
  }
  if (operation.proposal) {
    answers['419'] = errorAnswer('`expired`: the quote session lapsed.');
    answers['409'] ??= errorAnswer(
      '`conflict`: another request saved first (If-Match), or the policy is bought.',
    );
  }
  return answers;
}

function answerObject(names: Map<string, string>, answer: AnswerDeclaration): JsonObject {
  const out: JsonObject = { description: answer.description };
  if (answer.headers) {
    out.headers = Object.fromEntries(
      Object.entries(answer.headers).map(([name, description]) => [
        name,
        { description, schema: { type: 'string' } },
      ]),
    );
  }
  if (answer.schema) out.content = { 'application/json': { schema: answerRef(names, answer.schema) } };
  else if (answer.mediaType) out.content = { [answer.mediaType]: { schema: { type: 'string' } } };
  return out;
}

function parameters(
  names: Map<string, string>,
  operation: OperationDeclaration,
  example: RequestExample,
): JsonObject[] {
  const list: JsonObject[] = [];
  for (const match of operation.path.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] as string;
    list.push({
      name,
      in: 'path',
      required: true,
      description:
        name === 'id' ? 'The proposal\u2019s uuid.' : 'The list\u2019s name, e.g. insurer.person_title.',
      schema: name === 'id' ? { type: 'string', format: 'uuid' } : { type: 'string' },
      ...(example.path?.[name] === undefined ? {} : { example: example.path[name] }),
    });
  }
  if (operation.query) {
    const query = allSchemas.find((schema) => schema.$id === SCHEMA_BASE + operation.query) as JsonObject;
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as JsonObject | undefined) ?? {})) {
      const { description, ...rest } = schema as JsonObject;
      list.push({
        name,
        in: 'query',
        required: required.has(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: asComponent(rest, operation.query, names),
        ...(example.query?.[name] === undefined ? {} : { example: example.query[name] }),
      });
    }
  }
  if (!operation.noXhr) list.push({ $ref: '#/components/parameters/XRequestedWith' });
  if (operation.botCheck) list.push({ $ref: '#/components/parameters/XCaptchaToken' });
  if (operation.proposal || operation.changes) list.push({ $ref: '#/components/parameters/IfMatch' });
  return list;
}

/** The whole description; `version` is the package's. */
export function openApiDocument(version: string): JsonObject {
  const names = componentNames();
  const schemas: JsonObject = {};
  for (const path of schemaPaths) {
    const schema = allSchemas.find((s) => s.$id === SCHEMA_BASE + path) as JsonObject;
    schemas[names.get(path) as string] = asComponent(schema, path, names);
  }
  Object.assign(schemas, answerComponents(schemas, names));
  const paths: JsonObject = {};
  for (const [operationId, operation] of Object.entries(operations) as [string, OperationDeclaration][]) {
    const example: RequestExample = requestExamples[operationId as keyof typeof requestExamples] ?? {};
    const answers = { ...commonAnswers(operation), ...operation.answers };
    const ordered = Object.keys(answers).sort();
    const item: JsonObject = {
      operationId,
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      parameters: parameters(names, operation, example),
      ...(operation.apiKey ? { security: [{ ApiKey: [] }] } : {}),
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: ref(names, operation.body),
                  ...(example.body === undefined ? {} : { example: example.body as Json }),
                },
              },
            },
          }
        : {}),
      responses: Object.fromEntries(
        ordered.map((status) => [status, answerObject(names, answers[status] as AnswerDeclaration)]),
      ),
    };
    const forPath = (paths[operation.path] ??= {}) as JsonObject;
    forPath[operation.method] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'VanQuote API',
      version,
      summary: 'Quote and buy UK van insurance: proposals, quotes, add-ons, payment and acceptance.',
      description:
        'Every call under /api and /json needs `X-Requested-With: XMLHttpRequest`. Errors answer `{ error, message, errors? }` (the ApiError schema). A refused request writes nothing. Calls that change a proposal honour `If-Match` with the ETag the proposal was read with (409 when it moved on).',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(Object.values(operations).map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        ApiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An integrator\u2019s API key, issued by `npm run api-key -- issue <name>` and sent as `Authorization: Bearer <key>`. The key\u2019s name becomes the source of business of every proposal it sends.',
        },
      },
      parameters: {
        XRequestedWith: {
          name: 'X-Requested-With',
          in: 'header',
          required: true,
          description:
            'Shuts out cross-site requests: a browser cannot send it across sites without CORS, never granted.',
          schema: { type: 'string', enum: ['XMLHttpRequest'] },
        },
        XCaptchaToken: {
          name: 'X-Captcha-Token',
          in: 'header',
          required: true,
          description:
            'A fresh single-use token of the bot check (GET /api/recaptcha/token for the embedded one).',
          schema: { type: 'string' },
        },
        IfMatch: {
          name: 'If-Match',
          in: 'header',
          required: false,
          description:
            'The ETag the proposal was read with: the call is refused with 409 if another saved first.',
          schema: { type: 'string' },
        },
      },
    },
  };
}
