/** Journey versions (a content hash of the documents) and the migrations that carry answers across. */
export {
  canonicalJson,
  humanVersionOf,
  isVersioned,
  journeyVersionOf,
  versionedDocuments,
  type Sha256Hex,
} from './journeyVersion';
export { applyMigration } from './applyMigration';
export { migrateAnswers, migrationChain, migrationsIn, type NamedMigration } from './migrateAnswers';
export type { JourneyMigration, MigrationOperation } from './migrationTypes';
