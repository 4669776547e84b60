import { describe, expect, test } from 'vitest';
import type { Proposal } from '../schemas/generated/index';
import { createAjv } from '../schemas/src/createAjv';
import { proposalFixture } from '../tests/fixtures/index';
import { memoryStore } from '../tests/support/stores/testStores';
import { builtInJourneyDocuments } from './journeyDocuments';
import { createJourneyVersions } from './journeyVersions';
import { readListValues } from './loadLists';
import { createSharedState } from './storage/sharedState';

const ajv = createAjv({}, { today: () => '2026-11-20', lists: readListValues() });
const clock = () => new Date('2026-11-20T10:00:00.000Z');
const NIGHT = 'risk.duqs.vehicle_night_location';

/** The journey with the fixture's answer to where the van is kept at night no longer an option. */
function withoutNightOption(human: string): Record<string, unknown> {
  const documents = structuredClone(builtInJourneyDocuments()) as Record<string, Record<string, unknown>>;
  const answer = proposalFixture().risk?.duqs?.vehicle_night_location;
  const list = documents['lists/duq_vehicle_night_location.json'] as { options: { value: string }[] };
  list.options = list.options.filter((option) => option.value !== answer);
  (documents['journey.json'] as { version: string }).version = human;
  return documents;
}

const paths = (proposal: Proposal, check: (p: Proposal) => { path: string }[]) =>
  check(proposal).map((e) => e.path);

// Each test compiles the journey's checks for two to four versions, some 5 s of a core on a quiet
// machine; the limit only stops a test that hangs, with every core busy several times over.
describe('createJourneyVersions', { timeout: 300_000 }, () => {
  test('a proposal is checked with the lists of its own version, built once from the store', async () => {
    const store = await memoryStore();
    const { journeyVersions } = createSharedState(store.db);
    const built = createJourneyVersions({
      ajv,
      documents: builtInJourneyDocuments(),
      store: journeyVersions,
      clock,
    });
    await built.recorded();
    // A later build, run by another process of the same store, dropped an option.
    const later = createJourneyVersions({
      ajv,
      documents: withoutNightOption('2099.1.1'),
      store: journeyVersions,
      clock: () => new Date('2026-11-21T10:00:00.000Z'),
    });
    await later.recorded();
    expect(later.current.version).not.toBe(built.current.version);

    const fixture = proposalFixture();
    expect(paths(fixture, (p) => built.current.check(p))).not.toContain(NIGHT);
    const pinned = await built.pinned(later.current.version);
    expect(pinned?.older).toBe(false);
    expect(paths(fixture, (p) => pinned!.checks.check(p))).toContain(NIGHT);
    // Cached: the same checks for the next request.
    expect((await built.pinned(later.current.version))?.checks).toBe(pinned?.checks);

    // The later build holds the earlier version's proposals to the earlier lists, and knows it older.
    const back = await later.pinned(built.current.version);
    expect(back?.older).toBe(true);
    expect(paths(fixture, (p) => back!.checks.check(p))).not.toContain(NIGHT);
    expect(await built.pinned('0000000000000000')).toBeUndefined();
    // A proposal from before versions were kept is held to the first version kept, by either build.
    expect((await built.pinned(undefined))?.checks).toBe(built.current);
    const unversioned = await later.pinned(undefined);
    expect(unversioned?.checks.version).toBe(built.current.version);
    expect(unversioned?.older).toBe(true);
    await store.close();
  });

  test("view: an older version's proposal as the current version asks it, its stored version named", async () => {
    const store = await memoryStore();
    const { journeyVersions } = createSharedState(store.db);
    const built = createJourneyVersions({
      ajv,
      documents: builtInJourneyDocuments(),
      store: journeyVersions,
      clock,
    });
    await built.recorded();
    const human = (builtInJourneyDocuments()['journey.json'] as { version: string }).version;
    const documents = {
      ...withoutNightOption('2099.1.1'),
      'migrations/2099.1.1.json': {
        from: [human],
        to: '2099.1.1',
        operations: [{ op: 'rename', path: 'risk.proposer.has_part_time_occupation', to: 'is_smoker' }],
      },
    };
    const later = createJourneyVersions({
      ajv,
      documents,
      store: journeyVersions,
      clock: () => new Date('2026-11-21T10:00:00.000Z'),
    });
    await later.recorded();

    const proposal: Proposal = { ...proposalFixture(), journey_version: built.current.version };
    const given = proposal.risk?.proposer?.has_part_time_occupation;
    const view = await later.view(proposal);
    expect(view.journey_version).toBe(built.current.version);
    expect((view.risk?.proposer as Record<string, unknown>).is_smoker).toBe(given);
    expect(view.risk?.proposer?.has_part_time_occupation).toBeUndefined();
    expect(proposal.risk?.proposer?.has_part_time_occupation).toBe(given);
    // Its own version's build, or a later one's proposal on an earlier build: as it is.
    expect(await built.view(proposal)).toBe(proposal);
    const newer: Proposal = { ...proposal, journey_version: later.current.version };
    expect(await built.view(newer)).toBe(newer);
    await store.close();
  });
});
