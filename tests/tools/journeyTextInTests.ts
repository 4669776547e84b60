import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readJourneyDocuments } from '../../scripts/checkJourney';
import { toThirdPerson } from '../../journey/src/wording/toThirdPerson';
import { journeyTexts, pointerOf } from './journeyTexts';
import { literalsOf } from './testFileLiterals';

/** A literal of a test file that copies journey text. */
export interface CopiedText {
  /** Relative to the repository, with its line: "tests/browser/form.spec.ts:42". */
  at: string;
  literal: string;
  /** Where the journey writes it: "content/pages.json#/pages/Declined/heading". */
  source: string;
}

/** Shorter literals ("Continue", "Postcode") are too common to be told from test data. */
export const MIN_LENGTH = 12;

const FOLDERS = ['journey', 'schemas', 'renderer', 'server', 'scripts', 'tests'];

/** Test code: test and spec files, and what only tests use (test support, kits, fakes). */
export function isTestCode(path: string): boolean {
  if (!/\.tsx?$/.test(path) || path.startsWith('tests/tools/')) return false;
  return (
    /\.(test|spec)\.tsx?$/.test(path) ||
    path.startsWith('tests/') ||
    /(^|\/)testing\//.test(path) ||
    /(TestHelpers|TestKit|[Ff]ake[A-Z]\w*)\.tsx?$/.test(path) ||
    /(^|\/)fake[A-Z]\w*\.tsx?$/.test(path)
  );
}

function testFiles(root: string): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) =>
        relative(root, join(root, folder, file))
          .split(sep)
          .join('/'),
      )
      .filter((file) => !file.includes('node_modules/') && isTestCode(file)),
  );
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Words rather than a path, an identifier or a number: what a test could have copied from copy. */
const isWords = (text: string) => /\p{L}/u.test(text) && !/^[\w.$/:@-]*$/u.test(text);

/** The journey's copy, split at its placeholders, ready to be looked up quickly. */
class JourneyCopy {
  /** Each whole text or part between placeholders, normalised, with where it is written. */
  private readonly exact = new Map<string, string>();
  /** The parts of three words or more, by their first MIN_LENGTH characters. */
  private readonly byStart = new Map<string, string[]>();
  /** Every part, separated by a character no literal holds, to find a literal inside one. */
  private readonly all: string;
  private readonly sources: { end: number; source: string }[] = [];

  constructor(texts: readonly { text: string; source: string }[]) {
    let all = '';
    for (const { text, source } of texts)
      for (const wording of new Set([text, toThirdPerson(text)]))
        for (const raw of wording.split(/\{\{[^}]*\}\}|\{\w+\}/)) {
          const part = normal(raw);
          if (part.length < MIN_LENGTH || !isWords(part)) continue;
          if (!this.exact.has(part)) this.exact.set(part, source);
          if (part.split(' ').length >= 3) {
            const start = part.slice(0, MIN_LENGTH);
            this.byStart.set(start, [...(this.byStart.get(start) ?? []), part]);
          }
          all += `${part}\u0000`;
          this.sources.push({ end: all.length, source });
        }
    this.all = all;
  }

  /**
   * Where the journey writes `literal`, or a text that `literal` holds, or one that holds it. A
   * literal that names a test's row is looked for whole only: it may well quote a few words.
   */
  find(text: string, wholeOnly = false): string | undefined {
    const literal = normal(text);
    if (literal.length < MIN_LENGTH || !isWords(literal)) return undefined;
    const exact = this.exact.get(literal);
    if (exact || wholeOnly) return exact;
    // Two words ("voluntary excess", "other drivers") inside longer words are as likely the test's own.
    if (literal.split(' ').length < 3) return undefined;
    // A text of three words or more inside the literal ("Sorry. Please enter your registration").
    for (let i = 0; i + MIN_LENGTH <= literal.length; i++)
      for (const part of this.byStart.get(literal.slice(i, i + MIN_LENGTH)) ?? [])
        if (literal.startsWith(part, i)) return this.exact.get(part);
    // The literal inside a text ("enter your registration").
    const at = this.all.indexOf(literal);
    return at === -1 ? undefined : this.sources.find(({ end }) => end > at)?.source;
  }
}

/**
 * Every literal of length MIN_LENGTH or more in the test code under `root` that is words of a
 * journey text: the whole text, or part of it, or a literal holding a text of two words or more
 * (a template's text between its placeholders counts as a text), as written or in the third
 * person. `allowed` literals are not reported.
 */
export function journeyTextInTests(root: string, allowed: ReadonlySet<string> = new Set()): CopiedText[] {
  const copy = new JourneyCopy(
    journeyTexts(readJourneyDocuments(root).documents).map(({ file, keys, text }) => ({
      text,
      source: `${file}#${pointerOf(keys)}`,
    })),
  );
  const found: CopiedText[] = [];
  for (const file of testFiles(root))
    for (const { text, line, isTestName, isRowName } of literalsOf(readFileSync(join(root, file), 'utf8'))) {
      // A test's name may quote what it checks: renaming it changes no outcome.
      if (isTestName || allowed.has(text)) continue;
      const source = copy.find(text, isRowName);
      if (source) found.push({ at: `${file}:${line}`, literal: text, source });
    }
  return found;
}
