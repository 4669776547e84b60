// First, so that its checks run after Testing Library's cleanup (after-hooks run last-first).
import '../consoleGuard';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';

// jsdom does not scroll; React Router's scroll restoration calls this on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// findBy and waitFor wait for what a page shows; on a busy machine that can take longer than the
// library's one second. A test that fails still fails, only later: the wait ends as soon as the
// page shows what is awaited.
configure({ asyncUtilTimeout: 15_000 });

// The form keeps a tab's answers in sessionStorage across reloads; each test is a new tab.
beforeEach(() => {
  window.sessionStorage.clear();
});
