// Small pieces of SQL that every repository speaks alike.

/**
 * A LIKE pattern that finds `text` anywhere: `%` and `_` are LIKE's wildcards and `\` escapes
 * them, so a search for them means the characters. Use with `escape '\'`.
 */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether a write failed on a unique index (SQLite's code; the message names the column). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** The column a unique index refused, from SQLite's message ("UNIQUE constraint failed: staff_accounts.username"). */
export function uniqueColumnOf(error: unknown): string | undefined {
  return /UNIQUE constraint failed: \w+\.(\w+)/.exec(String((error as Error | null)?.message))?.[1];
}
