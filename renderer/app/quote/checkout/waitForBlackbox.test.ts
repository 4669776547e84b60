import errors from '../../../../journey/content/errors.json';
import {
  FINGERPRINT_SCRIPT,
  FINGERPRINT_TIMEOUT,
  loadFingerprintScript,
  waitForBlackbox,
  type FingerprintHost,
} from './waitForBlackbox';

const timers = () => ({
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
});

describe('waitForBlackbox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('answers at once when the script is ready', async () => {
    const host: FingerprintHost = { IGLOO: { getBlackbox: () => ({ blackbox: 'bb-1', finished: true }) } };
    await expect(waitForBlackbox(host, timers())).resolves.toBe('bb-1');
  });

  test('polls every 100 ms until the script is ready', async () => {
    const host: FingerprintHost = {};
    const asked = vi.fn(() => ({ blackbox: 'bb-2', finished: true }));
    const wait = waitForBlackbox(host, timers());
    let answer: string | undefined;
    void wait.then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(400);
    expect(answer).toBeUndefined();
    host.IGLOO = { getBlackbox: asked };
    await vi.advanceTimersByTimeAsync(99);
    expect(asked).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(answer).toBe('bb-2');
  });

  test('waits for a finished blackbox, and asks again after a throw', async () => {
    let calls = 0;
    const host: FingerprintHost = {
      IGLOO: {
        getBlackbox: () => {
          calls += 1;
          if (calls === 1) throw new Error('not yet');
          return calls < 3 ? { blackbox: '', finished: false } : { blackbox: 'bb-3', finished: true };
        },
      },
    };
    const wait = waitForBlackbox(host, timers());
    await vi.advanceTimersByTimeAsync(200);
    await expect(wait).resolves.toBe('bb-3');
    expect(calls).toBe(3);
  });

  test('gives up after 10 s with "IGLOO initialization timed out"', async () => {
    const host: FingerprintHost = { IGLOO: {} };
    const wait = waitForBlackbox(host, timers());
    const failed = expect(wait).rejects.toThrow(FINGERPRINT_TIMEOUT);
    await vi.advanceTimersByTimeAsync(9_900);
    // Still waiting just before the limit: a late script still counts.
    host.IGLOO = { getBlackbox: () => ({ blackbox: 'late', finished: false }) };
    await vi.advanceTimersByTimeAsync(100);
    await failed;
    expect(FINGERPRINT_TIMEOUT).toBe(errors.internal.fingerprintTimeout);
  });
});

describe('loadFingerprintScript', () => {
  afterEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()));
  const scripts = () => document.head.querySelectorAll(`script[src="${FINGERPRINT_SCRIPT}"]`);

  test('adds /iojs/loader.js once', () => {
    loadFingerprintScript({}, document);
    loadFingerprintScript({}, document);
    expect(scripts()).toHaveLength(1);
  });

  test('adds nothing when the script is ready already', () => {
    loadFingerprintScript({ IGLOO: { getBlackbox: () => ({ blackbox: 'x', finished: true }) } }, document);
    expect(scripts()).toHaveLength(0);
  });
});
