import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The part of a built chunk this plugin reads (Vite's and Rolldown's output chunk). */
interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}

/**
 * The files to preload for `modules`: each chunk the entry chunk imports dynamically whose module
 * is one of them, with every chunk it imports, depth first, each once, skipping `known`.
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
    if (chunk?.type === 'chunk' && chunk.facadeModuleId && modules.has(chunk.facadeModuleId)) {
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
