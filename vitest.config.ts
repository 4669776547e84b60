import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The component test files that do not share a worker's modules with the others. PaymentPage
// replaces a module (vi.mock), which must be imported afresh for it. The form's whole-flow tests
// (formHistory's Back then Forward, ProposalForm's van search) failed now and then when they
// shared a worker: what an earlier file leaves loaded changes their timing; the cause is not
// found yet, so they start cold as before.
const ISOLATED = ['renderer/app/quote/checkout/PaymentPage.test.tsx', 'renderer/app/form/**/*.test.tsx'];

// Unit and API tests. Pure code and the server run under Node; React components under jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // A test fails on what it sees, never on how busy the machine is: the time limits only stop a
    // test that hangs. Speed is measured by `npm run bench`.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{schemas,journey,server,scripts,studio,tests}/**/*.test.ts'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          setupFiles: ['tests/support/nodeSetup.ts'],
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
        },
      },
    ],
  },
});
