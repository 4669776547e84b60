import { describe, expect, test } from 'vitest';
import type { Proposal, Ratebook } from '../../schemas/generated/index';
import { proposalFixture, setAnswer } from '../../tests/fixtures/index';
import { defaultRatebookJson } from '../rating/index';
import { answersDigest } from './quoteBinding';
import { requote } from './requote';

const ratebook = defaultRatebookJson as Ratebook;
const NOW = new Date('2026-11-20T10:00:00Z');
const context = { ratebook, asOf: NOW, reference: '12345-67890-12345', journeyVersion: 'v1' };

/** The fixture as quoted once, then `change` applied to its answers. */
function quotedThen(change: (p: Proposal) => void): Proposal {
  const document = requote(proposalFixture(), context).document;
  change(document);
  return document;
}

describe('requote', () => {
  test.each<[string, (p: Proposal) => void, string[]]>([
    ['nothing changed since', () => {}, []],
    ['a rated answer changed', (p) => setAnswer(p, 'risk.voluntary_excess', 500), []],
    ['an add-on answer changed', (p) => (p.addons = [{ code: 'PA', is_selected: true }]), []],
    ['no add-on answered', (p) => delete p.addons, []],
    [
      'a chosen add-on no longer offered',
      (p) => {
        setAnswer(p, 'risk.vehicle.class_of_use', 'LocalHaul');
        p.addons = [
          { code: 'SABEU', is_selected: true },
          { code: 'LE', is_selected: false },
        ];
      },
      ['SABEU'],
    ],
  ])('%s: the quote is bound to the answers as stored', (_case, change, removed) => {
    const requoted = requote(quotedThen(change), context);
    expect(requoted.removed).toEqual(removed);
    expect(requoted.document.quote?.metadata?.input_digest).toBe(
      answersDigest(requoted.document, ratebook, NOW),
    );
  });

  test('a quote that already prices the answers is kept as it is', () => {
    const document = quotedThen(() => {});
    expect(requote(document, context)).toEqual({ document, removed: [], changed: false });
  });

  test.each<[string, Partial<typeof context>]>([
    ['a new reference', { reference: '99999-67890-12345' }],
    ['a new journey version', { journeyVersion: 'v2' }],
    ['a new rating date (the start has passed)', { asOf: new Date('2026-12-05T10:00:00Z') }],
  ])('%s requotes the same answers', (_case, changed) => {
    const document = quotedThen(() => {});
    const requoted = requote(document, { ...context, ...changed });
    expect(requoted.changed).toBe(true);
    expect(requoted.document.quote?.metadata?.input_digest).toBe(
      answersDigest(requoted.document, ratebook, changed.asOf ?? NOW),
    );
  });
});
