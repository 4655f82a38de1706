// The newsletter's subscriptions (issue 37, docs/decisions/050). An address with no account asks
// (the form, the event registration form's box, an editor's import, a leaver's thank-you mail)
// and is pending until it confirms with the link of its confirmation mail; only then does it
// receive anything. The answer to a request is the same whatever the address's state (no
// enumeration): a new or unsubscribed address is made pending and sent a confirmation link, a
// pending one a new link (the old one void), a subscribed one a mail with its preferences link.
// Its own token (preferences, one-click unsubscribe) is made from its id and salt with the
// server's key (newsletter.tokens.ts); subscribing again after leaving takes a new salt, so the
// old links die. Each change is one transaction with its audit entry (a subscriber's own as the
// visitor's). Pending rows whose link expired are forgotten by the server's timer (forgetExpired).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { emailAddress } from '../../../shared/auth.schema.js';
import { isLanguage, type Language } from '../../../shared/constants.js';
import {
  newsletterLimits,
  newsletterTopics,
  type importSubscribersInput,
  type listSubscribersInput,
  type NewsletterTopic,
  type Preferences,
  type Subscriber,
} from '../../../shared/newsletter.schema.js';
import { pageOf } from '../../../shared/paging.js';
import type { Localized } from '../../../shared/site.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { translate, type MessageKey } from '../../lib/messages.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { loadTraditional } from '../../lib/traditional.js';
import { visitorActor, type AuditService, type Recorder } from '../audit/audit.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { Paragraph } from '../outbox/outbox.layout.js';
import { newTokenSalt, randomToken, subscriberToken, tokenHash } from './newsletter.tokens.js';
import { parseCsv } from './subscriptions.csv.js';
import { confirmPageUrl, handoverOffer, preferencesPageUrl, subscriptionMail, type SubscriptionMail } from './subscriptions.mail.js';
import * as repo from './subscriptions.repository.js';

export type SubscriberSource = Subscriber['source'];
type ListInput = z.output<typeof listSubscribersInput>;
type ImportInput = z.output<typeof importSubscribersInput>;
export type SubscriberFilterInput = Omit<NonNullable<ListInput>, 'page' | 'pageSize'> | undefined;

export interface SubscriptionRequest {
  email: string;
  language: Language;
  topics: readonly NewsletterTopic[];
}

export interface NewsletterSubscriptionsDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  /** Sends the mails (or keeps them to send again); the import's are queued in its transaction. */
  outbox: Pick<OutboxService, 'send' | 'queue' | 'runDueJobs'>;
  /** The server's secret key: the addresses' own tokens. */
  box: SecretBox;
  /** PUBLIC_ORIGIN: the links of the mails. */
  publicOrigin: string;
  log?: FastifyBaseLogger | undefined;
  /** The society's name as its record says now (issue 26); the seed's without it. */
  society?: () => Promise<{ name: Localized }>;
}

const dayMs = 24 * 60 * 60_000;
/** How long a confirmation link is good (and a pending row kept). */
export const confirmLinkMs = newsletterLimits.pendingDays * dayMs;

const notFound = () => new AppError('NOT_FOUND', 'newsletter.subscriberNotFound');

/** The address as stored: trimmed, in lower case (one row per mailbox). */
export const subscriberEmail = (email: string) => email.trim().toLowerCase();

/** The address with its local part hidden but the first letter: l***@mail.utoronto.ca. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

const topicsOf = (row: repo.SubscriberRow): NewsletterTopic[] =>
  newsletterTopics.filter((topic) => (topic === 'magazine' ? row.topic_magazine : row.topic_events) === 1);

const topicColumns = (topics: readonly NewsletterTopic[]) => ({
  topic_magazine: topics.includes('magazine') ? 1 : 0,
  topic_events: topics.includes('events') ? 1 : 0,
});

export function toSubscriber(row: repo.SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    topics: topicsOf(row),
    status: row.status,
    source: row.source,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}

const toPreferences = (row: repo.SubscriberRow): Preferences => ({
  email: maskEmail(row.email),
  language: row.language,
  topics: topicsOf(row),
  status: row.status,
});

/** What a request leaves to do once committed: the mail to send, if any. */
interface Prepared {
  row: repo.SubscriberRow;
  mail: SubscriptionMail | null;
  /** The mail's language: the request's. */
  language: Language;
  /** When the confirmation link of the mail expires. */
  expiresAt?: Date;
}

