// The outbox (issue 35, docs/decisions/045-mail-outbox.md): every mail of the site goes through it.
// It sends now, or keeps the mail as a row of the jobs table and tries again with a growing delay,
// across restarts (the server's timer runs runDueJobs). A mail may carry an expiry (a sign-in or
// reset code lives ten minutes): one that could only go after it is dropped, never sent late.
// Other modules register their own kinds of job (registrations: an event's reminder) and schedule
// them in their own transactions; the runner knows kinds only by registration (a job of a kind
// nobody registered is kept and logged as an error), and the outbox imports no other module. A batch (the newsletter)
// is queued at a rate per minute, each recipient's delivery a row whose state can be read back.
// A batch kind (the newsletter's, docs/decisions/050) keeps only a reference in each row: its
// mail is made by the kind's registered maker when the row runs (so 2,000 recipients are not
// 2,000 mails in memory or in the table), and its rows run in a lane of their own, often
// (runDueBatches), a bounded number at a time, at the rate they were spaced at.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Mail, Mailer } from '../../lib/mail.js';
import { layout, type MailContent } from './outbox.layout.js';
import * as repo from './outbox.repository.js';

export type JobRow = repo.JobRow;

/** A failed job runs again this much later, times its attempts (a mail server down for a while). */
export const jobRetryMs = 5 * 60_000;
/** A mail with an expiry (a code) is tried again sooner: 30 s, then doubled, at most jobRetryMs. */
export const urgentRetryMs = 30_000;
/** Jobs taken per run: a run is short, the timer comes back. */
export const jobsPerRun = 20;
/**
 * Tries of a mail that failed to send (kept as a job: sent again 5, 10, 15 … minutes later),
 * about nine hours in all; then it is given up, and logged as an error.
 */
export const mailAttemptsMax = 8;

/** A batch's rows taken by one run of the batches' lane (the server runs it every second). */
export const batchesPerRun = 50;
/**
 * A batch's mails sent at once by the batches' lane; their rows are marked in one transaction
 * (one commit, not one each), so a crash re-sends at most these.
 */
export const batchConcurrency = 10;
/** A paused batch's rows wait until then (moved back by respaceBatch). */
export const heldUntil = '9999-12-31T00:00:00.000Z';
/** The error of a row done without a mail: its maker had nothing to send (the recipient left since). */
export const batchSkipped = 'skipped: nothing to send any more';

/** A kind of batch another module registers (the newsletter): the mail of a row, made when it runs. */
export interface BatchKind {
  /** The mail of a row's payload at `now`, or null: nothing to send any more (done, as skipped). Throw to try again later. */
  make(payload: unknown, now: Date): Promise<MailContent | Mail | null>;
  /** Called after a run that left no row of `batch` to send. */
  finished?(batch: string): Promise<void>;
}

/** How a batch stands, counted over its rows. */
export interface BatchProgress {
  total: number;
  sent: number;
  failed: number;
  skipped: number;
  left: number;
  /** Rows given up after their last try: the reference each was queued with, the last error, the tries. */
  failures: Array<{ ref: string; error: string; attempts: number }>;
}

/** A job kind another module registers: what runs when its time has come (throw to run it again later). */
export type JobHandler = (payload: unknown, now: Date) => Promise<void>;

/** How one row of a batch went: done (sent, or skipped with `error`), or failed with `error`. */
type BatchOutcome = { job: JobRow; done: boolean; error: string | null };

/** A job whose kind no module registered (one removed, or a process started without it): kept, and tried again later. */
class UnknownJobKind extends Error {
  constructor(readonly kind: string) {
    super(`no handler is registered for jobs of kind ${kind}`);
  }
}

/** What the outbox reads of the society's record (the site module's service): its names. */
export interface SocietyRecord {
  current(): Promise<{ content: { name: { en: string; zh: string } }; hant: { name: { zh: string } } }>;
}

/** What the jobs table keeps of a mail: the mail, and when it is no use any more. */
type KeptMail = Mail & { expiresAt?: string };

export interface SendOptions {
  /** After this instant the mail is dropped, not sent (a code that has expired). */
  expiresAt?: Date;
  /** What the mail is, for the job's key and the logs (`signInCode`, `registration:12:confirmed`). */
  label?: string;
  /** False: send now or throw, nothing kept (the caller's own job runs again). */
  keep?: boolean;
  /**
   * What the mail is the latest of (`code:login:<hash of the address>`): a kept mail of the same is
   * dropped, never sent after it (a new code voids the old one).
   */
  replaces?: string;
}

