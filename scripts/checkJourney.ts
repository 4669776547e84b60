import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runChecks, type Finding } from '../journey/src/checks/index';

// npm run check:journey: reads every document under journey/ and runs the journey checker's
// rules (journey/src/checks) over them, one readable line per finding.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Every .json file under `dir` (the code in journey/src is not a document), relative to it. */
function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.json') && !file.startsWith('src/'))
    .sort();
}

/** The documents of `<root>/journey`, parsed; a file that is not JSON is a finding. */
export function readJourneyDocuments(root: string): {
  documents: Record<string, unknown>;
  findings: Finding[];
} {
  const journeyDir = join(root, 'journey');
  const documents: Record<string, unknown> = {};
  const findings: Finding[] = [];
  for (const file of jsonFiles(journeyDir)) {
    try {
      documents[file] = JSON.parse(readFileSync(join(journeyDir, file), 'utf8'));
    } catch (error) {
      findings.push({ file, path: '', message: `is not valid JSON: ${(error as Error).message}` });
    }
  }
  return { documents, findings };
}

/** 'journey/steps/03-your-details/ui.json  risk.proposer.phone_numbers.mobile: the widget ...' */
export function formatFinding({ file, path, message }: Finding): string {
  return `journey/${file}  ${path ? `${path}: ` : ''}${message}`;
}

/** Checks the journey under `root` and prints the outcome; returns the exit code (1 on findings). */
export function main(root: string = repoRoot, print: (line: string) => void = console.log): number {
  const { documents, findings: unreadable } = readJourneyDocuments(root);
  const findings = [...unreadable, ...runChecks(documents)];
  const files = Object.keys(documents).length + unreadable.length;
  if (findings.length === 0) {
    print(`journey documents: ${files} files checked, no problems`);
    return 0;
  }
  for (const finding of findings) print(formatFinding(finding));
  print(
    `journey documents: ${files} files checked, ${findings.length} problem${findings.length === 1 ? '' : 's'}`,
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(repoRoot, console.log);
}
