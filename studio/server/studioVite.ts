import type { Server } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ViteDevServer } from 'vite';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const projectJourney = join(repoRoot, 'journey') + sep;

/**
 * Serves the journey's documents from `journeyDir` to the page: the engine, the app's widgets and
 * journey/src import journey/ by relative paths, and a studio opened on a copy of the folder (the
 * tests') must draw the copy. The code in journey/src is never redirected.
 */
function journeyFolder(journeyDir: string): Plugin {
  const target = resolve(journeyDir);
  return {
    name: 'studio-journey-folder',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json') || target === resolve(projectJourney)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const id = resolved?.id;
      if (!id || !id.startsWith(projectJourney) || id.startsWith(`${projectJourney}src${sep}`)) return null;
      return join(target, id.slice(projectJourney.length));
    },
  };
}

/**
 * Vite in middleware mode with its root in studio/page: the page imports the real engine, widgets
 * and journey code, and Vite follows every saved document it imports (steps, forms, rules, lists,
 * content) with hot reload. Every change under the journey folder (personas too) is also told to
 * the page as `studio:journey-changed`, so it fetches the outline and findings again.
 */
export async function studioVite(journeyDir: string, httpServer: Server): Promise<ViteDevServer> {
  const vite = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('../page', import.meta.url)),
    appType: 'spa',
    logLevel: 'warn',
    plugins: [react(), journeyFolder(journeyDir)],
    resolve: {
      alias: {
        // As in the customer app (renderer/vite.config.ts); fast-uri stays: run-time ajv parses URIs.
        'markdown-to-jsx/react': join(repoRoot, 'renderer/plainMarkdown.tsx'),
      },
    },
    server: {
      middlewareMode: true,
      hmr: { server: httpServer, overlay: false },
      fs: { allow: [repoRoot, resolve(journeyDir)] },
    },
  });
  vite.watcher.add(resolve(journeyDir));
  const changed = (file: string) => {
    if (!resolve(file).startsWith(resolve(journeyDir) + sep)) return;
    const name = resolve(file)
      .slice(resolve(journeyDir).length + 1)
      .split(sep)
      .join('/');
    vite.ws.send({ type: 'custom', event: 'studio:journey-changed', data: { file: name } });
  };
  vite.watcher.on('change', changed);
  vite.watcher.on('add', changed);
  vite.watcher.on('unlink', changed);
  return vite;
}
