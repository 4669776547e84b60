import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { duplicateKeyFindings } from '../journey/src/checks/duplicateKeys';
import { runChecks, type Finding } from '../journey/src/checks/index';
import { invalidJsonMessage } from '../journey/src/checks/invalidJson';
import { hasProblems, journeyReport } from '../journey/src/checks/journeyReport';
import { RATEBOOK_FILE } from '../journey/src/checks/ratebookDocument';

// npm run check:journey: reads every document under journey/ and runs the journey checker's
// rules (journey/src/checks) over them, one readable line per finding. The server runs the same
// check before it starts (server/main.ts).

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Every .json file under `dir` (the code in journey/src is not a document), relative to it. */
function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.json') && !file.startsWith('src/'))
    .sort();
}

/**
 * The documents of `<root>/journey`, parsed; a file that is not JSON is a finding (and is left
 * out), and so is each key written twice in one object (the file is kept, with the last one).
 */
export function readJourneyDocuments(root: string): {
  documents: Record<string, unknown>;
  findings: Finding[];
} {
  const journeyDir = join(root, 'journey');
  const documents: Record<string, unknown> = {};
  const findings: Finding[] = [];
  for (const file of jsonFiles(journeyDir)) {
    const text = readFileSync(join(journeyDir, file), 'utf8');
    try {
      documents[file] = JSON.parse(text);
    } catch (error) {
      findings.push({ file, path: '', message: invalidJsonMessage(text, error) });
      continue;
    }
    findings.push(...duplicateKeyFindings(file, text));
  }
  return { documents, findings };
}

/**
 * The ratebook of `root`, which prices the journey's add-ons and list options, to be checked with
 * the journey's documents; undefined when there is none or it is not JSON (the server's start
 * reports a ratebook it cannot read).
 */
function readRatebook(root: string): unknown {
  try {
    return JSON.parse(readFileSync(join(root, 'journey', RATEBOOK_FILE), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Checks the journey under `root` and prints what `npm run check:journey` prints, one line at a
 * time; returns the exit code: 0 when the journey has no problem, 1 otherwise.
 */
export function checkJourney(
  root: string = repoRoot,
  print: (line: string) => void = console.log,
  ratebookRoot: string = root,
): number {
  const { documents, findings: unreadable } = readJourneyDocuments(root);
  // A file that is not JSON is left out of the documents; what the rules then say of it (that it
  // is missing) would only send the reader looking for a file that is there.
  const notJson = new Set(unreadable.map(({ file }) => file).filter((file) => !(file in documents)));
  const ratebook = readRatebook(ratebookRoot);
  const checked = ratebook === undefined ? documents : { ...documents, [RATEBOOK_FILE]: ratebook };
  const findings = [...unreadable, ...runChecks(checked).filter(({ file }) => !notJson.has(file))];
  for (const line of journeyReport(findings, Object.keys(documents).length + notJson.size)) print(line);
  return hasProblems(findings) ? 1 : 0;
}

/**
 * `npm run check:journey -- /tmp/copy/journey` checks a copy of the journey (a folder named
 * journey), with the ratebook beside it (`../server/rating/ratebook.json`) or else this
 * checkout's, so a copy is checked against the prices it would be sold at.
 */
export function checkJourneyFolder(
  folder: string | undefined,
  print: (line: string) => void = console.log,
): number {
  if (folder === undefined) return checkJourney(repoRoot, print);
  const dir = resolve(folder);
  if (basename(dir) !== 'journey' || !existsSync(join(dir, 'journey.json'))) {
    print(`${folder} is no journey folder: name a folder called journey that holds journey.json`);
    return 2;
  }
  const root = dirname(dir);
  const ratebookRoot = existsSync(join(dir, RATEBOOK_FILE)) ? root : repoRoot;
  if (ratebookRoot !== root) print(`(prices read from ${join(repoRoot, 'server/rating/ratebook.json')})`);
  return checkJourney(root, print, ratebookRoot);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = checkJourneyFolder(process.argv[2]);
}
