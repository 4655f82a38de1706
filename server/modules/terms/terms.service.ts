// Terms and the handover (issue 26 items 3 and 4, docs/decisions/038 and 042). A handover whose
// new term starts today is done at once; one that starts on a later day is prepared (one row of
// pending_handovers, changeable and cancellable) and done by the server's timer (runDue) on that
// day. Doing it is one transaction: the current term's team kept as it is now (term_members),
// the new term, those who continue carried into it (a new position or not), those who leave
// deactivated without any permission and signed out, their thank-you mails queued as jobs, the
// pending row deleted, one audit entry. A failure at any step leaves everything as it was, and
// the pending row gone with the commit means it is never done twice. After the commit, the
// team's read cache is told and the queued mails are sent (a mail that fails is tried again).
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/auth.schema.js';
import type { Language } from '../../../shared/constants.js';
import { site } from '../../../shared/site.js';
import {
  termIdOf,
  type HandoverInput,
  type HandoverOutput,
  type PendingHandover,
  type Term,
  type TermsOutput,
} from '../../../shared/terms.schema.js';
import { zonedDate } from '../../../shared/zoned-time.js';
import type { Database, TermMembersTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Fresh } from '../../lib/read-cache.js';
import { loadTraditional } from '../../lib/traditional.js';
import { selectActor } from '../accounts/index.js';
import { actorOf, type Actor, type AuditService } from '../audit/audit.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { Paragraph } from '../outbox/outbox.layout.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { thankYouMail } from './terms.mail.js';
import * as repo from './terms.repository.js';

export interface TermsDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  auth: Pick<AuthService, 'endSessionsOf'>;
  publicOrigin: string;
  log?: FastifyBaseLogger;
  /** Called after any change the team page shows (a handover, a member removed from a past team). */
  changed: () => void;
  /** A removed past entry's avatar file goes when nothing shows it any more. */
  avatars: { forgetAvatars: (avatars: ReadonlyArray<string | null>) => Promise<void> };
  /**
   * The team as the team page shows it now, read in the handover's transaction (TeamService's
   * shownMembers: passed in, as team reads the terms and so cannot be imported here).
   */
  shownTeam: (db: Kysely<Database>) => Promise<ShownMember[]>;
  /** Keeps the thank-you mails (queued in the handover's transaction) and sends them. */
  outbox: Pick<OutboxService, 'queue' | 'runDueJobs'>;
  /**
   * The newsletter offered to a leaver (issue 37), in the handover's transaction: a pending
   * subscription and the paragraphs of its confirmation link for the thank-you mail; null when
   * the address is subscribed already.
   */
  newsletterOffer?: (trx: Kysely<Database>, actor: Actor, email: string, language: Language) => Promise<Paragraph[] | null>;
}

/** A member as the team page shows them, to be kept as the ending term's team. */
type ShownMember = Omit<Insertable<TermMembersTable>, 'term_id' | 'department'> & { department: string | null };

type TermRow = Awaited<ReturnType<typeof repo.selectTerms>>[number];
type PendingRow = NonNullable<Awaited<ReturnType<typeof repo.selectPendingHandover>>>;

/** A prepared handover as its audit entries keep it. */
const pendingAudit = (row: Omit<PendingRow, 'id'> & { id?: number }) => ({
  term: { id: row.term_id, name: row.name, startsOn: row.starts_on, endsOn: row.ends_on },
  continuing: JSON.parse(row.continuing) as unknown,
  leaving: JSON.parse(row.leaving) as unknown,
});

const toTerm = (row: TermRow, currentId: string | undefined): Term => ({
  id: row.id,
  name: row.name,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  current: row.id === currentId,
});

/** A handover's input after validation. */
export type Handover = HandoverInput;

