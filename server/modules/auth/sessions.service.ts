// The sessions a member sees and ends, and a staff manager ends for another account (issue 24,
// item 2; docs/decisions/030). Every ending is in the audit log, in the transaction that makes it.
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/auth.schema.js';
import type { Language } from '../../../shared/constants.js';
import { deviceWords, type EndedCountOutput, type SessionInfo } from '../../../shared/sessions.schema.js';
import { canManageAccount } from '../../../shared/staff-rules.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import * as accounts from '../accounts/index.js';
import { ruleSubjectOf } from '../accounts/accounts.service.js';
import { actorOf, type AuditService } from '../audit/audit.service.js';
import { sessionRules } from './auth.service.js';
import * as repo from './sessions.repository.js';

export interface SessionsDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
}

/** Another account's session id is answered like no session at all, so ids cannot be probed. */
const notFound = () => new AppError('NOT_FOUND', 'errors.sessionNotFound');

export class SessionsService {
  constructor(private readonly deps: SessionsDeps) {}

  /** Now, and the last use before which a session is over (idle). */
  private bounds() {
    const now = this.deps.clock().getTime();
    return { now: new Date(now).toISOString(), idleSince: new Date(now - sessionRules.idleMs).toISOString() };
  }

  /** The account's live sessions: `current` first, then last used first. */
  async list(accountId: number, current: number | null, language: Language): Promise<SessionInfo[]> {
    const { now, idleSince } = this.bounds();
    const rows = await repo.liveSessionsOf(this.deps.db, accountId, now, idleSince);
    const sessions = rows.map((row) => ({
      id: row.id,
      device: deviceWords(row, language),
      browser: row.browser,
      os: row.os,
      createdAt: row.created_at,
      lastUsedAt: row.last_seen_at,
      current: row.id === current,
    }));
    return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
  }

  /** Ends one of the user's own sessions (404 for any other id); whether it was the current one. */
  async end(user: SessionUser, sessionId: number, current: number | null): Promise<{ signedOut: boolean }> {
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await repo.deleteSessionOf(trx, user.id, sessionId);
      if (!row) throw notFound();
      await this.deps.audit.record(
        {
          actor: actorOf(user),
          action: 'session.end',
          entity: 'staff',
          entityId: user.id,
          before: { session: sessionId, device: deviceWords(row, 'en'), createdAt: row.created_at },
          after: null,
        },
        trx,
      );
    });
    return { signedOut: sessionId === current };
  }

  /** Ends every session of the user but the current one: how many. */
  async endOthers(user: SessionUser, current: number): Promise<EndedCountOutput> {
    const { now, idleSince } = this.bounds();
    const count = await this.deps.db.transaction().execute(async (trx) => {
      const ended = await repo.deleteLiveSessions(trx, user.id, current, now, idleSince);
      if (ended > 0)
        await this.deps.audit.record(
          { actor: actorOf(user), action: 'session.endOthers', entity: 'staff', entityId: user.id, before: null, after: { ended } },
          trx,
        );
      return ended;
    });
    return { count };
  }

  /**
   * A staff manager ends every session of another account: admins any, other staff managers the
   * accounts they may manage (shared/staff-rules.ts). Their own account: all but the current one.
   */
  async endAllOf(actor: SessionUser, accountId: number, current: number | null): Promise<EndedCountOutput> {
    const { now, idleSince } = this.bounds();
    const count = await this.deps.db.transaction().execute(async (trx) => {
      const actorRow = await accounts.selectActor(trx, actor.id);
      if (!actorRow) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
      const target = await accounts.selectActor(trx, accountId);
      if (!target) throw new AppError('NOT_FOUND', 'errors.staffNotFound');
      const self = ruleSubjectOf(actorRow);
      if (!canManageAccount(self, ruleSubjectOf(target)))
        throw new AppError('FORBIDDEN', target.role === 'admin' ? 'errors.adminOnlyRole' : 'errors.accountBeyondOwn');
      const ended = await repo.deleteLiveSessions(trx, accountId, actor.id === accountId ? current : null, now, idleSince);
      await this.deps.audit.record(
        { actor: actorOf(actor), action: 'session.endAll', entity: 'staff', entityId: accountId, before: null, after: { ended } },
        trx,
      );
      return ended;
    });
    return { count };
  }
}
