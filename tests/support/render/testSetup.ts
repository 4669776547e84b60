import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { guardConsole } from '../consoleGuard';

// This file runs before every test file; the modules it imports may be shared by the test files of
// one worker (isolate: false), so what each file needs is done here, not on import.

// First, so that its checks run after the unmounting below (after-hooks run last-first): what a
// page prints as it goes is the test's too.
guardConsole();

// Each test starts on an empty document: Testing Library unmounts what the test drew, then the
// document is emptied of what it did not draw (a file's own elements, a script a page added to
// the head, the title with it, attributes set on the page): the test files of a worker share one
// document (isolate: false), and one file's leftovers reached another's queries. The test's fakes
// and spies are still in place here; Vitest removes them as the next test starts (unstubGlobals
// and restoreMocks in vitest.config.ts), so a page asks its own fake to the end.
afterEach(() => {
  cleanup();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
});

// No test reaches a network: a call that no fake of the test answers fails, naming the test that
// made it (a fake that vi.stubGlobal installs replaces this one until the next test starts).
globalThis.fetch = ((input: RequestInfo | URL) =>
  Promise.reject(
    new TypeError(`no fake answers ${String(input)}, fetched by "${expect.getState().currentTestName}"`),
  )) as typeof fetch;

// jsdom does not scroll; React Router's scroll restoration calls this on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// findBy and waitFor wait for what a page shows; on a busy machine that can take longer than the
// library's one second. A test that fails still fails, only later: the wait ends as soon as the
// page shows what is awaited.
configure({ asyncUtilTimeout: 30_000 });

// The form keeps a tab's answers in sessionStorage across reloads; each test is a new tab.
beforeEach(() => {
  window.sessionStorage.clear();
});

// Once its last step is open, the form makes the price page ready in idle time (ProposalForm): it
// imports the price page's code and its forms'. Loaded here first, those imports are answered from
// the worker's modules at once, so none is still on its way when the file that started it has
// ended (Vitest refuses a module asked for after a file's environment has gone).
await import('../../../renderer/app/pages/PricePresentationPage').then((page) => page.loadPriceForms());
