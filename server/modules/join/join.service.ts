import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants.js';
import type { Department } from '../../../shared/departments.js';
import {
  exportLimits,
  type ExportApplicationsInput,
  type JoinApplication,
  type ListApplicationsInput,
} from '../../../shared/join.schema.js';
import { pageOf } from '../../../shared/paging.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import * as repo from './join.repository.js';

export interface NewJoinApplication {
  name: string;
  email: string;
  group: Department;
  message: string;
  language: Language;
}

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof repo.selectApplication>>>;

function toApplication(row: ApplicationRow): JoinApplication {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    group: row.department,
    message: row.message,
    language: row.language,
    receivedAt: row.created_at,
    handledAt: row.handled_at,
    handledBy: row.handled_at === null ? null : row.handled_by_username,
  };
}

export class JoinService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /** Stores an application (already validated) and returns its id and time of receipt. */
  async submit(application: NewJoinApplication) {
    const row = await repo.insertJoinApplication(this.db, {
      name: application.name,
      email: application.email.toLowerCase(),
      department: application.group,
      message: application.message,
      language: application.language,
      created_at: this.clock().toISOString(),
    });
    return { id: row.id, receivedAt: row.created_at };
  }

  /** The inbox: newest first, searched and filtered, a page at a time. */
  async list(input: ListApplicationsInput) {
    const { page, pageSize, offset } = pageOf(input);
    const filter = { q: input?.q, status: input?.status ?? 'all' };
    const [rows, total] = await Promise.all([
      repo.selectApplications(this.db, filter, pageSize, offset),
      repo.countApplications(this.db, filter),
    ]);
    return { applications: rows.map(toApplication), total, page, pageSize };
  }

  /** Every application the filters match, newest first, up to exportLimits.rows (for the CSV export). */
  async exportAll(input: ExportApplicationsInput) {
    const filter = { q: input?.q, status: input?.status ?? 'all' };
    const rows = await repo.selectApplications(this.db, filter, exportLimits.rows + 1, 0);
    return { applications: rows.slice(0, exportLimits.rows).map(toApplication), truncated: rows.length > exportLimits.rows };
  }

  /** Marks an application handled (or waiting again), recorded in the audit log with it. */
  async setHandled(actor: Actor, id: number, handled: boolean): Promise<JoinApplication> {
    return this.db.transaction().execute(async (trx) => {
      const before = await repo.selectApplication(trx, id);
      if (!before) throw new AppError('NOT_FOUND', 'errors.applicationNotFound');
      await repo.setHandled(trx, id, handled ? this.clock().toISOString() : null, handled ? actor.id : null);
      const after = toApplication((await repo.selectApplication(trx, id))!);
      await this.audit.record(
        { actor, action: 'application.update', entity: 'application', entityId: id, before: toApplication(before), after },
        trx,
      );
      return after;
    });
  }
}
