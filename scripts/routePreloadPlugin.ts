import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Where the build writes, under its output folder, the chunks each route's page needs
 * (RoutePreloads). The folder starts with a dot, so the server never serves it as a file.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Route name (journey.json) to the addresses of the script chunks its page needs that index.html
 * does not already name, the chunks a chunk imports before it. Only the routes whose page arrives
 * when first visited have an entry. The server adds a modulepreload link for each to the page it
 * sends for that route's address (server/webApp.ts).
 */
export type RoutePreloads = Record<string, string[]>;

/** The part of a built chunk this plugin reads (Vite's and Rolldown's output chunk). */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

type Bundle = Record<string, BuiltChunk | { type: 'asset'; fileName: string; source?: unknown }>;

/** An ESTree node, as far as this file reads it. */
interface AstNode {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** The first `import('...')` in `node`, depth first, as its specifier. */
function firstImport(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = firstImport(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!isNode(node)) return undefined;
  if (node.type === 'ImportExpression') {
    const source = node.source;
    return isNode(source) && source.type === 'Literal' && typeof source.value === 'string'
      ? source.value
      : undefined;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || typeof value !== 'object') continue;
    const found = firstImport(value);
    if (found) return found;
  }
  return undefined;
}

/** An object literal under `node`'s TypeScript wrappers (`satisfies`, `as`), if it is one. */
function objectLiteral(node: unknown): AstNode | undefined {
  let current = node;
  while (isNode(current) && (current.type === 'TSSatisfiesExpression' || current.type === 'TSAsExpression')) {
    current = current.expression;
  }
  return isNode(current) && current.type === 'ObjectExpression' ? current : undefined;
}

/**
 * The module each property of the object literal `name` (a top-level `const`, exported or not)
 * imports dynamically, by the property's name: for `pageLoaders = { Recall: async () =>
 * (await import('./pages/RecallPage')).RecallPage }`, Recall -> './pages/RecallPage'. A property
 * whose value imports nothing is left out.
 */
export function loaderImports(program: unknown, name: string): Map<string, string> {
  const found = new Map<string, string>();
  const body = isNode(program) && Array.isArray(program.body) ? program.body : [];
  for (const statement of body) {
    const declaration =
      isNode(statement) && statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as unknown[]) {
      if (!isNode(declarator) || !isNode(declarator.id) || declarator.id.name !== name) continue;
      const object = objectLiteral(declarator.init);
      for (const property of (object?.properties as unknown[] | undefined) ?? []) {
        if (!isNode(property) || property.type !== 'Property' || !isNode(property.key)) continue;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.value;
        const specifier = firstImport(property.value);
        if (typeof key === 'string' && specifier) found.set(key, specifier);
      }
    }
  }
  return found;
}

/**
 * The files of the chunk whose module is `module` and of every chunk it imports statically,
 * directly or not, imports first, each once, leaving out those `skip` names (the page names them
 * already, and what they import). What the chunk imports dynamically (code a page asks for after
 * it is drawn) is left out.
 */
export function chunkFilesFor(bundle: Bundle, module: string, skip: (fileName: string) => boolean): string[] {
  const start = Object.values(bundle).find(
    (chunk): chunk is BuiltChunk => chunk.type === 'chunk' && chunk.facadeModuleId === module,
  );
  if (!start) return [];
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string): void => {
    if (seen.has(fileName) || skip(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    chunk.imports.forEach(visit);
    files.push(fileName);
  };
  visit(start.fileName);
  return files;
}

/**
 * Part of `npm run build`: writes ROUTE_PRELOADS_FILE, the chunks each route's page needs, so the
 * server can have the browser fetch them with the page rather than once the entry has run and
 * asked for them. The routes and their pages are read from `loaders`, the module whose object
 * `name` maps each route that loads its page when first visited to an import() of the page
 * (renderer/app/pageLoaders.ts); chunks index.html already names are left out.
 */
export function routePreloadPlugin(loaders: string, name: string): Plugin {
  let modules = new Map<string, string>();
  let base = '/';
  return {
    name: 'vanquote:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      const imports = loaderImports(this.parse(readFileSync(loaders, 'utf8'), { lang: 'ts' }), name);
      if (imports.size === 0) this.error(`${loaders} has no object ${name} of routes to import()s`);
      modules = new Map();
      for (const [route, specifier] of imports) {
        const resolved = await this.resolve(specifier, loaders);
        if (!resolved) this.error(`${loaders}: ${route}'s page ${specifier} is not found`);
        modules.set(route, resolved.id);
      }
    },
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const bundle = output as unknown as Bundle;
        const page = bundle['index.html'];
        const html = page?.type === 'asset' ? String(page.source) : '';
        const href = (fileName: string) => `${base}${fileName}`;
        const preloads: RoutePreloads = {};
        for (const [route, module] of modules) {
          const files = chunkFilesFor(bundle, module, (fileName) => html.includes(`"${href(fileName)}"`));
          if (files.length > 0) preloads[route] = files.map(href);
          else this.warn(`${route}'s page (${module}) has no chunk of its own to preload`);
        }
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_PRELOADS_FILE,
          source: `${JSON.stringify(preloads, null, 2)}\n`,
        });
      },
    },
  };
}
