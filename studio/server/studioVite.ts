import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { invalidJsonMessage } from '../../journey/src/checks/invalidJson';
import { preactAlias } from '../../scripts/preactAlias';
import { SITE_ICON_LINK } from '../../server/siteIcon';
import { unreadableDocument } from '../lib/unreadableDocument';

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
 * Gives the page each journey document as it was last readable: a document saved half-written or
 * broken (the checker names its line and column) would otherwise fail the page's import, and the
 * whole studio would stay blank until it is fixed. A step, form, list, rules or journey document
 * never readable is given as a stand-in holding its finding (studio/lib/unreadableDocument.ts),
 * which the page shows where the step would be; any other is given as `{}`.
 */
function lastReadable(journeyDir: string): Plugin {
  const folder = resolve(journeyDir) + sep;
  const readable = new Map<string, string>();
  return {
    name: 'studio-last-readable',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.json') || !resolve(file).startsWith(folder)) return null;
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return null;
      }
      try {
        JSON.parse(text);
        readable.set(file, text);
        return text;
      } catch (error) {
        const last = readable.get(file);
        if (last !== undefined) return last;
        const name = relativeTo(journeyDir, file);
        if (name === undefined || !isLiveDocument(name)) return '{}';
        return JSON.stringify(unreadableDocument(name, invalidJsonMessage(text, error)));
      }
    },
  };
}

/** The documents the page rebuilds from what the server pushes (studio/page/live/liveJourney.ts). */
export const isLiveDocument = (file: string) =>
  /^(steps|forms|lists|samples)\/.+\.json$/.test(file) || file === 'rules.json' || file === 'journey.json';

/** The journey folder's files by their path relative to it, or undefined for a file outside it. */
const relativeTo = (journeyDir: string, file: string) => {
  const folder = resolve(journeyDir) + sep;
  return resolve(file).startsWith(folder)
    ? resolve(file).slice(folder.length).split(sep).join('/')
    : undefined;
};

/**
 * Leaves the documents the page takes as pushed out of Vite's hot reload: Vite still forgets the
 * old module (a page loaded later gets the file as saved), but no module is re-run for them.
 */
function pushedNotReloaded(journeyDir: string): Plugin {
  return {
    name: 'studio-pushed-documents',
    handleHotUpdate({ file, modules }) {
      const name = relativeTo(journeyDir, file);
      return name !== undefined && isLiveDocument(name) ? [] : modules;
    },
  };
}

/**
 * The studio's pages (the studio and its preview frames) link the site's icon as the customer
 * app's and the server's own pages do: without a link the browser asks for /favicon.ico, which is
 * not there, and the console shows a 404. The icon is served from the app's public folder.
 */
function siteIcon(): Plugin {
  return {
    name: 'studio-site-icon',
    transformIndexHtml: (html) => html.replace('</head>', `  ${SITE_ICON_LINK}\n  </head>`),
  };
}

/**
 * Vite in middleware mode with its root in studio/page: the page imports the real engine, widgets
 * and journey code, and Vite follows every saved document it imports (steps, forms, rules, lists,
 * content). A saved step, form, list, rules, journey or persona document is read at once and pushed
 * to the page whole (`studio:document`), which rebuilds only what it feeds; content files go by
 * Vite's hot reload. Every change under the journey folder is also told to the page as
 * `studio:journey-changed` and to `onChange` (the server reads and checks the journey again).
 */
export async function studioVite(
  journeyDir: string,
  httpServer: Server,
  onChange: (file: string) => void = () => {},
): Promise<ViteDevServer> {
  const vite = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('../page', import.meta.url)),
    appType: 'spa',
    logLevel: 'warn',
    // As in the customer app (renderer/vite.config.ts): the engine runs on Preact's React layer, so
    // the preview draws each step on the runtime customers get, and React Fast Refresh (which hooks
    // into React DOM) is off. fast-uri stays: run-time ajv parses URIs.
    plugins: [
      react({ refreshExclude: /./ }),
      journeyFolder(journeyDir),
      lastReadable(journeyDir),
      pushedNotReloaded(journeyDir),
      siteIcon(),
    ],
    publicDir: join(repoRoot, 'renderer/public'),
    resolve: {
      alias: [
        ...preactAlias,
        { find: 'markdown-to-jsx/react', replacement: join(repoRoot, 'renderer/plainMarkdown.tsx') },
      ],
    },
    server: {
      middlewareMode: true,
      hmr: { server: httpServer, overlay: false },
      fs: { allow: [repoRoot, resolve(journeyDir)] },
    },
  });
  vite.watcher.add(resolve(journeyDir));
  // The last push of each document, with the text it was read from. A save can reach the watcher
  // as two events (the file emptied, then written) and the second may be folded into the first, so
  // each push is followed by one more look a moment later, which pushes the text if it has changed
  // since. A page or frame asks for the last pushes once it runs (`studio:catch-up`,
  // live/liveJourney.ts): one that read a document before a save, but whose connection opened only
  // after the save's push went out, would otherwise show the document as it was until the next.
  const sent = new Map<string, { text: string; data: { file: string; document: unknown; push: number } }>();
  // Each push is numbered, so a frame that loaded later counts the pushes as the page does.
  let pushes = 0;
  vite.ws.on('studio:catch-up', (_data: unknown, client) => {
    for (const { data } of sent.values()) client.send('studio:document', data);
  });
  const push = (file: string, name: string, again: number) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return; // removed: the checker says what is missing
    }
    if (sent.get(name)?.text !== text) {
      try {
        const document: unknown = JSON.parse(text);
        pushes += 1;
        const data = { file: name, document, push: pushes };
        sent.set(name, { text, data });
        vite.ws.send({ type: 'custom', event: 'studio:document', data });
      } catch {
        // Half written or not JSON: looked at again below; the checker's finding says which.
      }
    }
    if (again > 0) setTimeout(() => push(file, name, again - 1), 120);
  };
  const changed = (file: string) => {
    const name = relativeTo(journeyDir, file);
    if (name === undefined || name.startsWith('src/')) return;
    if (isLiveDocument(name)) push(file, name, 2);
    vite.ws.send({ type: 'custom', event: 'studio:journey-changed', data: { file: name } });
    onChange(name);
  };
  vite.watcher.on('change', changed);
  vite.watcher.on('add', changed);
  vite.watcher.on('unlink', changed);
  return vite;
}
