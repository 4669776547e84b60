import { expect, test, type Page } from '@playwright/test';
import form from '../../journey/content/form.json' with { type: 'json' };
import { fillTemplate } from '../../journey/src/fillTemplate';
import { quotedProposal } from './purchaseHelpers';

/** `text` matched as written inside a regular expression (a journey text may hold "[" or "("). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Nothing on the form's pages moves once it has been drawn, until the customer does something:
// not the footer while the stored proposal arrives, not the steps' headers while the open step's
// checks and questions arrive (a long step is drawn a slice at a time). A header that moved
// between the press of a click and its release took the focus but was never clicked, and the
// step it names never opened: a test failed so on a busy machine, and a tap on a slow phone is
// lost the same way.
//
// The main thread runs four times slower, as on a phone, so the step arrives over many tasks. The
// page records the layout shifts the browser reports and, after every change to the page, where
// each step header that can be seen is on the page (not on the screen: scroll anchoring, which
// only some browsers have, hides a move from the screen but not from a tap that comes before it).
// Nothing waits for a time to pass.

interface Moved {
  header: string;
  from: number;
  to: number;
}

declare global {
  interface Window {
    __shifts: number;
    __headerMoves: Moved[];
  }
}

function recordMoves() {
  window.__shifts = 0;
  window.__headerMoves = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) window.__shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const seenAt = new Map<string, number>();
  let input = false;
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => (input = true), true);
  const look = () => {
    if (input) return;
    for (const button of document.querySelectorAll<HTMLButtonElement>('.step-header button')) {
      if (getComputedStyle(button).visibility !== 'visible') continue;
      const top = Math.round(button.getBoundingClientRect().top + window.scrollY);
      const before = seenAt.get(button.id);
      if (before !== undefined && before !== top)
        window.__headerMoves.push({ header: button.id, from: before, to: top });
      seenAt.set(button.id, top);
    }
  };
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

const header = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^${escape(fillTemplate(form.engine.stepLabel, { n }))} `) });

/** Opens `path` on a slow main thread and waits until the open step has arrived whole. */
async function openWhole(page: Page, path: string) {
  await page.addInitScript(recordMoves);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
  await expect(header(page, 7)).toBeVisible();
  await expect(page.locator('.drawing-later, .step-loading')).toHaveCount(0);
  // Two frames, so that the browser has reported the layout shifts of the last drawing.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return {
    shifts: await page.evaluate(() => window.__shifts),
    headerMoves: await page.evaluate(() => window.__headerMoves),
  };
}

test('a new quote: nothing moves while step 1 arrives', async ({ page }) => {
  const { shifts, headerMoves } = await openWhole(page, '/get-a-quote');
  expect(headerMoves).toEqual([]);
  expect(shifts).toBeLessThan(0.01);
});

test('a stored proposal: nothing moves while it and its first step arrive, and a header clicked at once opens its step', async ({
  page,
}) => {
  const { uuid } = await quotedProposal(page.request);
  const { shifts, headerMoves } = await openWhole(page, `/quote/edit?uuid=${uuid}`);
  expect(headerMoves).toEqual([]);
  expect(shifts).toBeLessThan(0.01);
  await header(page, 4).click();
  await expect(header(page, 4)).toHaveAttribute('aria-expanded', 'true');
});
