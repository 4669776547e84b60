import { applyMigration } from './applyMigration';
import type { JourneyMigration } from './migrationTypes';

/** A migration with the name of its file (journey/migrations/<name>.json). */
export interface NamedMigration {
  name: string;
  migration: JourneyMigration;
}

/** The migrations of a build: every `migrations/*.json` document, by file name. */
export function migrationsIn(documents: Readonly<Record<string, unknown>>): NamedMigration[] {
  return Object.keys(documents)
    .filter((path) => /^migrations\/[^/]+\.json$/.test(path))
    .sort()
    .map((path) => ({
      name: path.slice('migrations/'.length, -'.json'.length),
      migration: documents[path] as JourneyMigration,
    }));
}

/**
 * The shortest chain of migrations from human version `from` to `to` (breadth first over each
 * migration's from -> to), `[]` when they are the same version or no chain joins them.
 */
export function migrationChain(
  migrations: readonly NamedMigration[],
  from: string,
  to: string,
): NamedMigration[] {
  if (from === to) return [];
  const reached = new Map<string, NamedMigration[]>([[from, []]]);
  let frontier = [from];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const version of frontier) {
      for (const named of migrations) {
        if (!named.migration.from.includes(version) || reached.has(named.migration.to)) continue;
        const chain = [...(reached.get(version) ?? []), named];
        if (named.migration.to === to) return chain;
        reached.set(named.migration.to, chain);
        next.push(named.migration.to);
      }
    }
    frontier = next;
  }
  return [];
}

/**
 * Answers given under human version `from` carried to `to` by the declared migrations: each of
 * the chain applied in order. Answers no migration names are carried as they are; the steps of
 * the new version then ask what is missing. Answers the names of the migrations applied.
 */
export function migrateAnswers<T>(
  answers: T,
  migrations: readonly NamedMigration[],
  from: string,
  to: string,
): { answers: T; applied: string[] } {
  const chain = migrationChain(migrations, from, to);
  return {
    answers: chain.reduce((result, { migration }) => applyMigration(result, migration), answers),
    applied: chain.map(({ name }) => name),
  };
}
