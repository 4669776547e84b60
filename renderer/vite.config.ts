import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledValidatorsPlugin } from '../scripts/precompiledValidatorsPlugin';
import { preactAlias } from '../scripts/preactAlias';
import {
  appCodeGroup,
  librariesGroup,
  pageCodeGroup,
  preloadStartPlugin,
} from '../scripts/preloadStartPlugin';
import { precompressPlugin } from '../scripts/precompress';
import { routePreloadPlugin } from '../scripts/routePreloadPlugin';

const rendererRoot = fileURLToPath(new URL('.', import.meta.url));
const appCodeModule = fileURLToPath(new URL('./app/appCode.ts', import.meta.url));
const librariesModule = fileURLToPath(new URL('./app/appLibraries.ts', import.meta.url));
const formLibrariesModule = fileURLToPath(new URL('./app/formLibraries.ts', import.meta.url));
const entryModule = fileURLToPath(new URL('./app/main.tsx', import.meta.url));
const pageLoadersModule = fileURLToPath(new URL('./app/pageLoaders.ts', import.meta.url));
const pagesFolder = fileURLToPath(new URL('./app/pages/', import.meta.url));
const formPages = ['QuoteCreateFormPage.tsx', 'QuoteEditFormPage.tsx'].map((file) => pagesFolder + file);
const otherPages = readdirSync(pagesFolder)
  .filter((file) => /^[A-Z]\w*\.tsx$/.test(file))
  .map((file) => pagesFolder + file)
  .filter((file) => !formPages.includes(file));
const formCode = pageCodeGroup(
  'formCode',
  formPages,
  [entryModule, appCodeModule],
  [formLibrariesModule],
  otherPages,
);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// The API server the dev server and preview pass /api and /json to (scripts/dev.mjs sets PORT).
const apiServer = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

// Vite loads this file with its module runner (`--configLoader runner`: package.json's build,
// scripts/dev.mjs, the tests that build the app), which runs it and the plugins' imports of the
// journey and the app as they are; the default loader bundles them first and printed a warning for
// every import written without a file extension. Both give the same build.
// The built app runs under a strict Content-Security-Policy (script-src 'self', style-src 'self'):
// Vite emits external module scripts and extracted CSS files only, and nothing here may add inline
// code. The app imports journey/ from outside the root, hence fs.allow.
export default defineConfig(({ command }) => ({
  root: rendererRoot,
  base: '/',
  // The form's validators are precompiled at build time: ajv's runtime compiler needs 'unsafe-eval'.
  // The built files get brotli and gzip copies, which the server sends to browsers that take them.
  // The app's code and its libraries, which main.tsx imports after React has run, are preloaded by
  // index.html. The chunks of each page that arrives when first visited are listed by route
  // (scripts/routePreloadPlugin.ts), and the server preloads them on that page's address.
  // React Fast Refresh hooks into React DOM, which the app does not run on (Preact, below): it is
  // off, so an edited module reloads the page in development rather than leaving it stale.
  plugins: [
    react({ refreshExclude: /./ }),
    precompiledValidatorsPlugin(),
    preloadStartPlugin([appCodeModule, librariesModule]),
    routePreloadPlugin(pageLoadersModule, 'pageLoaders'),
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      // React's API on Preact (scripts/preactAlias.ts).
      ...preactAlias,
      // RJSF's markdown support is never turned on by the journey's ui documents.
      {
        find: 'markdown-to-jsx/react',
        replacement: fileURLToPath(new URL('./plainMarkdown.tsx', import.meta.url)),
      },
      // The built app's schema library needs only resolve and equal of its URI library, which
      // the browser's URL does (see plainUri.ts). The dev server compiles validators at run time,
      // which also parses URIs, so it keeps the real library.
      // react-router's package points every bundler at its development build (the same code with
      // its console warnings on); the built app takes the production build beside it.
      ...(command === 'build'
        ? [
            // RJSF's grid layout field, which no ui document of the journey names (noGridLayout.tsx);
            // the one module that imports it by this name is RJSF's list of fields.
            {
              find: /^\.\/LayoutGridField\.js$/,
              replacement: fileURLToPath(new URL('./noGridLayout.tsx', import.meta.url)),
            },
            { find: 'fast-uri', replacement: fileURLToPath(new URL('./plainUri.ts', import.meta.url)) },
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    // Everything the app's code (appCode.ts) imports stays in its one chunk, also what a later
    // page shares with it: main.tsx starts a later page's code beside the app's, and without this
    // the shared modules would be cut into many small chunks, more requests that compress worse.
    rolldownOptions: {
      // The form's libraries (RJSF) are a chunk of their own, which only the pages that draw a form
      // load (renderer/app/formLibraries.ts), and so is the form's own code, but for what a later
      // page imports too, which joins the app's code.
      output: {
        codeSplitting: {
          groups: [
            appCodeGroup(appCodeModule, entryModule, formCode.sharedWithApp),
            librariesGroup(formLibrariesModule, [entryModule, appCodeModule]),
            formCode.group,
          ],
        },
      },
      // No warning that the plugins took a large share of the build's time: that share depends on
      // how busy the machine is, not on the code, and the tests that build the app fail on a
      // warning they did not expect.
      checks: { bundlerTimings: false },
      // React Router asks React for useOptimistic by a name it spells at run time, and does without
      // it where the React it runs on has none, as Preact's React layer has not: the bundler's
      // warning that the import is always undefined says only that.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
        warn(warning);
      },
    },
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // Inlined assets would be data: URLs, which the policy may refuse.
    assetsInlineLimit: 0,
    // Every browser the app serves takes modulepreload links itself (Chrome 66, Safari 17,
    // Firefox 115); the polyfill only made the first chunk larger.
    modulePreload: { polyfill: false },
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/json': { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/json': { target: apiServer, changeOrigin: false },
    },
  },
}));
