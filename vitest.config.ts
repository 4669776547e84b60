import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The component tests that replace a module (vi.mock): the module must be imported afresh for
// them, so they do not share a worker's modules with the other files.
const MOCKS_MODULES = ['renderer/app/quote/checkout/PaymentPage.test.tsx'];

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
          exclude: MOCKS_MODULES,
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
          include: MOCKS_MODULES,
          setupFiles: ['tests/support/render/testSetup.ts'],
        },
      },
    ],
  },
});