export class NewsletterSubscriptionsService {
  constructor(private readonly deps: NewsletterSubscriptionsDeps) {}

  /**
   * A request to subscribe: always the same outcome for the caller. `mayMail` false (the target
   * address has had its mails for the day) changes the state as usual but sends nothing.
   */
  async subscribe(request: SubscriptionRequest, options: { source?: SubscriberSource; mayMail?: boolean } = {}): Promise<void> {
    const source = options.source ?? 'form';
    const email = subscriberEmail(request.email);
    if (request.language === 'zh-Hant') await loadTraditional();
    const prepared = await this.deps.db.transaction().execute((trx) => this.prepare(trx, visitorActor, { ...request, email }, source));
    if (options.mayMail === false || !prepared.mail) return;
    await this.sendMail(prepared);
  }

  /** The registration form's box: a failure is logged, never the registration's. */
  async subscribeFromRegistration(email: string, language: Language): Promise<void> {
    try {
      await this.subscribe({ email, language, topics: newsletterTopics }, { source: 'registration' });
    } catch (error) {
      this.deps.log?.error({ err: error }, 'the newsletter subscription of a registration failed');
    }
  }

  /**
   * A leaver at a term handover (in the handover's transaction): a pending subscription and its
   * confirmation page's link for the thank-you mail; null when the address is subscribed already.
   */
  async offerToLeaver(trx: Kysely<Database>, actor: Recorder, email: string, language: Language): Promise<Paragraph[] | null> {
    const existing = await repo.selectByEmail(trx, subscriberEmail(email));
    if (existing?.status === 'subscribed') return null;
    const token = randomToken();
    await this.pend(trx, actor, existing, { email: subscriberEmail(email), language, topics: newsletterTopics }, 'handover', token);
    // The society's name as the thank-you mail has it (the seed's): its record is not read inside the handover's transaction.
    return handoverOffer(language, confirmPageUrl(this.deps.publicOrigin, token, language));
  }

  /** The confirmation link: pending → subscribed; confirming again answers the same. With the address's own token, for its preferences page. */
  async confirm(token: string): Promise<Preferences & { token: string }> {
    const now = this.deps.clock();
    const nowIso = now.toISOString();
    return this.deps.db.transaction().execute(async (trx) => {
      const row = await repo.selectByConfirmHash(trx, tokenHash(token));
      if (!row || row.status === 'unsubscribed') throw new AppError('NOT_FOUND', 'newsletter.linkUnknown');
      if (row.status === 'subscribed') return { ...toPreferences(row), token: this.ownToken(row) };
      if (!row.confirm_expires_at || row.confirm_expires_at <= nowIso) throw new AppError('NOT_FOUND', 'newsletter.linkExpired');
      const after = await repo.updateSubscriber(trx, row.id, { status: 'subscribed', confirmed_at: nowIso, updated_at: nowIso });
      await this.record(trx, visitorActor, 'subscriber.confirm', row, after);
      return { ...toPreferences(after), token: this.ownToken(after) };
    });
  }

  /** The preferences, by the address's own token. */
  async preferences(token: string): Promise<Preferences> {
    const row = await repo.selectByTokenHash(this.deps.db, tokenHash(token));
    if (!row) throw notFound();
    return toPreferences(row);
  }

