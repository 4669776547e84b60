import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAlias } from './scripts/preactAlias';

// The component test file that does not share a worker's modules with the others: PaymentPage
// replaces a module (vi.mock), which must be imported afresh for it. The form's whole-flow tests
// (renderer/app/form) share a worker like the rest now that each test starts on an empty document
// (testSetup.ts) and a step's focus on its first error, due 200 ms after Continue, no longer moves
// the focus in the next test (useStepValidation.ts). Starting each of the six cold, in a jsdom
// and modules of their own, took some 20 s of a core more than sharing.
const ISOLATED = ['renderer/app/quote/checkout/PaymentPage.test.tsx'];

// A component test's fakes (vi.stubGlobal: the fake API's fetch) and spies (vi.spyOn) stay until
// the next test starts, when Vitest takes them away: the page the test drew is unmounted first
// (testSetup.ts), so what it still asks for as it goes reaches the test's own fake. A file's
// afterEach runs before that unmounting, so the files do not remove them themselves.
const DOM_STUBS = { unstubGlobals: true, restoreMocks: true } as const;

// Unit and API tests. Pure code and the server run under Node; React components under jsdom.
export default defineConfig({
  plugins: [react()],
  // The components run on Preact's React layer, as in the built app (scripts/preactAlias.ts). The
  // libraries that import React are compiled with the tests (inline) so the alias reaches them;
  // Testing Library's main file, and react-router's under Node, are CommonJS, whose require() no
  // alias reaches, so their ES modules are used.
  resolve: {
    alias: [
      ...preactAlias,
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/development/index.mjs', import.meta.url),
        ),
      },
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL(
            './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
            import.meta.url,
          ),
        ),
      },
    ],
  },
  test: {
    globals: true,
    // A test fails on what it sees, never on how busy the machine is: the time limits only stop a
    // test that hangs. Speed is measured by `npm run bench`.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A worker per core (Vitest's default leaves one core to itself, a single worker on two cores):
    // `npm test` runs the browser tests beside these, and they leave much of a core idle.
    maxWorkers: availableParallelism(),
    server: {
      deps: { inline: [/@testing-library\/react/, /@rjsf\//, /@tanstack\/react-query/, /react-router/] },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{schemas,journey,server,scripts,studio,tests}/**/*.test.ts'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          setupFiles: ['tests/support/nodeSetup.ts'],
          // The test files of a worker share the modules they import (the server, the journey, the
          // compiled validators), as in the dom project: importing them afresh for each of some 260
          // files took two thirds of this project's time. No node test replaces a module or a
          // global; the two that fake the clock put it back after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
          setupFiles: ['tests/support/render/testSetup.ts'],
          ...DOM_STUBS,
          // The test files of a worker share one jsdom and the modules they import (React, RJSF,
          // the journey, the validators): set up once rather than for each of some eighty files,
          // which took most of this project's time. The setup file still runs for each file, and
          // each test starts on an empty document, storage and console (testSetup.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: ISOLATED,
          setupFiles: ['tests/support/render/testSetup.ts'],
          ...DOM_STUBS,
        },
      },
    ],
  },
});
