import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from '../../journey/src/checks/index';
import { invalidJsonMessage } from '../../journey/src/checks/invalidJson';
import { cachedChecks } from './cachedChecks';
import { journeyFiles } from './journeyFiles';

/**
 * Reads the journey folder again and again, as the studio does after each saved file: a document
 * whose text has not changed keeps its parsed object, so the checks that read only unchanged
 * documents are not run again (cachedChecks). A file that is not JSON is a finding.
 */
export function journeyFindingsReader(journeyDir: string) {
  const parsed = new Map<string, { text: string; document: unknown }>();
  const check = cachedChecks();
  const read = () => {
    const documents: Record<string, unknown> = {};
    const unreadable: Finding[] = [];
    for (const file of journeyFiles(journeyDir)) {
      let text: string;
      try {
        text = readFileSync(join(journeyDir, file), 'utf8');
      } catch {
        continue; // removed while being read
      }
      const last = parsed.get(file);
      if (last?.text === text) {
        documents[file] = last.document;
        continue;
      }
      try {
        const document: unknown = JSON.parse(text);
        parsed.set(file, { text, document });
        documents[file] = document;
      } catch (error) {
        unreadable.push({ file, path: '', message: invalidJsonMessage(text, error) });
      }
    }
    return { documents, unreadable };
  };
  return {
    /** The documents as they are on disk now. */
    read,
    /** The checker's findings over documents `read` gave. */
    check: (documents: Record<string, unknown>, unreadable: Finding[]) => {
      // What the rules say of a file left out for not being JSON (that it is missing) is not news.
      const notJson = new Set(unreadable.map(({ file }) => file));
      return [...unreadable, ...check(documents).filter(({ file }) => !notJson.has(file))];
    },
  };
}

/** The documents as they are on disk now, with the checker's findings over them (one reading). */
export function journeyFindings(journeyDir: string) {
  const reader = journeyFindingsReader(journeyDir);
  const { documents, unreadable } = reader.read();
  return { documents, findings: reader.check(documents, unreadable) };
}
