import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

/**
 * An unexpected console.error or console.warn fails the test that printed it (React's warnings,
 * act() among them, are console.error). A test that expects one declares it first:
 * `expectConsoleError(/payment/)` takes the matching lines for the current test, and the test
 * fails if none came. What is printed after a test ended fails the next test, naming it so.
 */

type Level = 'error' | 'warn';

interface Expected {
  level: Level;
  pattern: RegExp | undefined;
  required: boolean;
  seen: number;
}

const printed: string[] = [];
let expected: Expected[] = [];

function guarded(level: Level) {
  return (...args: unknown[]): void => {
    const line = format(...args);
    const match = expected.find((e) => e.level === level && (!e.pattern || e.pattern.test(line)));
    if (match) match.seen += 1;
    else printed.push(`console.${level}: ${line}${ourFrames(new Error().stack)}`);
  };
}

/** Where in the app or the tests the line was printed from: the first frames of ours. */
function ourFrames(stack: string | undefined): string {
  const ours = (stack ?? '')
    .split('\n')
    .filter((frame) => /\/(renderer|tests|server|studio|journey|schemas|scripts)\//.test(frame))
    .filter((frame) => !frame.includes('consoleGuard'))
    .slice(0, 4);
  return ours.length > 0 ? `\n  printed from:\n${ours.join('\n')}` : '';
}

function install(): void {
  console.error = guarded('error');
  console.warn = guarded('warn');
}

function report(when: string, lines: string[]): Error {
  return new Error(
    `${when} printed ${lines.length} unexpected console line(s); fix the cause, or declare it with ` +
      `expectConsoleError():\n\n${lines.join('\n\n')}`,
  );
}

/**
 * Declares that the current test prints console.error (every line, or those matching
 * `pattern`): they are not printed, and the test fails if none came. Returns how many came.
 */
export function expectConsoleError(pattern?: RegExp): { count: () => number } {
  const mine: Expected = { level: 'error', pattern, required: true, seen: 0 };
  expected.push(mine);
  return { count: () => mine.seen };
}

/**
 * Declares a console line the current test may print, for a known cause outside the test's
 * reach; say which where it is called. The test does not fail whether it comes or not.
 */
export function mayPrint(level: Level, pattern: RegExp): void {
  expected.push({ level, pattern, required: false, seen: 0 });
}

/**
 * Registers the checks for the test file being set up. Called by each setup file, not on import:
 * when test files share a worker's modules (isolate: false) a module runs once, a setup file
 * runs for every test file.
 */
export function guardConsole(): void {
  install();
  beforeEach(() => {
    install();
    expected = [];
    const late = printed.splice(0);
    if (late.length > 0) throw report('The previous test (after it ended)', late);
  });

  afterEach(() => {
    const missing = expected.filter((e) => e.required && e.seen === 0);
    const seen = printed.splice(0);
    if (seen.length > 0) throw report('This test', seen);
    if (missing.length > 0)
      throw new Error(
        `This test declared ${missing.map((e) => `a console.${e.level}${e.pattern ? ` matching ${e.pattern}` : ''}`).join(', ')}; none came`,
      );
  });

  afterAll(() => {
    const late = printed.splice(0);
    if (late.length > 0) throw report('The last test of this file (after it ended)', late);
  });
}
