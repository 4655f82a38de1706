// Terms and the handover (issue 26 items 3 and 4, docs/decisions/038). The handover is one
// transaction: the actor read again (an active admin), the current term's team kept as it is
// now (term_members), the new term, those who continue carried into it (a new position or not),
// those who leave deactivated without any permission and signed out, one audit entry. A failure
// at any step leaves everything as it was. After the commit, the team's read cache is told and
// each who left is sent a thank-you mail in their language.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/auth.schema.js';
import type { Language } from '../../../shared/constants.js';
import { termIdOf, type HandoverInput, type HandoverOutput, type Term, type TermsOutput } from '../../../shared/terms.schema.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mail.js';
import type { Fresh } from '../../lib/read-cache.js';
import { loadTraditional } from '../../lib/traditional.js';
import { selectActor } from '../accounts/accounts.repository.js';
import { actorOf, type AuditService } from '../audit/audit.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import { selectShownMembers } from '../team/team.repository.js';
import { thankYouMail } from './terms.mail.js';
import * as repo from './terms.repository.js';

export interface TermsDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  auth: Pick<AuthService, 'endSessionsOf'>;
  mail: Mailer;
  publicOrigin: string;
  log?: FastifyBaseLogger;
  /** Called after any change the team page shows (a handover, a member removed from a past team). */
  changed: () => void;
  /** A removed past entry's avatar file goes when nothing shows it any more. */
  avatars: Pick<ProfilesService, 'forgetAvatars'>;
}

type TermRow = Awaited<ReturnType<typeof repo.selectTerms>>[number];

const toTerm = (row: TermRow, currentId: string | undefined): Term => ({ id: row.id, name: row.name, startsOn: row.starts_on, endsOn: row.ends_on, current: row.id === currentId });

/** A handover's input after validation. */
export type Handover = HandoverInput;

export class TermsService {
  constructor(private readonly deps: TermsDeps) {}

  /** Every term, the latest (the current) first. */
  async list(): Promise<Fresh<TermsOutput>> {
    const rows = await repo.selectTerms(this.deps.db);
    return { data: { terms: rows.map((row) => toTerm(row, rows[0]?.id)) } };
  }

