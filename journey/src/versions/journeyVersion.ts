import type { JourneyDocuments } from '../steps/stepTypes';

/**
 * Whether a document of journey/ changes what the journey asks, checks or shows: journey.json,
 * rules.json, addons.json and everything under steps/, forms/, lists/ and content/. Test cases
 * (`*cases.json`), sample personas and the migrations themselves do not.
 */
export function isVersioned(path: string): boolean {
  if (/(^|[/.-])cases\.json$/.test(path)) return false;
  return (
    path === 'journey.json' ||
    path === 'rules.json' ||
    path === 'addons.json' ||
    /^(steps|forms|lists|content)\//.test(path)
  );
}

/** The documents of a build that make its version, by path relative to journey/. */
export function versionedDocuments(documents: JourneyDocuments): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const path of Object.keys(documents).sort()) if (isVersioned(path)) kept[path] = documents[path];
  return kept;
}

/** JSON with every object's keys sorted: the same documents give the same text however parsed. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of a text as hex: node:crypto's on the server (the pure layer imports no Node). */
export type Sha256Hex = (text: string) => string;

/**
 * The journey's version: the first 16 hex of a SHA-256 over its versioned documents (paths and
 * contents, key order ignored). Two builds of the same documents agree; any change to a question,
 * a rule, a list, a text or an add-on gives a new version. Documents outside the version (cases,
 * samples, migrations) never change it.
 */
export function journeyVersionOf(documents: JourneyDocuments, sha256Hex: Sha256Hex): string {
  return sha256Hex(canonicalJson(versionedDocuments(documents))).slice(0, 16);
}

/** The human version product staff give in journey.json ("2026.11.1"), or '' when there is none. */
export function humanVersionOf(documents: JourneyDocuments): string {
  const journey = documents['journey.json'];
  const version =
    journey !== null && typeof journey === 'object' ? (journey as { version?: unknown }).version : '';
  return typeof version === 'string' ? version : '';
}

/** Orders human versions by their numbers ("2026.11.2" after "2026.11.1", "2026.12.1" after both). */
export function compareHumanVersions(a: string, b: string): number {
  const as = a.split('.').map(Number);
  const bs = b.split('.').map(Number);
  for (let i = 0; i < Math.max(as.length, bs.length); i += 1) {
    const difference = (as[i] ?? 0) - (bs[i] ?? 0);
    if (difference !== 0 && !Number.isNaN(difference)) return Math.sign(difference);
  }
  return 0;
}
