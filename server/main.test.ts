import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkJourney } from '../scripts/checkJourney';

// `npm start` on a broken journey: the server is started as npm starts it, from a copy of the
// repository whose journey a product person has just broken.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// A start that stops at the journey's check is some 3 s of a core on a quiet machine (tsx loading
// the server); the limit only stops one that hangs, with every core busy several times over.
const START_MS = 240_000;

describe('server start-up', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'server-start-'));
    for (const folder of ['journey', 'schemas', 'scripts', 'server'])
      cpSync(join(repoRoot, folder), join(root, folder), { recursive: true });
    for (const file of ['package.json', 'tsconfig.json']) cpSync(join(repoRoot, file), join(root, file));
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const edit = (file: string, change: (text: string) => string) => {
    const path = join(root, 'journey', file);
    const before = readFileSync(path, 'utf8');
    writeFileSync(path, change(before));
    return () => writeFileSync(path, before);
  };

  test.each<[string, string, (text: string) => string]>([
    [
      'a misspelt reference to a shared definition',
      'steps/03-your-details/schema.json',
      (text) => text.replace('#/definitions/marital-status', '#/definitions/marital-statu'),
    ],
    ['a step file that is not JSON', 'steps/05-using-the-van/schema.json', (text) => text.replace('{', '{,')],
    [
      'a condition naming a value its list does not have',
      'steps/shared/driver-questions.schema.json',
      (text) => text.replace('"DIAT"', '"DIABETES"'),
    ],
    [
      'claims raised to six in the step, the entity still saying five',
      'steps/shared/driver-questions.schema.json',
      (text) => text.replace(/("claims": \{[^{}]*?"maxItems": )\d+/, '$16'),
    ],
    [
      'a list named in a ui document',
      'steps/05-using-the-van/ui.json',
      (text) =>
        text.replace('"ui:widget": "listSelect"', '"ui:widget": "listSelect", "list": "duq_night_places"'),
    ],
  ])(
    '%s: exits 1 printing the findings of check:journey, no stack trace',
    (_case, file, change) => {
      const restore = edit(file, change);
      try {
        const lines: string[] = [];
        expect(checkJourney(root, (line) => lines.push(line))).toBe(1);
        // The finding names the file the product person edited, then the place in it.
        expect(lines.some((line) => line.startsWith(`journey/${file}  `))).toBe(true);
        const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          cwd: root,
          env: { ...process.env, PORT: '0', DATABASE_URL: '' },
          encoding: 'utf8',
          timeout: START_MS,
        });
        expect(started.status).toBe(1);
        expect(started.stderr.split('\n').filter(Boolean)).toEqual([
          ...lines,
          'The server did not start: correct the journey documents above (npm run check:journey).',
        ]);
        expect(started.stdout).toBe('');
      } finally {
        restore();
      }
    },
    START_MS + 60_000,
  );
});
