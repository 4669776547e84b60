import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { duplicateKeyFindings } from '../../journey/src/checks/duplicateKeys';
import type { Finding } from '../../journey/src/checks/index';
import { invalidJsonMessage } from '../../journey/src/checks/invalidJson';
import { RATEBOOK_FILE } from '../../journey/src/checks/ratebookDocument';
import { cachedChecks } from './cachedChecks';
import { journeyFiles } from './journeyFiles';

interface Parsed {
  text: string;
  document: unknown;
  /** The keys written twice in one object of the text (a finding each; the document is kept). */
  duplicates: Finding[];
}

/** A file that is not JSON now: its finding, and the document as it was last readable, if ever. */
interface Unreadable {
  finding: Finding;
  last: Parsed | undefined;
}

/**
 * Reads the journey folder again and again, as the studio does after each saved file: a document
 * whose text has not changed keeps its parsed object, so the checks that read only unchanged
 * documents are not run again (cachedChecks). A file that is not JSON is a finding, and so is a
 * key written twice in one object. The ratebook beside the journey (RATEBOOK_FILE, which prices
 * its add-ons and list options) is checked with it, as `npm run check:journey` does.
 */
export function journeyFindingsReader(journeyDir: string) {
  const parsed = new Map<string, Parsed>();
  const check = cachedChecks();
  /** The file's parse, kept while its text is unchanged; a Finding when it is not JSON. */
  const parse = (file: string): Parsed | Unreadable | undefined => {
    let text: string;
    try {
      text = readFileSync(join(journeyDir, file), 'utf8');
    } catch {
      return undefined; // removed while being read, or no ratebook beside this journey
    }
    const last = parsed.get(file);
    if (last?.text === text) return last;
    try {
      const document: unknown = JSON.parse(text);
      const fresh = { text, document, duplicates: duplicateKeyFindings(file, text) };
      parsed.set(file, fresh);
      return fresh;
    } catch (error) {
      const message = invalidJsonMessage(text, error);
      // The other documents are checked against the last readable version (the page draws it
      // too): without it, every document that reads this one would be reported as well.
      const kept = last
        ? ' (until it is fixed, the studio shows and checks it as it was last saved as JSON)'
        : '';
      return { finding: { file, path: '', message: `${message}${kept}` }, last };
    }
  };
  const read = () => {
    const documents: Record<string, unknown> = {};
    const unreadable: Finding[] = [];
    const duplicates: Finding[] = [];
    for (const file of journeyFiles(journeyDir)) {
      const result = parse(file);
      if (result === undefined) continue;
      if ('finding' in result) {
        unreadable.push(result.finding);
        if (result.last) documents[file] = result.last.document;
        continue;
      }
      documents[file] = result.document;
      duplicates.push(...result.duplicates);
    }
    // The ratebook is not one of the journey's documents (the outline never shows it); an
    // unreadable one is the server's start to report.
    const ratebook = parse(RATEBOOK_FILE);
    const withRatebook = ratebook && !('finding' in ratebook) ? ratebook.document : undefined;
    return { documents, unreadable, duplicates, ratebook: withRatebook };
  };
  return {
    /** The documents as they are on disk now. */
    read,
    /** The checker's findings over a reading `read` gave. */
    check: ({ documents, unreadable, duplicates, ratebook }: ReturnType<typeof read>) => {
      // What the rules say of a file left out for not being JSON (that it is missing) is not news.
      const notJson = new Set(unreadable.map(({ file }) => file));
      const checked = ratebook === undefined ? documents : { ...documents, [RATEBOOK_FILE]: ratebook };
      return [...unreadable, ...duplicates, ...check(checked).filter(({ file }) => !notJson.has(file))];
    },
  };
}

/** The documents as they are on disk now, with the checker's findings over them (one reading). */
export function journeyFindings(journeyDir: string) {
  const reader = journeyFindingsReader(journeyDir);
  const reading = reader.read();
  return { documents: reading.documents, findings: reader.check(reading) };
}
