import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Finding } from '../../journey/src/checks/index';
import { invalidJsonMessage } from '../../journey/src/checks/invalidJson';

/** Every .json document under the journey folder (the code in src/ is not one), relative to it. */
export function journeyFiles(journeyDir: string): string[] {
  return readdirSync(journeyDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.json') && !file.startsWith('src/') && !file.includes('node_modules/'))
    .sort();
}

/**
 * The journey's documents as they are on disk now, parsed, keyed by path relative to the journey
 * folder; a file that is not JSON is a finding. Read afresh on every call: never a module cache.
 */
export function readJourneyDocuments(journeyDir: string): {
  documents: Record<string, unknown>;
  unreadable: Finding[];
} {
  const documents: Record<string, unknown> = {};
  const unreadable: Finding[] = [];
  for (const file of journeyFiles(journeyDir)) {
    const text = readFileSync(join(journeyDir, file), 'utf8');
    try {
      documents[file] = JSON.parse(text);
    } catch (error) {
      unreadable.push({ file, path: '', message: invalidJsonMessage(text, error) });
    }
  }
  return { documents, unreadable };
}

/**
 * The absolute path of a journey document named relative to the journey folder, or undefined when
 * the name leaves the folder, is absolute, or is not a .json file.
 */
export function journeyPath(journeyDir: string, file: string): string | undefined {
  if (typeof file !== 'string' || file === '' || isAbsolute(file) || !file.endsWith('.json'))
    return undefined;
  if (file.split(/[\\/]/).some((part) => part === '..' || part === '')) return undefined;
  const path = resolve(journeyDir, file);
  const inside = relative(resolve(journeyDir), path);
  return inside.startsWith('..') || isAbsolute(inside) || inside.startsWith('src') ? undefined : path;
}