/** The calendar day (YYYY-MM-DD) in the society's time zone at `instant`: when a term starts. */
export function societyDay(instant: Date): string {
  const { year, month, day } = zonedDate(instant, site.timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Continuing = Handover['continuing'][number];
interface Plan {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  continuing: Continuing[];
}
interface Leaver {
  id: number;
  username: string;
}
/** How many jobs one run of the runner takes at most: more queued mails, another run. */
const jobsPerRun = 20;

export class TermsService {
  #running: Promise<{ applied: string | null }> | undefined;

  constructor(private readonly deps: TermsDeps) {}

  /** Every term, the latest (the current) first. */
  async list(): Promise<Fresh<TermsOutput>> {
    const rows = await repo.selectTerms(this.deps.db);
    return { data: { terms: rows.map((row) => toTerm(row, rows[0]?.id)) } };
  }

  /**
   * Starts the next term: at once when its first day is today (all of it, or nothing); prepared
   * when it is a later day (replacing one prepared before), done then by runDue.
   */
  async handover(actor: SessionUser, input: Handover): Promise<HandoverOutput> {
    const plan: Plan = {
      id: input.id ?? termIdOf(input.name),
      name: input.name,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      continuing: input.continuing,
    };
    const now = this.deps.clock();
    const today = societyDay(now);
    if (plan.startsOn > today) return this.prepare(actor, plan, now);
    // New positions in Traditional, converted before the transaction (no conversion holds the database).
    const convert = plan.continuing.some((c) => c.positionZh !== undefined) ? await loadTraditional() : null;
    await this.loadTraditionalForMails();
    let output: HandoverOutput;
    try {
      output = await this.deps.db.transaction().execute(async (trx) => {
        await this.checkActor(trx, actor);
        const current = await this.checkPlan(trx, plan, today);
        const active = await repo.selectActiveAccounts(trx);
        const activeIds = new Set(active.map((a) => a.id));
        if (plan.continuing.some((c) => !activeIds.has(c.id))) throw new AppError('CONFLICT', 'errors.handoverNotActive');
        if (!plan.continuing.some((c) => c.id === actor.id)) throw new AppError('FORBIDDEN', 'errors.handoverSelfLeaves');
        const continuing = new Set(plan.continuing.map((c) => c.id));
        // Done now, it replaces one prepared before.
        await repo.deletePendingHandover(trx);
        return this.apply(trx, {
          actor: actorOf(actor),
          plan,
          current,
          leaving: active.filter((a) => !continuing.has(a.id)),
          convert,
          now,
        });
      });
    } catch (error) {
      // Two handovers at once: the second meets the first's term (its id or its start date).
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.termExists', { cause: error });
      throw error;
    }
    await this.afterApply();
    return output;
  }

  /** The handover prepared ahead, or null (admins). */
  async pending(actor: SessionUser): Promise<{ pending: PendingHandover | null }> {
    await this.checkActor(this.deps.db, actor);
    const row = await repo.selectPendingHandover(this.deps.db);
    if (!row) return { pending: null };
    const continuing = JSON.parse(row.continuing) as Continuing[];
    const leaving = JSON.parse(row.leaving) as number[];
    const names = new Map(
      (await repo.selectUsernames(this.deps.db, [...continuing.map((c) => c.id), ...leaving])).map((a) => [a.id, a.username]),
    );
    return {
      pending: {
        term: { id: row.term_id, name: row.name, startsOn: row.starts_on, endsOn: row.ends_on },
        continuing: continuing.filter((c) => names.has(c.id)).map((c) => ({ ...c, username: names.get(c.id)! })),
        leaving: leaving.filter((id) => names.has(id)).map((id) => ({ id, username: names.get(id)! })),
        preparedBy: { id: row.prepared_by, username: row.prepared_by_username },
        preparedAt: row.prepared_at,
      },
    };
  }

  /** Cancels the handover prepared ahead (404 when there is none), audited. */
  async cancel(actor: SessionUser): Promise<{ cancelled: true }> {
    await this.deps.db.transaction().execute(async (trx) => {
      await this.checkActor(trx, actor);
      const row = await repo.selectPendingHandover(trx);
      if (!row) throw new AppError('NOT_FOUND', 'errors.handoverNotPending');
      await repo.deletePendingHandover(trx);
      await this.deps.audit.record(
        {
          actor: actorOf(actor),
          action: 'term.handoverCancelled',
          entity: 'term',
          entityId: row.term_id,
          before: pendingAudit(row),
          after: null,
        },
        trx,
      );
    });
    return { cancelled: true };
  }

  /**
   * Does the prepared handover once its first day has come at `now` (the service's clock unless
   * given; the server's timer calls this every minute). One run at a time; the row read again inside the transaction and
   * deleted by it, so a run after a crash or a restart, or a second run, finds nothing to do.
   */
  runDue(now?: Date): Promise<{ applied: string | null }> {
    this.#running ??= this.runPending(now ?? this.deps.clock()).finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Resolves once no run is under way (the server's close waits for it). */
  async idle(): Promise<void> {
    await this.#running?.catch(() => undefined);
  }

  private async runPending(now: Date): Promise<{ applied: string | null }> {
    const today = societyDay(now);
    const row = await repo.selectPendingHandover(this.deps.db);
    if (!row || row.starts_on > today) return { applied: null };
    const plan: Plan = {
      id: row.term_id,
      name: row.name,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
      continuing: JSON.parse(row.continuing) as Continuing[],
    };
    const convert = plan.continuing.some((c) => c.positionZh !== undefined) ? await loadTraditional() : null;
    await this.loadTraditionalForMails();
    const applied = await this.deps.db.transaction().execute(async (trx) => {
      const again = await repo.selectPendingHandover(trx);
      if (!again || again.term_id !== row.term_id || again.prepared_at !== row.prepared_at) return null;
      const current = await repo.selectCurrentTerm(trx);
      if (!current) throw new AppError('NOT_FOUND', 'errors.termNotFound');
      const active = await repo.selectActiveAccounts(trx);
      const activeIds = new Set(active.map((a) => a.id));
      const leavingIds = new Set(JSON.parse(row.leaving) as number[]);
      // Who was deactivated since stays as they are; an account added since continues.
      const leaving = active.filter((a) => leavingIds.has(a.id));
      const continuing = plan.continuing.filter((c) => activeIds.has(c.id));
      const known = new Set(continuing.map((c) => c.id));
      for (const a of active) if (!leavingIds.has(a.id) && !known.has(a.id)) continuing.push({ id: a.id });
      await repo.deletePendingHandover(trx);
      return this.apply(trx, {
        actor: { id: row.prepared_by, username: row.prepared_by_username },
        plan: { ...plan, continuing },
        current,
        leaving,
        convert,
        now: this.deps.clock(),
      });
    });
    if (!applied) return { applied: null };
    await this.afterApply();
    return { applied: applied.term.id };
  }

  /** Prepares (or changes) the handover of a later day: checked as a handover now is, nothing else changes. */
  private async prepare(actor: SessionUser, plan: Plan, now: Date): Promise<HandoverOutput> {
    return this.deps.db.transaction().execute(async (trx) => {
      await this.checkActor(trx, actor);
      const current = await this.checkPlan(trx, plan, societyDay(now));
      const active = await repo.selectActiveAccounts(trx);
      const activeIds = new Set(active.map((a) => a.id));
      if (plan.continuing.some((c) => !activeIds.has(c.id))) throw new AppError('CONFLICT', 'errors.handoverNotActive');
      if (!plan.continuing.some((c) => c.id === actor.id)) throw new AppError('FORBIDDEN', 'errors.handoverSelfLeaves');
      const continuing = new Set(plan.continuing.map((c) => c.id));
      const leaving = active.filter((a) => !continuing.has(a.id));
      const before = await repo.selectPendingHandover(trx);
      const row = {
        id: 1,
        term_id: plan.id,
        name: plan.name,
        starts_on: plan.startsOn,
        ends_on: plan.endsOn,
        continuing: JSON.stringify(plan.continuing),
        leaving: JSON.stringify(leaving.map((a) => a.id)),
        prepared_by: actor.id,
        prepared_by_username: actor.username,
        prepared_at: now.toISOString(),
      };
      await repo.savePendingHandover(trx, row);
      await this.deps.audit.record(
        {
          actor: actorOf(actor),
          action: 'term.handoverPrepared',
          entity: 'term',
          entityId: plan.id,
          before: before ? pendingAudit(before) : null,
          after: pendingAudit(row),
        },
        trx,
      );
      const byId = new Map(active.map((a) => [a.id, a.username]));
      return {
        pending: true,
        term: { id: plan.id, name: plan.name, startsOn: plan.startsOn, endsOn: plan.endsOn, current: false },
        previous: toTerm(current, current.id),
        continued: plan.continuing.map((c) => ({ id: c.id, username: byId.get(c.id)! })),
        left: leaving.map((a) => ({ id: a.id, username: a.username })),
      };
    });
  }

  /** The actor, read again: an active admin. */
  private async checkActor(db: Kysely<Database>, actor: SessionUser): Promise<void> {
    const me = await selectActor(db, actor.id);
    if (me?.is_active !== 1 || me.role !== 'admin') throw new AppError('FORBIDDEN', 'errors.forbidden');
  }

  /** The new term against the current one and today; the current term. */
  private async checkPlan(db: Kysely<Database>, plan: Plan, today: string): Promise<TermRow> {
    const current = await repo.selectCurrentTerm(db);
    if (!current) throw new AppError('NOT_FOUND', 'errors.termNotFound');
    if (plan.startsOn <= current.starts_on) throw new AppError('CONFLICT', 'errors.termStartsTooEarly');
    if (plan.startsOn < today) throw new AppError('CONFLICT', 'errors.termStartsInPast');
    if (await repo.selectTerm(db, plan.id)) throw new AppError('CONFLICT', 'errors.termExists');
    if (await repo.selectTermStarting(db, plan.startsOn)) throw new AppError('CONFLICT', 'errors.termExists');
    return current;
  }

  /** The mails of zh-Hant readers are the Simplified converted: the converter is loaded before any transaction. */
  private async loadTraditionalForMails(): Promise<void> {
    if (await repo.anyActiveInLanguage(this.deps.db, 'zh-Hant')) await loadTraditional();
  }

  /** The handover itself, inside the caller's transaction: snapshot, new term, carry, positions, retirement, sessions, mails queued, audit. */
  private async apply(
    trx: Kysely<Database>,
    args: {
      actor: Actor;
      plan: Plan;
      current: TermRow;
      leaving: Awaited<ReturnType<typeof repo.selectActiveAccounts>>;
      convert: ((text: string) => string) | null;
      now: Date;
    },
  ): Promise<HandoverOutput> {
    const { actor, plan, current, leaving, convert, now } = args;
    const nowIso = now.toISOString();
    // The team of the term that ends, as the team page shows it now.
    const team = await this.deps.shownTeam(trx);
    await repo.insertTermMembers(
      trx,
      team.map(({ department, ...row }) => ({ ...row, term_id: current.id, department: department! })),
    );
    await repo.insertTerm(trx, { id: plan.id, name: plan.name, starts_on: plan.startsOn, ends_on: plan.endsOn, created_at: nowIso });
    await repo.carryPublished(
      trx,
      plan.continuing.map((c) => c.id),
      current.id,
      plan.id,
    );
    for (const c of plan.continuing) {
      await repo.setPosition(trx, c.id, {
        ...(c.positionEn !== undefined ? { position_en: c.positionEn } : {}),
        ...(c.positionZh !== undefined ? { position_zh: c.positionZh, position_zh_hant: convert!(c.positionZh) } : {}),
      });
    }
    const leavingIds = leaving.map((a) => a.id);
    await repo.retireAccounts(trx, leavingIds);
    for (const leaver of leaving) await this.deps.auth.endSessionsOf(leaver.id, undefined, trx, 'deactivated');

    const usernames = new Map(
      (
        await repo.selectUsernames(
          trx,
          plan.continuing.map((c) => c.id),
        )
      ).map((a) => [a.id, a.username]),
    );
    const output: HandoverOutput = {
      pending: false,
      term: { id: plan.id, name: plan.name, startsOn: plan.startsOn, endsOn: plan.endsOn, current: true },
      previous: toTerm(current, plan.id),
      continued: plan.continuing.map((c) => ({ id: c.id, username: usernames.get(c.id)! })),
      left: leaving.map((a): Leaver => ({ id: a.id, username: a.username })),
    };
    await this.deps.audit.record(
      {
        actor,
        action: 'term.handover',
        entity: 'term',
        entityId: plan.id,
        before: {
          term: output.previous,
          team: team.map((m) => ({ id: m.account_id, username: m.username, positionEn: m.position_en, positionZh: m.position_zh })),
        },
        after: { term: output.term, continued: plan.continuing, left: output.left },
      },
      trx,
    );
    // The thank-you mails, queued in the same transaction: sent after the commit, and again after a crash or a failure.
    const names = new Map((await repo.selectProfileNames(trx, leavingIds)).map((n) => [n.id, n]));
    for (const leaver of leaving) {
      const { name_en: nameEn = '', name_zh: nameZh = '' } = names.get(leaver.id) ?? {};
      const name = (leaver.preferred_language === 'en' ? nameEn || nameZh : nameZh || nameEn) || leaver.username;
      const offer = (await this.deps.newsletterOffer?.(trx, actor, leaver.email, leaver.preferred_language)) ?? undefined;
      const mail = await thankYouMail(
        { to: leaver.email, name, termName: current.name, termId: current.id, ...(offer ? { offer } : {}) },
        leaver.preferred_language,
        this.deps.publicOrigin,
      );
      await this.deps.outbox.queue(trx, mail, { key: `thanks:${current.id}:${leaver.id}` });
    }
    return output;
  }

  /** After a handover's commit: the team's readers told, the queued thank-you mails sent (one that fails is tried again later). */
  private async afterApply(): Promise<void> {
    this.deps.changed();
    try {
      while ((await this.deps.outbox.runDueJobs()).ran >= jobsPerRun);
    } catch (error) {
      this.deps.log?.error({ err: error }, 'the thank-you mails could not be sent now; they are tried again later');
    }
  }

  /** Takes a member's entry out of a past term's team (on their request), audited. */
  async removeMember(actor: SessionUser, termId: string, accountId: number): Promise<{ removed: true }> {
    const avatar = await this.deps.db.transaction().execute(async (trx) => {
      const me = await selectActor(trx, actor.id);
      if (me?.is_active !== 1 || me.role !== 'admin') throw new AppError('FORBIDDEN', 'errors.forbidden');
      if (!(await repo.selectTerm(trx, termId))) throw new AppError('NOT_FOUND', 'errors.termNotFound');
      const row = await repo.selectTermMember(trx, termId, accountId);
      if (!row) throw new AppError('NOT_FOUND', 'errors.termMemberNotFound');
      await repo.deleteTermMember(trx, termId, accountId);
      await this.deps.audit.record(
        {
          actor: actorOf(actor),
          action: 'term.removeMember',
          entity: 'term',
          entityId: termId,
          before: {
            accountId,
            username: row.username,
            nameEn: row.name_en,
            nameZh: row.name_zh,
            positionEn: row.position_en,
            positionZh: row.position_zh,
          },
          after: null,
        },
        trx,
      );
      return row.avatar;
    });
    this.deps.changed();
    await this.deps.avatars.forgetAvatars([avatar]);
    return { removed: true };
  }
}
