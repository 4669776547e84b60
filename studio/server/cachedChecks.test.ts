import { fileURLToPath } from 'node:url';
import { perDocuments } from '../../journey/src/checks/documentsMemo';
import { runChecks, type Check, type JourneyDocuments } from '../../journey/src/checks/index';
import { cachedChecks } from './cachedChecks';
import { readJourneyDocuments } from './journeyFiles';

// The studio's checker runs again only the checks that read a changed document, and its findings
// are always those of `npm run check:journey` over the documents as they are now.

const { documents } = readJourneyDocuments(fileURLToPath(new URL('../../journey', import.meta.url)));
const ui = 'steps/05-using-the-van/ui.json';

/** The documents with a widget no one registered named in a step's ui document. */
function withUnknownWidget(from: Record<string, unknown>) {
  const broken = structuredClone(from[ui]) as { risk: { duqs: Record<string, Record<string, unknown>> } };
  broken.risk.duqs.vehicle_daytime_location!['ui:widget'] = 'noSuchWidget';
  return { ...from, [ui]: broken };
}

test('the findings after each change are those of a whole run', () => {
  const check = cachedChecks();
  expect(check({ ...documents })).toEqual(runChecks(documents));
  const broken = withUnknownWidget(documents);
  const found = check(broken);
  expect(found.length).toBeGreaterThan(0);
  expect(found).toEqual(runChecks(broken));
  expect(check({ ...documents })).toEqual(runChecks(documents));
});

test('a check that takes shared work done for another check still counts its documents as read', () => {
  const shared = perDocuments((read: JourneyDocuments) => JSON.stringify(read[ui]).length);
  const runs = { first: 0, second: 0 };
  const counting = (name: keyof typeof runs): Check => ({
    name,
    description: name,
    check(read) {
      runs[name] += 1;
      shared(read);
    },
  });
  const check = cachedChecks([counting('first'), counting('second')]);
  check({ ...documents });
  check({ ...documents });
  expect(runs).toEqual({ first: 1, second: 1 });
  check(withUnknownWidget(documents));
  expect(runs).toEqual({ first: 2, second: 2 });
});