/** One recipient's delivery of a batch. */
export interface Delivery {
  to: string;
  status: 'queued' | 'sent' | 'failed' | 'expired';
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

export interface OutboxDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The transport (nodemailer: SMTP, or .eml files on a laptop). */
  mailer: Mailer;
  log?: FastifyBaseLogger | undefined;
  /** The society's record: the sender's name in the mail's language, as it has it now (read at each send). */
  site?: SocietyRecord;
}

/** The society's name in a language, as its record has it (the Traditional one its own). */
function senderName({ content, hant }: Awaited<ReturnType<SocietyRecord['current']>>, language: Language): string {
  return language === 'zh-Hant' ? hant.name.zh : language === 'zh' ? content.name.zh : content.name.en;
}

/** A feature's content in the one layout (a mail already made stays as it is). */
const made = (content: MailContent | Mail): Mail => ('paragraphs' in content ? layout(content) : content);

const expired = 'expired before it could be sent';
const replaced = 'replaced by a newer mail';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class OutboxService {
  readonly #handlers = new Map<string, JobHandler>();
  readonly #batches = new Map<string, BatchKind>();
  #running: Promise<{ ran: number; failed: number }> | undefined;

  constructor(private readonly deps: OutboxDeps) {}

  /**
   * Registers a kind of job, by the name its rows keep in the jobs table (`reminder`: the
   * registrations module's), so the runner knows kinds only by registration. The name is stored:
   * renaming a kind strands its rows written before. The outbox's own kind, `mail`, cannot be taken.
   */
  register(kind: string, handler: JobHandler): void {
    if (kind === 'mail' || this.#handlers.has(kind) || this.#batches.has(kind)) throw new Error(`the job kind ${kind} is taken`);
    this.#handlers.set(kind, handler);
  }

  /** Registers a kind of batch: its rows' mails are made by `batch.make` when each runs. */
  registerBatch(kind: string, batch: BatchKind): void {
    if (kind === 'mail' || this.#handlers.has(kind) || this.#batches.has(kind)) throw new Error(`the job kind ${kind} is taken`);
    this.#batches.set(kind, batch);
  }

  /**
   * Queues a batch of a registered kind in the caller's transaction: one row per item
   * (`batch:<batch>:<ref>`, a ref already queued stays as it is), spaced evenly at `perMinute`
   * from `start`. Each row keeps only its payload; the mail is made when it runs.
   */
  async queueBatch(
    db: Kysely<Database>,
    kind: string,
    batch: string,
    items: ReadonlyArray<{ ref: string | number; payload: unknown }>,
    options: { perMinute: number; start?: Date },
  ): Promise<void> {
    if (!/^[\w.-]+$/.test(batch)) throw new Error('a batch is named by letters, digits, dots and dashes');
    const perMinute = Math.max(1, Math.floor(options.perMinute));
    const now = this.deps.clock();
    const start = (options.start ?? now).getTime();
    await repo.insertJobsIfAbsent(
      db,
      items.map((item, i) => ({
        kind,
        key: `batch:${batch}:${item.ref}`,
        runAt: new Date(start + Math.floor((i * 60_000) / perMinute)).toISOString(),
        payload: JSON.stringify(item.payload),
        nowIso: now.toISOString(),
      })),
    );
  }

  /** A batch's counts over its rows, and the rows given up (at most `limit`). */
  async batchProgress(batch: string, limit = 100): Promise<BatchProgress> {
    const prefix = `batch:${batch}:`;
    const counts = await repo.countBatch(this.deps.db, prefix, batchSkipped);
    const failures = counts.failed === 0 ? [] : await repo.selectBatchFailures(this.deps.db, prefix, batchSkipped, limit);
    return {
      ...counts,
      failures: failures.map((row) => ({ ref: row.key.slice(prefix.length), error: row.last_error ?? '', attempts: row.attempts })),
    };
  }

  /** Holds a batch's rows not done (a pause): they wait until respaceBatch. A row in flight finishes. */
  async holdBatch(db: Kysely<Database>, batch: string): Promise<void> {
    await db
      .updateTable('jobs')
      .set({ run_at: heldUntil })
      .where('key', '>=', `batch:${batch}:`)
      .where('key', '<', `batch:${batch}:\uffff`)
      .where('done_at', 'is', null)
      .execute();
  }

  /** Spaces a batch's rows not done at `perMinute` again, from now (a resume), in their order. */
  async respaceBatch(db: Kysely<Database>, batch: string, perMinute: number): Promise<void> {
    const rate = Math.max(1, Math.floor(perMinute));
    const start = this.deps.clock().getTime();
    const ids = await repo.selectPendingIds(db, `batch:${batch}:`);
    for (const [i, id] of ids.entries()) await repo.setRunAt(db, id, new Date(start + Math.floor((i * 60_000) / rate)).toISOString());
  }

  /** A job of a registered kind at `runAt`, in the caller's transaction; one with its key already stays as it is. */
  async schedule(db: Kysely<Database>, job: { kind: string; key: string; runAt: string; payload: unknown }): Promise<void> {
    await repo.insertJobIfAbsent(db, { ...job, payload: JSON.stringify(job.payload), nowIso: this.deps.clock().toISOString() });
  }

  /** Moves a job to `runAt`, to run again from scratch; false when there is none. */
  reschedule(db: Kysely<Database>, key: string, runAt: string): Promise<boolean> {
    return repo.moveJob(db, key, runAt);
  }

  async unschedule(db: Kysely<Database>, key: string): Promise<void> {
    await repo.deleteJob(db, key);
  }

  job(key: string): Promise<JobRow | undefined> {
    return repo.selectJob(this.deps.db, key);
  }

  /**
   * Sends the mail now; should that fail, keeps it to send again later and answers `kept` (the
   * failure is logged as a warning, never with the mail's text). With `keep: false` a failure is
   * thrown instead. A mail already past its expiry is not sent (`expired`).
   */
  async send(content: MailContent | Mail, options: SendOptions = {}): Promise<'sent' | 'kept' | 'expired'> {
    const mail = made(content);
    const now = this.deps.clock();
    if (options.replaces) await repo.dropPendingByKeyPrefix(this.deps.db, `mail:${options.replaces}:`, now.toISOString(), replaced);
    if (options.expiresAt && options.expiresAt.getTime() <= now.getTime()) return 'expired';
    try {
      await this.transmit(mail);
      return 'sent';
    } catch (error) {
      if (options.keep === false) throw error;
      const label = options.label ?? 'mail';
      this.deps.log?.warn({ err: error, mail: label }, 'mail failed to send; kept to send again');
      const kept: KeptMail = { ...mail, ...(options.expiresAt ? { expiresAt: options.expiresAt.toISOString() } : {}) };
      await repo.insertJob(this.deps.db, {
        kind: 'mail',
        key: `mail:${options.replaces ?? label}:${randomUUID()}`,
        runAt: new Date(now.getTime() + (options.expiresAt ? urgentRetryMs : jobRetryMs)).toISOString(),
        payload: JSON.stringify(kept),
        nowIso: now.toISOString(),
      });
      return 'kept';
    }
  }

  /**
   * Queues a mail in the caller's transaction, to be sent by the next run (after the commit, and
   * again after a crash or a failure); one with its key already queued stays as it is.
   */
  async queue(db: Kysely<Database>, content: MailContent | Mail, options: { key: string; runAt?: Date; expiresAt?: Date }): Promise<void> {
    const mail = made(content);
    const now = this.deps.clock();
    const kept: KeptMail = { ...mail, ...(options.expiresAt ? { expiresAt: options.expiresAt.toISOString() } : {}) };
    await repo.insertJobIfAbsent(db, {
      kind: 'mail',
      key: options.key,
      runAt: (options.runAt ?? now).toISOString(),
      payload: JSON.stringify(kept),
      nowIso: now.toISOString(),
    });
  }

  /**
   * A batch (the newsletter): each mail a delivery of its own, queued `perMinute` a minute from
   * now, sent by the runs as their minutes come; `deliveries(batch)` says how each went.
   */
  async sendBatch(batch: string, mails: readonly (MailContent | Mail)[], options: { perMinute: number }): Promise<void> {
    if (!/^[\w.-]+$/.test(batch)) throw new Error('a batch is named by letters, digits, dots and dashes');
    const perMinute = Math.max(1, Math.floor(options.perMinute));
    const start = this.deps.clock().getTime();
    await this.deps.db.transaction().execute(async (trx) => {
      for (const [i, mail] of mails.entries())
        await this.queue(trx, mail, { key: `batch:${batch}:${i}`, runAt: new Date(start + Math.floor(i / perMinute) * 60_000) });
    });
  }

  /** Each recipient's delivery of a batch, in the order they were queued. */
  async deliveries(batch: string): Promise<Delivery[]> {
    const rows = await repo.selectJobsByKeyPrefix(this.deps.db, `batch:${batch}:`);
    return rows.map((row) => ({
      to: (JSON.parse(row.payload) as Partial<Mail>).to ?? '',
      status: row.done_at === null ? 'queued' : row.last_error === null ? 'sent' : row.last_error === expired ? 'expired' : 'failed',
      attempts: row.attempts,
      lastError: row.last_error,
      sentAt: row.done_at !== null && row.last_error === null ? row.done_at : null,
    }));
  }

  /**
   * Runs the jobs whose time has come at `now` (the outbox's clock unless given), one run at a
   * time: a call while one is under way waits for it. A job that fails is tried again later.
   */
  runDueJobs(now?: Date): Promise<{ ran: number; failed: number }> {
    this.#running ??= this.runJobs(now ?? this.deps.clock(), 'all').finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /**
   * The batches' lane: runs up to batchesPerRun due rows of registered batch kinds, one after
   * the other (each an async send: the site keeps answering), under the same one-run-at-a-time
   * as runDueJobs, so no row runs twice at once. The server calls it every second.
   */
  runDueBatches(now?: Date): Promise<{ ran: number; failed: number }> {
    if (this.#batches.size === 0) return Promise.resolve({ ran: 0, failed: 0 });
    this.#running ??= this.runJobs(now ?? this.deps.clock(), 'batches').finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Resolves once no run is under way (the server's close waits for it). */
  async idle(): Promise<void> {
    await this.#running?.catch(() => undefined);
  }

  /** The mail to the transport, under the society's name in its language. */
  private async transmit(mail: Mail): Promise<void> {
    let fromName: string | undefined;
    try {
      if (this.deps.site) fromName = senderName(await this.deps.site.current(), mail.language);
    } catch {
      // The record is unreadable: the mail still goes, under the configured or the seed's name.
    }
    await this.deps.mailer.send(fromName === undefined ? mail : { ...mail, fromName });
  }

  private async runJobs(now: Date, lane: 'all' | 'batches'): Promise<{ ran: number; failed: number }> {
    const due =
      lane === 'all'
        ? await repo.selectDueJobs(this.deps.db, now.toISOString(), jobsPerRun)
        : await repo.selectDueJobsOfKinds(this.deps.db, now.toISOString(), [...this.#batches.keys()], batchesPerRun);
    if (lane === 'batches') return this.runBatchRows(due, now);
    let failed = 0;
    const touched = new Map<string, BatchKind>();
    for (const job of due) {
      const batchKind = this.#batches.get(job.kind);
      const isMail = job.kind === 'mail' || batchKind !== undefined;
      // A batch's rows keep their recipient, for deliveries(); any other mail's text goes once sent or given up.
      const isBatch = job.key.startsWith('batch:');
      let urgent = false;
      try {
        if (job.kind === 'mail') {
          const { expiresAt, ...mail } = JSON.parse(job.payload) as KeptMail;
          urgent = expiresAt !== undefined;
          if (expiresAt !== undefined && Date.parse(expiresAt) <= this.deps.clock().getTime()) {
            await repo.markJobDone(this.deps.db, job.id, this.deps.clock().toISOString(), { clearPayload: !isBatch, error: expired });
            this.deps.log?.warn({ job: job.key }, 'mail dropped: it expired before it could be sent');
            continue;
          }
          await this.transmit(mail);
        } else if (batchKind) {
          // Read again: a pause since the run took it holds it (run_at moved on), another run may have done it.
          const fresh = await repo.selectJobById(this.deps.db, job.id);
          if (!fresh || fresh.done_at !== null || fresh.run_at > now.toISOString()) continue;
          touched.set(job.key.split(':')[1]!, batchKind);
          const content = await batchKind.make(JSON.parse(job.payload), now);
          if (content === null) {
            await repo.markJobDone(this.deps.db, job.id, this.deps.clock().toISOString(), { error: batchSkipped });
            continue;
          }
          await this.transmit(made(content));
        } else {
          const handler = this.#handlers.get(job.kind);
          if (!handler) throw new UnknownJobKind(job.kind);
          await handler(JSON.parse(job.payload), now);
        }
        await repo.markJobDone(this.deps.db, job.id, this.deps.clock().toISOString(), { clearPayload: isMail && !isBatch, error: null });
      } catch (error) {
        failed++;
        const message = messageOf(error);
        if (isMail && job.attempts + 1 >= mailAttemptsMax) {
          await repo.markJobDone(this.deps.db, job.id, this.deps.clock().toISOString(), { clearPayload: !isBatch, error: message });
          this.deps.log?.error({ job: job.key, attempts: job.attempts + 1 }, 'mail given up after its last try');
          continue;
        }
        const delay = urgent ? Math.min(urgentRetryMs * 2 ** job.attempts, jobRetryMs) : jobRetryMs * (job.attempts + 1);
        const retryAt = new Date(now.getTime() + delay).toISOString();
        await repo.markJobFailed(this.deps.db, job.id, message, retryAt);
        if (error instanceof UnknownJobKind)
          this.deps.log?.error(
            { job: job.key, kind: error.kind, attempts: job.attempts + 1, retryAt },
            'job of a kind no module registered; kept',
          );
        else this.deps.log?.warn({ job: job.key, attempts: job.attempts + 1, retryAt }, 'job failed; it runs again later');
      }
    }
    await this.finishBatches(touched);
    return { ran: due.length, failed };
  }

  /**
   * The batches' lane: rows of registered batch kinds, batchConcurrency at a time (their mails made
   * and sent at once), each group's outcome written in one transaction. A failure is tried again
   * like a kept mail's (5, 10, 15 … minutes), given up after mailAttemptsMax tries.
   */
  private async runBatchRows(due: readonly JobRow[], now: Date): Promise<{ ran: number; failed: number }> {
    let failed = 0;
    const touched = new Map<string, BatchKind>();
    for (let i = 0; i < due.length; i += batchConcurrency) {
      const sending: Array<Promise<BatchOutcome | undefined>> = [];
      for (const job of due.slice(i, i + batchConcurrency)) {
        // One mail made per turn of the event loop: the requests waiting in between are answered first.
        await new Promise((resolve) => setImmediate(resolve));
        sending.push(this.runBatchRow(job, now, touched));
      }
      const outcomes = await Promise.all(sending);
      await this.deps.db.transaction().execute(async (trx) => {
        const at = this.deps.clock().toISOString();
        for (const outcome of outcomes) {
          if (!outcome) continue;
          const { job, error } = outcome;
          if (outcome.done) {
            await repo.markJobDone(trx, job.id, at, { error });
            continue;
          }
          failed++;
          if (job.attempts + 1 >= mailAttemptsMax) {
            await repo.markJobDone(trx, job.id, at, { error });
            this.deps.log?.error({ job: job.key, attempts: job.attempts + 1 }, 'mail given up after its last try');
            continue;
          }
          const retryAt = new Date(now.getTime() + jobRetryMs * (job.attempts + 1)).toISOString();
          await repo.markJobFailed(trx, job.id, error!, retryAt);
          this.deps.log?.warn({ job: job.key, attempts: job.attempts + 1, retryAt }, 'job failed; it runs again later');
        }
      });
    }
    await this.finishBatches(touched);
    return { ran: due.length, failed };
  }

  /** One row of a batch: read again, made, sent; its outcome for the group's transaction. */
  private async runBatchRow(job: JobRow, now: Date, touched: Map<string, BatchKind>): Promise<BatchOutcome | undefined> {
    const kind = this.#batches.get(job.kind)!;
    // Read again: a pause since the run took it holds it (run_at moved on).
    const fresh = await repo.selectJobById(this.deps.db, job.id);
    if (!fresh || fresh.done_at !== null || fresh.run_at > now.toISOString()) return undefined;
    touched.set(job.key.split(':')[1]!, kind);
    try {
      const content = await kind.make(JSON.parse(job.payload), now);
      if (content === null) return { job, done: true, error: batchSkipped };
      await this.transmit(made(content));
      return { job, done: true, error: null };
    } catch (error) {
      return { job, done: false, error: messageOf(error) };
    }
  }

  /** Tells each batch kind of the batches this run touched that have no row left to send. */
  private async finishBatches(touched: ReadonlyMap<string, BatchKind>): Promise<void> {
    for (const [batch, kind] of touched) {
      if (!kind.finished) continue;
      try {
        if (!(await repo.batchHasPending(this.deps.db, `batch:${batch}:`))) await kind.finished(batch);
      } catch (error) {
        this.deps.log?.error({ err: error, batch }, 'finishing a batch failed');
      }
    }
  }
}
