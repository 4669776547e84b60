import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './checkJourney';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function run(root: string): { code: number; lines: string[] } {
  const lines: string[] = [];
  const code = main(root, (line) => lines.push(line));
  return { code, lines };
}

describe('npm run check:journey', () => {
  test('finds no problem in the real journey', () => {
    const { code, lines } = run(repoRoot);
    expect(lines).toEqual([expect.stringMatching(/^journey documents: \d+ files checked, no problems$/)]);
    expect(code).toBe(0);
  });

  describe('on a broken copy of the journey', () => {
    let root: string;
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'check-journey-'));
      cpSync(join(repoRoot, 'journey'), join(root, 'journey'), {
        recursive: true,
        filter: (source) => !source.includes(`${join('journey', 'src')}`),
      });
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    const edit = (file: string, change: (text: string) => string) => {
      const path = join(root, 'journey', file);
      writeFileSync(path, change(readFileSync(path, 'utf8')));
    };

    test.each<[string, string, (text: string) => string, string]>([
      [
        'a misspelt widget',
        'steps/03-your-details/ui.json',
        (text) => text.replace('"ui:widget": "phone"', '"ui:widget": "phonee"'),
        'journey/steps/03-your-details/ui.json  risk.proposer.phone_numbers.mobile: the widget "phonee" is not registered',
      ],
      [
        'a file that is not JSON',
        'lists/yes_no.json',
        (text) => text.replace('{', '{,'),
        'journey/lists/yes_no.json  is not valid JSON',
      ],
    ])('%s: exit code 1 and a readable line', (_case, file, change, expected) => {
      edit(file, change);
      const { code, lines } = run(root);
      expect(code).toBe(1);
      expect(lines.some((line) => line.startsWith(expected))).toBe(true);
      expect(lines.at(-1)).toMatch(/^journey documents: \d+ files checked, \d+ problems?$/);
    });
  });
});
