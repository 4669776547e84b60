// Runs the browser's fingerprint loader (renderer/public/iojs/loader.js) in a bare VM context and
// reads its blackbox with the server's decoder: the contract between the two sides.
import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, test } from 'vitest';
import { decodeBlackbox } from './decodeBlackbox';
import { EmbeddedFraudProvider } from './EmbeddedFraudProvider';

const code = readFileSync(new URL('../../../renderer/public/iojs/loader.js', import.meta.url), 'utf8');

interface Igloo {
  getBlackbox: () => { blackbox: string; finished: boolean };
  loader: Record<string, unknown>;
}

/** A page: window globals, a hidden field, and what the page set before loading the script. */
function load(
  options: {
    navigator?: Record<string, unknown>;
    before?: Record<string, unknown>;
    readyState?: string;
  } = {},
) {
  const field = { id: 'ioBlackBox', value: '' };
  const listeners: Record<string, () => void> = {};
  const window: Record<string, unknown> = {
    navigator: {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36 Łódź',
      language: 'en-GB',
      languages: ['en-GB', 'en'],
      platform: 'Win32',
      hardwareConcurrency: 8,
      maxTouchPoints: 0,
      cookieEnabled: true,
      webdriver: false,
      ...options.navigator,
    },
    screen: { width: 1920, height: 1080, colorDepth: 24 },
    devicePixelRatio: 1.25,
    document: {
      readyState: options.readyState ?? 'complete',
      getElementById: (id: string) => (id === field.id ? field : null),
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    },
    TextEncoder,
    btoa,
    ...options.before,
  };
  window.window = window;
  runInContext(code, createContext(window));
  return { window, field, listeners };
}

const box = (window: Record<string, unknown>) => (window.IGLOO as Igloo).getBlackbox();
/** The blackbox the page would post. */
const blackboxOf = (window: Record<string, unknown>) => box(window).blackbox;

describe('the embedded fingerprint loader', () => {
  test('defines IGLOO.getBlackbox, finished at once, and fills the configured field', () => {
    const { window, field } = load({
      before: {
        IGLOO: {
          bbout_element_id: 'ioBlackBox',
          enable_flash: false,
          loader: { version: 'general5', uri_hook: '/iojs' },
        },
      },
    });
    const result = box(window);
    expect(result.finished).toBe(true);
    expect(field.value).toBe(result.blackbox);
    expect((window.IGLOO as Igloo).loader).toEqual({ version: 'embedded1', uri_hook: '/iojs' });
  });

  test('its blackbox reads on the server and is allowed', async () => {
    const { window } = load();
    const { blackbox } = box(window);
    expect(blackbox.length).toBeLessThan(2000);
    const decoded = decodeBlackbox(blackbox);
    expect(decoded?.automated).toBe(false);
    expect(Math.abs(decoded!.collectedAt - Date.now())).toBeLessThan(60_000);
    const fraud = new EmbeddedFraudProvider({
      clock: () => new Date(),
      // The first sighting of this device.
      sightings: { record: async () => 1 },
    });
    const decision = await fraud.check({ blackbox, proposalUuid: '00000000-0000-4000-8000-000000000001' });
    expect(decision.result).toBe('allow');
  });

  test('the same device gives the same device id on every call', () => {
    const first = decodeBlackbox(blackboxOf(load().window))?.deviceId;
    expect(decodeBlackbox(blackboxOf(load().window))?.deviceId).toBe(first);
    expect(decodeBlackbox(blackboxOf(load({ navigator: { language: 'cy' } }).window))?.deviceId).not.toBe(
      first,
    );
  });

  test('a browser driven by WebDriver is flagged, so the check reviews it', () => {
    expect(decodeBlackbox(blackboxOf(load({ navigator: { webdriver: true } }).window))?.automated).toBe(true);
  });

  test('honours io_global_object_name and calls bb_callback when the page is ready', () => {
    const calls: unknown[][] = [];
    const { window, listeners } = load({
      readyState: 'loading',
      before: {
        io_global_object_name: 'FRAUDCHECK',
        FRAUDCHECK: { bb_callback: (...args: unknown[]) => calls.push(args) },
      },
    });
    expect(window.IGLOO).toBeUndefined();
    expect(calls).toEqual([]);
    listeners.DOMContentLoaded?.();
    expect(calls).toEqual([[expect.any(String), true]]);
    expect(decodeBlackbox(calls[0]![0] as string)).toBeDefined();
  });

  test('works with no field and a sparse navigator', () => {
    const { window } = load({
      navigator: { userAgent: undefined, languages: undefined, hardwareConcurrency: 'x' },
    });
    expect(decodeBlackbox(blackboxOf(window))).toBeDefined();
  });
});
