import type { Alias } from 'vite';

/**
 * The app's code and its libraries (RJSF, TanStack Query, react-router) are written against React's
 * API; they run on Preact's React-compatible layer, preact/compat, which does the same work in a
 * tenth of React DOM's size (about 11 KiB gzip against 60), so a phone on a slow connection draws
 * the first step sooner. Every build of the app uses it, and so do the component tests
 * (vitest.config.ts) and the bench's plain-RJSF yardstick (scripts/benchForm.ts), so each is
 * measured on the runtime customers get. Each name is matched whole: react-router's own
 * subpaths are not React's.
 */
export const preactAlias: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
