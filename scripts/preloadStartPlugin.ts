import { basename } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The part of a built chunk this plugin reads (Vite's and Rolldown's output chunk). */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  /** The modules in the chunk (a chunk made by a group of appCodeGroup has no facade module). */
  moduleIds?: string[];
}

/**
 * The files to preload for `modules`: each chunk the entry chunk imports dynamically whose module
 * (or, for a chunk without one, any module in it) is one of them, with every chunk it imports, depth first, each once, skipping `known`.
 */
export function startChunkFiles(
  entry: BuiltChunk,
  bundle: Record<string, BuiltChunk | { type: 'asset' }>,
  modules: ReadonlySet<string>,
  known: ReadonlySet<string> = new Set(),
): string[] {
  const files: string[] = [];
  const seen = new Set<string>([entry.fileName, ...entry.imports, ...known]);
  const visit = (fileName: string): void => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    chunk.imports.forEach(visit);
    files.push(fileName);
  };
  for (const fileName of entry.dynamicImports) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') continue;
    const ids = chunk.facadeModuleId ? [chunk.facadeModuleId] : (chunk.moduleIds ?? []);
    if (ids.some((id) => modules.has(id))) {
      visit(fileName);
    }
  }
  return files;
}

/**
 * Part of `npm run build`: the page's entry loads the app's own code with import() so that it runs
 * in a task of its own (renderer/app/main.tsx). Vite preloads only what the entry imports
 * statically, so this adds a modulepreload link for those modules' chunks (`modules`, absolute
 * paths), and the chunks they import, to index.html: they arrive alongside the entry rather than
 * after it has run.
 */
export function preloadStartPlugin(modules: readonly string[]): Plugin {
  const wanted = new Set(modules);
  return {
    name: 'vanquote:preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context): HtmlTagDescriptor[] {
        const { chunk, bundle } = context;
        if (!chunk || !bundle) return [];
        const files = startChunkFiles(
          chunk as unknown as BuiltChunk,
          bundle as unknown as Record<string, BuiltChunk>,
          wanted,
        ).filter((file) => !html.includes(`/${file}"`));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

/** The part of the bundler's module information appCodeGroup reads. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** `from` and every module it imports statically, directly or not. */
function staticallyReached(from: string, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (reached.has(next)) continue;
    reached.add(next);
    stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return reached;
}

/**
 * A chunk group for the bundler (Rolldown's codeSplitting.groups): every module that `module`
 * imports statically, directly or not, goes into one chunk with it, named after it, except what
 * the page's entry (`entry`) imports statically, which stays in the entry's chunk, and the
 * libraries (node_modules) among them with what they import, which go into a second chunk named
 * after it with `Libraries` (appCodeLibraries), so that the page may run them in a task before
 * the app's own.
 * Dynamic imports keep their own chunks. The modules are found once, on the first call. The chunk
 * also holds the modules `alsoHolds` names (pageCodeGroup's sharedWithApp).
 */
export function appCodeGroup(
  module: string,
  entry: string,
  alsoHolds: (id: string, graph: ModuleGraph) => boolean = () => false,
) {
  let members: Set<string> | undefined;
  let libraries: Set<string> | undefined;
  const name = basename(module).replace(/\.[^.]+$/, '');
  return {
    // Only the modules found here: the entry's own (React's layer, the router) stay in its chunk.
    includeDependenciesRecursively: false,
    name: (id: string, graph: ModuleGraph): string | null => {
      if (!members) {
        const inEntry = staticallyReached(entry, graph);
        members = new Set([...staticallyReached(module, graph)].filter((m) => !inEntry.has(m)));
        // With all they import (also the app's own stand-ins some are aliased to, renderer/vite.config.ts),
        // so that the libraries' chunk never imports from the app's: no cycle between the two.
        libraries = new Set(
          [...members]
            .filter((m) => m.includes('/node_modules/'))
            .flatMap((m) => [...staticallyReached(m, graph)])
            .filter((m) => members!.has(m)),
        );
      }
      if (!members.has(id)) return alsoHolds(id, graph) ? name : null;
      return libraries!.has(id) ? `${name}Libraries` : name;
    },
  };
}

/**
 * A chunk group for the bundler, as appCodeGroup: every module that `module` imports statically,
 * directly or not, goes into one chunk named after it, except what the modules of `before` (the
 * page's entry, the app's code) import statically, which their chunks hold. For a module that
 * gathers libraries (renderer/app/formLibraries.ts): a page that needs them runs them in a task of
 * their own, and a page that does not never loads them.
 */
export function librariesGroup(module: string, before: readonly string[]) {
  let members: Set<string> | undefined;
  const name = basename(module).replace(/\.[^.]+$/, '');
  return {
    includeDependenciesRecursively: false,
    name: (id: string, graph: ModuleGraph): string | null => {
      if (!members) {
        const earlier = new Set(before.flatMap((m) => [...staticallyReached(m, graph)]));
        members = new Set([...staticallyReached(module, graph)].filter((m) => !earlier.has(m)));
      }
      return members.has(id) ? name : null;
    },
  };
}

/**
 * A chunk group for the bundler for the code of some pages (the form's): every module that the
 * modules of `pages` import statically, directly or not, goes into one chunk named `name`, except
 * the pages themselves (each keeps a chunk of its own, which its route's import() names), what the
 * modules of `app` (the entry, the app's code) and `libraries` (the form's libraries) import
 * statically (their chunks hold it), and what those of `others` (the other pages) that run
 * without those libraries import statically as well, when it runs on no library of its own
 * (`sharedWithApp`, which the app's chunk takes: see appCodeGroup). So a page after the form never loads the form's
 * code, and the form loads one chunk rather than many small ones, which compress worse.
 */
export function pageCodeGroup(
  name: string,
  pages: readonly string[],
  app: readonly string[],
  libraries: readonly string[],
  others: readonly string[],
) {
  let plan: { members: Set<string>; shared: Set<string> } | undefined;
  const planFor = (graph: ModuleGraph) => {
    if (plan) return plan;
    const inApp = new Set(app.flatMap((m) => [...staticallyReached(m, graph)]));
    const inLibraries = new Set(libraries.flatMap((m) => [...staticallyReached(m, graph)]));
    const earlier = new Set([...inApp, ...inLibraries]);
    // What the other pages that run without the form's libraries import (a page that runs on them,
    // the summary's form, say, loads the form's chunk anyway).
    const elsewhere = new Set(
      others
        .map((m) => [...staticallyReached(m, graph)])
        .filter((reached) => !reached.some((r) => inLibraries.has(r) && !inApp.has(r)))
        .flat(),
    );
    const own = new Set(
      pages
        .flatMap((m) => [...staticallyReached(m, graph)])
        .filter((m) => !earlier.has(m) && !pages.includes(m)),
    );
    // Shared with the app only when all it imports is the app's already or app code like it.
    const plain = (m: string) =>
      [...staticallyReached(m, graph)].every(
        (r) => inApp.has(r) || (own.has(r) && !r.includes('/node_modules/') && !r.startsWith('\0')),
      );
    const shared = new Set([...own].filter((m) => elsewhere.has(m) && plain(m)));
    plan = { members: new Set([...own].filter((m) => !shared.has(m))), shared };
    return plan;
  };
  return {
    group: {
      includeDependenciesRecursively: false,
      name: (id: string, graph: ModuleGraph): string | null => (planFor(graph).members.has(id) ? name : null),
    },
    sharedWithApp: (id: string, graph: ModuleGraph): boolean => planFor(graph).shared.has(id),
  };
}
