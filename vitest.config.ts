import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/render/testSetup.ts'],
        },
      },
    ],
  },
});
