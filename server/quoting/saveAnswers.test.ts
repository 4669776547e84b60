import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Proposal } from '../../schemas/generated/index';
import { createAjv } from '../../schemas/src/createAjv';
import { shiftIsoDate, ukToday } from '../../schemas/src/ukDates';
import { proposalFixture } from '../../tests/fixtures/index';
import { arbitraryProposal } from '../../tests/support/rating/arbitraryProposal';
import { HttpError } from '../httpError';
import { journeyChecks } from '../journeyProposal';
import { readListValues } from '../loadLists';
import { assertValidRatebook, defaultRatebookJson } from '../rating/index';
import type { ProposalRecord } from '../storage/store';
import occupationStatuses from '../../journey/lists/occupation_status.json';
import { prepareAnswers, type PreparedAnswers } from './saveAnswers';

// A save of the stored answers with a few changed finds what the journey kept for the stored
// document's own objects (the clean's, the rules', the step checks') rather than working it out
// again. These tests hold it to the whole work done afresh: the same answers, in the same order,
// the same messages and the same furthest step, however the answers change.

const ajv = createAjv({}, { lists: readListValues() });
const ratebook = assertValidRatebook(ajv, defaultRatebookJson);
const journey = journeyChecks(ajv);
const deps = { clock: () => new Date(), ratebook, journey };
const today = ukToday(new Date());
const UUID = '6f1c1d6e-1111-4111-8111-111111111111';

function record(document: Proposal, furthestStep: number): ProposalRecord {
  const now = new Date().toISOString();
  return {
    uuid: UUID,
    reference: null,
    isQuoted: false,
    isReferred: false,
    isPurchased: false,
    isAccepted: false,
    postcode: null,
    dateOfBirth: null,
    document,
    version: 1,
    createdAt: now,
    updatedAt: now,
    expiresAt: now,
    furthestStep,
  };
}

type Outcome = { prepared: PreparedAnswers } | { refused: unknown };

function outcome(work: () => PreparedAnswers): Outcome {
  try {
    return { prepared: work() };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { refused: { status: error.status, body: error.toBody() } };
  }
}

/** The outcome as JSON, the answers' order included. */
const text = (found: Outcome) => JSON.stringify(found);

/** A change to the answers, made in place on a copy. */
type Change = (answers: Proposal) => void;

/** Sets or removes (undefined) the answer at `path` where the objects on the way exist. */
function put(path: (string | number)[], value: unknown): Change {
  return (answers) => {
    let node: unknown = answers;
    for (const key of path.slice(0, -1)) {
      if (typeof node !== 'object' || node === null) return;
      node = (node as Record<string | number, unknown>)[key];
    }
    if (typeof node !== 'object' || node === null) return;
    const last = path[path.length - 1]!;
    if (value === undefined) delete (node as Record<string | number, unknown>)[last];
    else (node as Record<string | number, unknown>)[last] = structuredClone(value);
  };
}

const drivers = ['proposer', ['additional_drivers', 0], ['additional_drivers', 1]] as const;
const driverPath = (which: (typeof drivers)[number], ...rest: string[]) => [
  'risk',
  ...(typeof which === 'string' ? [which] : which),
  ...rest,
];
const someDriver = fc.constantFrom(...drivers);
const statuses = occupationStatuses.options.map((option) => option.value);

// The answers the rules read and set, and the questions whose answers hide others.
const targeted: fc.Arbitrary<Change> = fc.oneof(
  fc.integer({ min: 0, max: 80 }).map((n) => put(['risk', 'voluntary_excess'], n * 25)),
  fc.constantFrom('C', 'TPFT', 'TPO').map((cover) => put(['risk', 'vehicle', 'cover_type'], cover)),
  fc.constantFrom(true, false, undefined).map((keeper) => put(['risk', 'vehicle', 'keeper'], keeper)),
  fc.constantFrom('1', '2', undefined).map((owner) => put(['risk', 'duqs', 'vehicle_owner'], owner)),
  fc.constantFrom(true, false, undefined).map((known) => put(['risk', 'vehicle', 'has_registration'], known)),
  fc.constantFrom(true, false).map((yes) => put(['risk', 'has_previous_insurance'], yes)),
  fc.constantFrom({}, undefined).map((blank) => put(['risk', 'previous_insurance'], blank)),
  fc.constantFrom(true, false).map((yes) => put(['risk', 'has_additional_drivers'], yes)),
  fc.constantFrom(
    put(['risk', 'additional_drivers'], []),
    (answers: Proposal) => void answers.risk?.additional_drivers?.pop(),
    (answers: Proposal) => {
      const list = answers.risk?.additional_drivers;
      if (list?.[0]) list.push(structuredClone(list[0]));
    },
  ),
  fc.constantFrom(true, false).map((yes) => put(['risk', 'vehicle', 'is_modified'], yes)),
  fc
    .constantFrom([], [{ type: 'LADDER' }], [{ type: 'TOWBAR' }, { type: 'RACKING' }])
    .map((list) => put(['risk', 'vehicle', 'modifications'], list)),
  fc
    .tuple(someDriver, fc.constantFrom(true, false, undefined))
    .map(([who, yes]) => put(driverPath(who, 'has_part_time_occupation'), yes)),
  fc
    .tuple(someDriver, fc.constantFrom(null, {}, undefined))
    .map(([who, record]) => put(driverPath(who, 'part_time_occupation'), record)),
  fc
    .tuple(someDriver, fc.constantFrom('FullTmEdu', ...statuses))
    .map(([who, status]) => put(driverPath(who, 'full_time_occupation', 'status'), status)),
  fc
    .tuple(someDriver, fc.constantFrom(true, false))
    .map(([who, given]) =>
      put(driverPath(who, 'driver_details', 'licence', 'has_provided_licence_number'), given),
    ),
  fc
    .tuple(someDriver, fc.constantFrom(true, false))
    .map(([who, yes]) => put(driverPath(who, 'driver_details', 'has_claims'), yes)),
  fc
    .integer({ min: -3, max: 40 })
    .map((days) => put(['risk', 'start_date'], shiftIsoDate(today, 0, 0, days))),
);

