// The audit log: every change an editor or admin makes is recorded with who, what (the record
// before and after) and when, in the same transaction as the change itself, so a change is
// never stored without its entry or the reverse.
import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry, ListAuditInput, ListAuditOutput } from '../../../shared/audit.schema.js';
import { pageOf } from '../../../shared/paging.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './audit.repository.js';

export interface Actor {
  id: number;
  username: string;
}

/** Who a change is recorded as: the signed-in user's id and name, nothing else of them. */
export const actorOf = (user: Actor): Actor => ({ id: user.id, username: user.username });

/**
 * Who a change is recorded as when no account made it: a visitor (registering for an event,
 * cancelling by the link of a mail). No username can hold parentheses, so none is taken for it.
 */
export const visitorActor = { id: null, username: '(visitor)' } as const;
/** Who a change is recorded as when the server made it at a time set before (a scheduled article going live). */
export const scheduleActor = { id: null, username: '(schedule)' } as const;
/** Who a check-in made with a volunteer's link is recorded as: the link, named by its id and label (issue 38). */
export const checkInLinkActor = (link: { id: number; label: string }) =>
  ({ id: null, username: `(check-in link ${link.id}: ${link.label})` }) as const;
export type Recorder = Actor | typeof visitorActor | typeof scheduleActor | ReturnType<typeof checkInLinkActor>;

export interface AuditRecord {
  actor: Recorder;
  action: AuditAction;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

function toEntry(row: repo.AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: { id: row.actor_id, username: row.actor_username },
    action: row.action as AuditAction,
    entity: row.entity,
    entityId: row.entity_id,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  };
}

export class AuditService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Records a change; pass the transaction the change runs in. */
  async record(record: AuditRecord, db: Kysely<Database> = this.db): Promise<void> {
    await repo.insertAuditRow(db, {
      at: this.clock().toISOString(),
      actor_id: record.actor.id,
      actor_username: record.actor.username,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId === null ? null : String(record.entityId),
      before: json(record.before),
      after: json(record.after),
    });
  }

  async list(input: ListAuditInput): Promise<ListAuditOutput> {
    const { page, pageSize, offset } = pageOf(input);
    const filter = { entity: input?.entity, entityId: input?.entityId };
    const [rows, total] = await Promise.all([repo.selectAuditPage(this.db, filter, pageSize, offset), repo.countAudit(this.db, filter)]);
    return { entries: rows.map(toEntry), total, page, pageSize };
  }
}
