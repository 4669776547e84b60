import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { Finding } from '../../journey/src/checks/checkTypes';
import type { OutlinePart } from '../lib/journeyOutline';
import { journeyReader } from './journeyReader';
import { studioApi } from './studioApi';

// The studio's API over a copy of journey/, on loopback: the findings are the checker's over the
// files as they are on disk at each call.

const project = fileURLToPath(new URL('../../journey', import.meta.url));
let dir = '';
let base = '';
let close: () => void = () => {};

beforeAll(async () => {
  dir = join(mkdtempSync(join(tmpdir(), 'studio-api-')), 'journey');
  cpSync(project, dir, { recursive: true, filter: (source) => !source.startsWith(join(project, 'src')) });
  const reader = journeyReader(dir);
  const app = express().use('/studio/api', studioApi(dir, reader));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/studio/api`;
  close = () => {
    server.close();
    void reader.close();
  };
});
afterAll(() => {
  close();
  rmSync(join(dir, '..'), { recursive: true, force: true });
});

const findings = async () =>
  ((await (await fetch(`${base}/findings`)).json()) as { findings: Finding[] }).findings;
const ui = 'steps/05-using-the-van/ui.json';

test('the findings follow the files on disk, each with its file and place', async () => {
  expect(await findings()).toEqual([]);
  const original = readFileSync(join(dir, ui), 'utf8');
  const broken = JSON.parse(original);
  broken.risk.duqs.vehicle_daytime_location['ui:widget'] = 'noSuchWidget';
  writeFileSync(join(dir, ui), JSON.stringify(broken));
  const found = await findings();
  expect(found).toContainEqual(
    expect.objectContaining({
      file: ui,
      path: expect.stringContaining('risk.duqs.vehicle_daytime_location'),
    }),
  );

  writeFileSync(join(dir, ui), '{ not json');
  expect(await findings()).toContainEqual(
    expect.objectContaining({ file: ui, path: '', message: expect.stringContaining('not valid JSON') }),
  );
  writeFileSync(join(dir, ui), original);
  expect(await findings()).toEqual([]);
  // Four readings of the whole journey: the limit only stops a reading that hangs.
}, 300_000);

test('the journey lists the seven steps and the forms, and marks the question a finding concerns', async () => {
  const broken = JSON.parse(readFileSync(join(dir, ui), 'utf8'));
  const original = JSON.stringify(broken, null, 2);
  broken.risk.duqs.vehicle_daytime_location['ui:widget'] = 'noSuchWidget';
  writeFileSync(join(dir, ui), JSON.stringify(broken));
  const { parts } = (await (await fetch(`${base}/journey`)).json()) as { parts: OutlinePart[] };
  writeFileSync(join(dir, ui), original);
  expect(parts.filter((part) => part.kind === 'step').map((part) => part.number)).toEqual([
    1, 2, 3, 4, 5, 6, 7,
  ]);
  expect(parts.some((part) => part.kind === 'form')).toBe(true);
  const step = parts[4] as OutlinePart;
  const marked = step.questions.filter((q) => q.findings.length > 0).map((q) => q.path);
  expect(marked).toEqual(['risk.duqs.vehicle_daytime_location']);
}, 300_000);

test.each([
  { file: '../outside.json', status: 422 },
  { file: 'src/steps.json', status: 403 },
  { file: 'steps/05-using-the-van/none.json', status: 404 },
])('an edit of $file is refused ($status)', async ({ file, status }) => {
  const response = await fetch(`${base}/edit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ file, changes: [{ pointer: '/title', value: 'x' }] }),
  });
  expect(response.status).toBe(status);
});

test('a persona that is not a proposal is refused', async () => {
  const response = await fetch(`${base}/samples/odd`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Odd', answers: { risk: { vehicle: { seats: 'many' } } } }),
  });
  expect(response.status).toBe(422);
});
