import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench-results.json at the repository root: every figure of one `npm run bench`. */
export const RESULTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'bench-results.json');

/** Reads the results file, sets these keys and writes it back: the other script's keys stay. */
export function mergeResults(keys: Record<string, number | null>): void {
  let current: Record<string, unknown> = {};
  if (existsSync(RESULTS)) {
    try {
      current = JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>;
    } catch {
      current = {};
    }
  }
  writeFileSync(RESULTS, `${JSON.stringify({ ...current, ...keys }, null, 2)}\n`);
}

/** `value` rounded to `places` decimals, as the figures are printed and kept. */
export const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
