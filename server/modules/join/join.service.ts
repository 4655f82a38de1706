import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants.js';
import type { Department } from '../../../shared/departments.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { insertJoinApplication } from './join.repository.js';

export interface NewJoinApplication {
  name: string;
  email: string;
  group: Department;
  message: string;
  language: Language;
}

export class JoinService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Stores an application (already validated) and returns its id and time of receipt. */
  async submit(application: NewJoinApplication) {
    const row = await insertJoinApplication(this.db, {
      name: application.name,
      email: application.email.toLowerCase(),
      department: application.group,
      message: application.message,
      language: application.language,
      created_at: this.clock().toISOString(),
    });
    return { id: row.id, receivedAt: row.created_at };
  }
}
