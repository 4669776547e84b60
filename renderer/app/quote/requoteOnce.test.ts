import type { Proposal } from '../api/apiTypes';
import { requoteOnce } from './useQuoteProposal';

/** A quote call that answers when the test says. */
function heldCall() {
  const calls: string[] = [];
  let answer!: (proposal: Proposal) => void;
  let fail!: (error: Error) => void;
  const request = (uuid: string) => {
    calls.push(uuid);
    return new Promise<Proposal>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  };
  return { calls, request, answer: (p: Proposal) => answer(p), fail: (e: Error) => fail(e) };
}

test('a second requote of a proposal asked while the first is on its way waits for it', async () => {
  const call = heldCall();
  const first = requoteOnce('u1', call.request);
  const second = requoteOnce('u1', call.request);
  expect(call.calls).toEqual(['u1']);
  const quoted = { uuid: 'u1', is_quoted: true } as Proposal;
  call.answer(quoted);
  await expect(first).resolves.toBe(quoted);
  await expect(second).resolves.toBe(quoted);
});

test('another proposal is quoted beside it; the same one is quoted again once the first has answered', async () => {
  const u2 = heldCall();
  const u3 = heldCall();
  const first = requoteOnce('u2', u2.request);
  void requoteOnce('u3', u3.request);
  expect([...u2.calls, ...u3.calls]).toEqual(['u2', 'u3']);
  u2.fail(new Error('refused'));
  await expect(first).rejects.toThrow('refused');
  const again = requoteOnce('u2', u2.request);
  expect(u2.calls).toEqual(['u2', 'u2']);
  u2.answer({ uuid: 'u2' } as Proposal);
  u3.answer({ uuid: 'u3' } as Proposal);
  await expect(again).resolves.toEqual({ uuid: 'u2' });
});