  async updatePreferences(token: string, change: { language: Language; topics: readonly NewsletterTopic[] }): Promise<Preferences> {
    const nowIso = this.deps.clock().toISOString();
    return this.deps.db.transaction().execute(async (trx) => {
      const row = await repo.selectByTokenHash(trx, tokenHash(token));
      if (!row) throw notFound();
      const columns = { language: change.language, ...topicColumns(change.topics) };
      if (row.language === columns.language && row.topic_magazine === columns.topic_magazine && row.topic_events === columns.topic_events)
        return toPreferences(row);
      const after = await repo.updateSubscriber(trx, row.id, { ...columns, updated_at: nowIso });
      await this.record(trx, visitorActor, 'subscriber.update', row, after);
      return toPreferences(after);
    });
  }

  /** One click: nothing more is sent; subscribing again needs a new confirmation. Again: the same answer. */
  async unsubscribe(token: string): Promise<{ ok: true }> {
    const nowIso = this.deps.clock().toISOString();
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await repo.selectByTokenHash(trx, tokenHash(token));
      if (!row) throw notFound();
      if (row.status === 'unsubscribed') return;
      const after = await repo.updateSubscriber(trx, row.id, {
        status: 'unsubscribed',
        unsubscribed_at: nowIso,
        updated_at: nowIso,
        confirm_token_hash: null,
        confirm_expires_at: null,
      });
      await this.record(trx, visitorActor, 'subscriber.unsubscribe', row, after);
    });
    return { ok: true };
  }

  // ---- editors ----------------------------------------------------------------------------------

  async list(input: ListInput) {
    const { page, pageSize, offset } = pageOf(input);
    const filter = this.filterOf(input);
    const [rows, total, counts] = await Promise.all([
      repo.selectPage(this.deps.db, filter, pageSize, offset),
      repo.countFiltered(this.deps.db, filter),
      repo.countByStatus(this.deps.db, filter),
    ]);
    return { subscribers: rows.map(toSubscriber), total, page, pageSize, counts };
  }

  /** Every subscriber the filters match (the CSV file), newest first. */
  async all(input: SubscriberFilterInput): Promise<{ subscribers: Subscriber[] }> {
    return { subscribers: (await repo.selectPage(this.deps.db, this.filterOf(input))).map(toSubscriber) };
  }

  /** Forgets the address (its row goes). */
  async remove(actor: Recorder, id: number): Promise<{ id: number }> {
    return this.deps.db.transaction().execute(async (trx) => {
      const row = await repo.selectById(trx, id);
      if (!row) throw new AppError('NOT_FOUND', 'newsletter.subscriberGone');
      await repo.deleteSubscriber(trx, id);
      await this.record(trx, actor, 'subscriber.remove', row, null);
      return { id };
    });
  }

  /**
   * A CSV file of people who gave consent elsewhere: each valid address not subscribed yet is made
   * pending and its confirmation mail queued in the import's transaction (the runner sends them);
   * nobody is subscribed without confirming. Invalid rows come back with their line and why, in
   * `language` (the request's).
   */
  async import(actor: Recorder, input: ImportInput, language: Language) {
    const records = parseCsv(input.csv).filter((record) => record.cells.some((cell) => cell.trim() !== ''));
    const [header, ...rows] = records;
    const columns = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
    const emailColumn = columns.findIndex((name) => name === 'email' || name === 'e-mail');
    const languageColumn = columns.indexOf('language');
    if (emailColumn < 0) throw new AppError('BAD_REQUEST', 'newsletter.importNoEmailColumn');
    if (rows.length > newsletterLimits.importRows) throw new AppError('PAYLOAD_TOO_LARGE', 'validation.importTooLarge');
    const invalid: Array<{ line: number; reason: string }> = [];
    const reason = (line: number, key: MessageKey) => invalid.push({ line, reason: translate(language, key) });
    const valid: SubscriptionRequest[] = [];
    const seen = new Set<string>();
    for (const { line, cells } of rows) {
      const parsed = emailAddress.safeParse(cells[emailColumn] ?? '');
      if (!parsed.success) {
        reason(line, 'validation.email');
        continue;
      }
      const email = subscriberEmail(parsed.data);
      const named = languageColumn < 0 ? '' : (cells[languageColumn] ?? '').trim();
      const rowLanguage = named === '' ? input.language : named.toLowerCase() === 'zh-hant' ? 'zh-Hant' : named.toLowerCase();
      if (!isLanguage(rowLanguage)) {
        reason(line, 'newsletter.importLanguage');
        continue;
      }
      if (seen.has(email)) {
        reason(line, 'newsletter.importDuplicate');
        continue;
      }
      seen.add(email);
      valid.push({ email, language: rowLanguage, topics: input.topics });
    }
    if (valid.some((r) => r.language === 'zh-Hant')) await loadTraditional();
    const society = (await this.deps.society?.())?.name;
    const { invited, alreadySubscribed, ids } = await this.deps.db.transaction().execute(async (trx) => {
      let invited = 0;
      let alreadySubscribed = 0;
      const ids: number[] = [];
      for (const request of valid) {
        const prepared = await this.prepare(trx, actor, request, 'imported', false);
        if (!prepared.mail) {
          alreadySubscribed++;
          continue;
        }
        invited++;
        ids.push(prepared.row.id);
        const mail = subscriptionMail(prepared.row.email, prepared.row.language, prepared.mail, society);
        await this.deps.outbox.queue(trx, mail, {
          key: `newsletter-confirm:${prepared.row.id}:${prepared.row.confirm_token_hash!.slice(0, 16)}`,
          ...(prepared.expiresAt ? { expiresAt: prepared.expiresAt } : {}),
        });
      }
      await this.deps.audit.record(
        {
          actor,
          action: 'subscriber.import',
          entity: 'newsletterSubscriber',
          entityId: null,
          before: null,
          after: { invited: ids, alreadySubscribed, invalidLines: invalid.map((row) => row.line) },
        },
        trx,
      );
      return { invited, alreadySubscribed, ids };
    });
    // The runner sends them (the server's timer); one run now starts them off.
    if (ids.length)
      this.deps.outbox
        .runDueJobs()
        .catch((error: unknown) => this.deps.log?.error({ err: error }, 'sending the imported invitations failed'));
    return { invited, alreadySubscribed, invalid };
  }

  #forgetting: Promise<number> | undefined;

  /** Pending subscriptions whose link has expired are forgotten (the server's timer); one sweep at a time. */
  forgetExpired(): Promise<number> {
    this.#forgetting ??= repo.deleteExpiredPending(this.deps.db, this.deps.clock().toISOString()).finally(() => {
      this.#forgetting = undefined;
    });
    return this.#forgetting;
  }

  /** Resolves once no sweep is under way (the server's close waits for it). */
  async idle(): Promise<void> {
    await this.#forgetting?.catch(() => undefined);
  }

  // ---- the steps --------------------------------------------------------------------------------

  private filterOf(input: SubscriberFilterInput): repo.SubscriberFilter {
    return { q: input?.q ?? '', status: input?.status, language: input?.language, topic: input?.topic };
  }

  /**
   * In the transaction: a subscribed address gets the mail with its preferences link (in the
   * request's language) and is left as it is (with `alreadyMail` false, no mail: the import counts
   * it); any other is made pending with a new confirmation link.
   */
  private async prepare(
    trx: Kysely<Database>,
    actor: Recorder,
    request: SubscriptionRequest,
    source: SubscriberSource,
    alreadyMail = true,
  ): Promise<Prepared> {
    const existing = await repo.selectByEmail(trx, request.email);
    if (existing?.status === 'subscribed') {
      if (!alreadyMail) return { row: existing, mail: null, language: request.language };
      const url = preferencesPageUrl(this.deps.publicOrigin, this.ownToken(existing), request.language);
      return { row: existing, mail: { kind: 'already', url }, language: request.language };
    }
    const token = randomToken();
    const { row, expiresAt } = await this.pend(trx, actor, existing, request, source, token);
    return {
      row,
      mail: { kind: 'confirm', url: confirmPageUrl(this.deps.publicOrigin, token, row.language) },
      language: row.language,
      expiresAt,
    };
  }

  /**
   * Makes the address pending with the confirmation token `token` (its hash kept, good 7 days): a
   * new row, a pending one renewed (its old link void), an unsubscribed one with a new salt (its
   * old own links void).
   */
  private async pend(
    trx: Kysely<Database>,
    actor: Recorder,
    existing: repo.SubscriberRow | undefined,
    request: SubscriptionRequest,
    source: SubscriberSource,
    token: string,
  ): Promise<{ row: repo.SubscriberRow; expiresAt: Date }> {
    const now = this.deps.clock();
    const nowIso = now.toISOString();
    const expiresAt = new Date(now.getTime() + confirmLinkMs);
    const pending = {
      language: request.language,
      ...topicColumns(request.topics),
      status: 'pending' as const,
      source,
      confirm_token_hash: tokenHash(token),
      confirm_expires_at: expiresAt.toISOString(),
      updated_at: nowIso,
    };
    let row: repo.SubscriberRow;
    if (!existing) {
      // The own token needs the id: a placeholder hash until the row has one.
      const inserted = await repo.insertSubscriber(trx, {
        ...pending,
        email: request.email,
        token_salt: newTokenSalt(),
        token_hash: tokenHash(randomToken()),
        created_at: nowIso,
      });
      row = await repo.updateSubscriber(trx, inserted.id, { token_hash: tokenHash(this.ownToken(inserted)) });
    } else if (existing.status === 'unsubscribed') {
      const salt = newTokenSalt();
      row = await repo.updateSubscriber(trx, existing.id, {
        ...pending,
        token_salt: salt,
        token_hash: tokenHash(subscriberToken(this.deps.box, { id: existing.id, tokenSalt: salt })),
        confirmed_at: null,
        unsubscribed_at: null,
      });
    } else {
      row = await repo.updateSubscriber(trx, existing.id, pending);
    }
    await this.record(trx, actor, 'subscriber.subscribe', existing ?? null, row);
    return { row, expiresAt };
  }

  private ownToken(row: repo.SubscriberRow): string {
    return subscriberToken(this.deps.box, { id: row.id, tokenSalt: row.token_salt });
  }

  private async record(
    trx: Kysely<Database>,
    actor: Recorder,
    action: 'subscriber.subscribe' | 'subscriber.confirm' | 'subscriber.update' | 'subscriber.unsubscribe' | 'subscriber.remove',
    before: repo.SubscriberRow | null,
    after: repo.SubscriberRow | null,
  ): Promise<void> {
    await this.deps.audit.record(
      {
        actor,
        action,
        entity: 'newsletterSubscriber',
        entityId: (after ?? before)!.id,
        before: before && toSubscriber(before),
        after: after && toSubscriber(after),
      },
      trx,
    );
  }

  /** After the commit: the mail now, or kept by the outbox to send again (a failure is logged, never the answer's). */
  private async sendMail({ row, mail, language, expiresAt }: Prepared): Promise<void> {
    if (!mail) return;
    try {
      const society = (await this.deps.society?.())?.name;
      const content = subscriptionMail(row.email, language, mail, society);
      const label = `newsletter:${row.id}:${mail.kind}`;
      await this.deps.outbox.send(content, {
        label,
        replaces: `newsletter:${row.id}`,
        ...(expiresAt && mail.kind === 'confirm' ? { expiresAt } : {}),
      });
    } catch (error) {
      this.deps.log?.error({ err: error, subscriber: row.id }, 'a newsletter subscription mail failed to send');
    }
  }
}
