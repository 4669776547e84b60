import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and API tests. Pure code and the server run under Node; React components under jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{schemas,journey,server,scripts,tests}/**/*.test.ts'],
          exclude: ['tests/browser/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/testSetup.ts'],
        },
      },
    ],
  },
});
