// Runs the migrations of migrations/ with Kysely's migrator, all pending ones in one transaction.
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResult } from 'kysely/migration';
import { migrations } from '../../migrations/index.js';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Brings the schema to the latest migration, or throws MigrationError and changes nothing. */
// biome-ignore lint/suspicious/noExplicitAny: the migrations run against every schema the database has had, not the live one; Kysely's Migrator takes a Kysely<any> for that
export async function migrateToLatest(db: Kysely<any>, source: Record<string, Migration> = migrations): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => source } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${failed ? `"${failed}" ` : ''}failed: ${reason}. The database was left as it was.`, {
      cause: error,
    });
  }
  return results ?? [];
}
