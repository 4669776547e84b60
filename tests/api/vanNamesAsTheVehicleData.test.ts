import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import vans from '../../server/providers/vehicle/data/vans.json';
import proposalExample from '../../schemas/examples/proposal.json';

// The van lookups answer a make and model as the vehicle data names them ("Ford", "Transit
// Custom"), and the found van's card shows them so; Cover Details shows the stored answers. The
// proposals we ship (the API's example, the studio's samples) name their van the same way, so no
// page shows one van as "Ford" and then "FORD".

const root = fileURLToPath(new URL('../../', import.meta.url));
const samplesDir = join(root, 'journey/samples');

interface Vehicle {
  manufacturer?: string;
  model?: string;
}

const shipped: [string, Vehicle | undefined][] = [
  ['schemas/examples/proposal.json', proposalExample.risk.vehicle],
  ...readdirSync(samplesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file): [string, Vehicle | undefined] => {
      const sample = JSON.parse(readFileSync(join(samplesDir, file), 'utf8')) as {
        answers: { risk?: { vehicle?: Vehicle } };
      };
      return [`journey/samples/${file}`, sample.answers.risk?.vehicle];
    }),
];
const named = shipped.filter((entry): entry is [string, Vehicle] => entry[1]?.manufacturer !== undefined);

describe('shipped proposals name their van as the vehicle data does', () => {
  test('some shipped proposals name a van', () => {
    expect(named.length).toBeGreaterThan(0);
  });

  test.each(named)('%s', (_file, vehicle) => {
    const makes = new Set(vans.models.map((model) => model.manufacturer));
    expect(makes).toContain(vehicle.manufacturer);
    const models = vans.models
      .filter((model) => model.manufacturer === vehicle.manufacturer)
      .map((m) => m.model);
    expect(models).toContain(vehicle.model);
  });
});