  /** Starts the next term: all of it, or nothing. */
  async handover(actor: SessionUser, input: Handover): Promise<HandoverOutput> {
    const id = input.id ?? termIdOf(input.name);
    // New positions in Traditional, converted before the transaction (no conversion holds the database).
    const convert = input.continuing.some((c) => c.positionZh !== undefined) ? await loadTraditional() : null;
    const now = this.deps.clock().toISOString();
    let done: { output: HandoverOutput; leavers: Array<{ id: number; username: string; email: string; language: Language; nameEn: string; nameZh: string }> };
    try {
      done = await this.deps.db.transaction().execute(async (trx) => {
        const me = await selectActor(trx, actor.id);
        if (!me || me.is_active !== 1 || me.role !== 'admin') throw new AppError('FORBIDDEN', 'errors.forbidden');
        const current = await repo.selectCurrentTerm(trx);
        if (!current) throw new AppError('NOT_FOUND', 'errors.termNotFound');
        if (input.startsOn <= current.starts_on) throw new AppError('CONFLICT', 'errors.termStartsTooEarly');
        if (await repo.selectTerm(trx, id)) throw new AppError('CONFLICT', 'errors.termExists');

        const active = await repo.selectActiveAccounts(trx);
        const activeIds = new Set(active.map((a) => a.id));
        const continuing = new Map(input.continuing.map((c) => [c.id, c]));
        if ([...continuing.keys()].some((cid) => !activeIds.has(cid))) throw new AppError('CONFLICT', 'errors.handoverNotActive');
        if (!continuing.has(actor.id)) throw new AppError('FORBIDDEN', 'errors.handoverSelfLeaves');
        const leaving = active.filter((a) => !continuing.has(a.id));

        // The team of the term that ends, as the team page shows it now.
        const team = await selectShownMembers(trx);
        await repo.insertTermMembers(
          trx,
          team.map(({ department, ...row }) => ({ ...row, term_id: current.id, department: department! })),
        );
        await repo.insertTerm(trx, { id, name: input.name, starts_on: input.startsOn, ends_on: input.endsOn, created_at: now });
        await repo.carryPublished(trx, [...continuing.keys()], current.id, id);
        for (const c of continuing.values()) {
          await repo.setPosition(trx, c.id, {
            ...(c.positionEn !== undefined ? { position_en: c.positionEn } : {}),
            ...(c.positionZh !== undefined ? { position_zh: c.positionZh, position_zh_hant: convert!(c.positionZh) } : {}),
          });
        }
        const leavingIds = leaving.map((a) => a.id);
        await repo.retireAccounts(trx, leavingIds);
        for (const leaver of leaving) await this.deps.auth.endSessionsOf(leaver.id, undefined, trx, 'deactivated');

        const byId = new Map(active.map((a) => [a.id, a]));
        const named = (ids: Iterable<number>) => [...ids].map((aid) => ({ id: aid, username: byId.get(aid)!.username }));
        const output: HandoverOutput = {
          term: { id, name: input.name, startsOn: input.startsOn, endsOn: input.endsOn, current: true },
          previous: toTerm(current, id),
          continued: named(continuing.keys()),
          left: named(leavingIds),
        };
        await this.deps.audit.record(
          {
            actor: actorOf(actor),
            action: 'term.handover',
            entity: 'term',
            entityId: id,
            before: { term: output.previous, team: team.map((m) => ({ id: m.account_id, username: m.username, positionEn: m.position_en, positionZh: m.position_zh })) },
            after: { term: output.term, continued: input.continuing, left: output.left },
          },
          trx,
        );
        const names = new Map((await repo.selectProfileNames(trx, leavingIds)).map((n) => [n.id, n]));
        return {
          output,
          leavers: leaving.map((a) => ({ id: a.id, username: a.username, email: a.email, language: a.preferred_language, nameEn: names.get(a.id)?.name_en ?? '', nameZh: names.get(a.id)?.name_zh ?? '' })),
        };
      });
    } catch (error) {
      // Two handovers at once: the second meets the first's term (its id or its start date).
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'errors.termExists', { cause: error });
      throw error;
    }
    this.deps.changed();
    await this.thank(done.leavers, done.output.previous);
    return done.output;
  }

  /** The thank-you mails, after the commit: a mail that fails is logged; the handover stands. */
  private async thank(leavers: Array<{ email: string; language: Language; username: string; nameEn: string; nameZh: string }>, term: Term): Promise<void> {
    await Promise.all(
      leavers.map(async (leaver) => {
        const name = (leaver.language === 'en' ? leaver.nameEn || leaver.nameZh : leaver.nameZh || leaver.nameEn) || leaver.username;
        try {
          await this.deps.mail.send(await thankYouMail({ to: leaver.email, name, termName: term.name, termId: term.id }, leaver.language, this.deps.publicOrigin));
        } catch (error) {
          this.deps.log?.error({ err: error }, 'a thank-you mail could not be sent');
        }
      }),
    );
  }

  /** Takes a member's entry out of a past term's team (on their request), audited. */
  async removeMember(actor: SessionUser, termId: string, accountId: number): Promise<{ removed: true }> {
    const avatar = await this.deps.db.transaction().execute(async (trx) => {
      const me = await selectActor(trx, actor.id);
      if (!me || me.is_active !== 1 || me.role !== 'admin') throw new AppError('FORBIDDEN', 'errors.forbidden');
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
          before: { accountId, username: row.username, nameEn: row.name_en, nameZh: row.name_zh, positionEn: row.position_en, positionZh: row.position_zh },
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
