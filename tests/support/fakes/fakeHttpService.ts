import { type FakeRequest, startFakeService } from './fakeService';

/** What the fake answers next: JSON with a status, raw text, or nothing at all (it hangs). */
export type FakeAnswer =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'text'; status: number; body: string }
  | { kind: 'hang' };

export type SeenRequest = FakeRequest;

export interface FakeHttpService {
  /** The base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Sets the answer to every following request. */
  answer: (next: FakeAnswer) => void;
  /** Every request received, in order. */
  seen: SeenRequest[];
  close: () => Promise<void>;
}

/**
 * A stand-in for a vehicle data service whose answer the test sets before each call, over the
 * shared loopback fake. Test support only; nothing in the app imports it.
 */
export async function startFakeHttpService(): Promise<FakeHttpService> {
  let next: FakeAnswer = { kind: 'json', status: 200, body: {} };
  const service = await startFakeService(() => {
    if (next.kind === 'hang') return 'hang';
    return next.kind === 'json'
      ? { status: next.status, json: next.body }
      : { status: next.status, text: next.body };
  });
  return {
    url: service.url,
    answer: (answer) => {
      next = answer;
    },
    seen: service.requests,
    close: service.close,
  };
}
