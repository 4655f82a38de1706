// Every migration, by name. The server is bundled into one file, so migrations are imported
// here rather than read from the folder at run time. Append only; never edit a landed migration.
import type { Migration } from 'kysely';
import * as createEvents from './2026-11-22-0900-create-events.js';
import * as createJoinApplications from './2026-11-22-0930-create-join-applications.js';

export const migrations: Record<string, Migration> = {
  '2026-11-22-0900-create-events': createEvents,
  '2026-11-22-0930-create-join-applications': createJoinApplications,
};