/** Every place in the answers, to change anything at all. */
function places(value: unknown, path: (string | number)[] = [], found: (string | number)[][] = []) {
  if (typeof value !== 'object' || value === null) return found;
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    found.push(at);
    places(inner, at, found);
  }
  return found;
}

const anyValue = fc.constantFrom<unknown>(
  true,
  false,
  null,
  0,
  1,
  25,
  'X',
  'FullTmEdu',
  '',
  {},
  [],
  undefined,
);

/** A change anywhere: the n-th place of the answers (modulo their number) set to a value or removed. */
const anywhere: fc.Arbitrary<Change> = fc
  .tuple(fc.nat(), anyValue)
  .map(([n, value]) => (answers: Proposal) => {
    const all = places(answers);
    if (all.length > 0) put(all[n % all.length]!, value)(answers);
  });

const changes = fc.array(fc.oneof({ arbitrary: targeted, weight: 3 }, { arbitrary: anywhere, weight: 1 }), {
  minLength: 1,
  maxLength: 3,
});

/** The fixture with a few answers changed, or a proposal varied as the rating tests vary them. */
const proposals: fc.Arbitrary<Proposal> = fc.oneof(
  arbitraryProposal,
  fc.array(targeted, { maxLength: 3 }).map((made) => {
    const proposal = proposalFixture();
    for (const change of made) change(proposal);
    return proposal;
  }),
);

/** A save as the server makes it: the stored answers sent back with the changes, checked as sent. */
const save = fc.record({
  changes,
  checked: fc.boolean(),
  requoting: fc.boolean(),
  reachedStep: fc.constantFrom(0, 0, 3, 7),
});

describe('prepareAnswers with the stored document', () => {
  test('comes to what the whole work afresh comes to, save after save', () => {
    fc.assert(
      fc.property(proposals, fc.array(save, { minLength: 1, maxLength: 4 }), (proposal, saves) => {
        proposal.risk!.start_date = shiftIsoDate(today, 0, 0, 7);
        // Stored as a whole journey when every step accepts it, else as a form's first save.
        let first = outcome(() => prepareAnswers(deps, undefined, { ...proposal, uuid: UUID }, 7));
        if (!('prepared' in first))
          first = outcome(() => prepareAnswers(deps, undefined, { ...proposal, uuid: UUID }));
        if (!('prepared' in first)) return;
        let current = record(first.prepared.document, first.prepared.furthestStep);
        for (const { changes: made, checked, requoting, reachedStep } of saves) {
          const body = structuredClone(current.document);
          for (const change of made) change(body);
          const options = { requoting, ...(checked ? { checked: body } : {}) };
          // Afresh: copies of everything, which nothing was kept for.
          const fresh = structuredClone(current);
          const freshBody = structuredClone(body);
          const afresh = outcome(() =>
            prepareAnswers(deps, fresh, freshBody, reachedStep, {
              requoting,
              ...(checked ? { checked: freshBody } : {}),
            }),
          );
          const found = outcome(() => prepareAnswers(deps, current, body, reachedStep, options));
          expect(text(found)).toBe(text(afresh));
          if ('prepared' in found) {
            current = record(found.prepared.document, found.prepared.furthestStep);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  test('a changed answer a rule acts on is settled as afresh', () => {
    const proposal = proposalFixture();
    proposal.risk!.start_date = shiftIsoDate(today, 0, 0, 7);
    const current = record(prepareAnswers(deps, undefined, { ...proposal, uuid: UUID }, 7).document, 7);
    const body = structuredClone(current.document);
    body.risk!.vehicle!.cover_type = 'TPO';
    body.risk!.voluntary_excess = 250;
    const found = prepareAnswers(deps, current, body, 0, { checked: body, requoting: true });
    expect(found.document.risk?.voluntary_excess).toBe(0);
    const afresh = prepareAnswers(deps, structuredClone(current), structuredClone(body), 0, {
      requoting: true,
    });
    expect(JSON.stringify(found)).toBe(JSON.stringify(afresh));
  });
});
