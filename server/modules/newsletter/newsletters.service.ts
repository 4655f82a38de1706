// Newsletters (issue 37 items 3 and 4; docs/decisions/050): composing (a draft saved from the
// version it was made from, as the magazine's articles are), the preview in the three languages,
// a test to yourself, and the send. A send queues one row per confirmed subscriber in the
// outbox's jobs table (`batch:newsletter-<id>:<subscriberId>`), spaced at NEWSLETTER_RATE_PER_MINUTE;
// the mail of a row is made when it runs (`make`), in the subscriber's language and for their
// topics, or not at all if they left since. A crash loses nothing: a row is done once its mail
// went, so a restart sends the rest, again only the one in flight. Pause holds the rows left;
// sending again spaces them from now. Progress is counted over the rows.
import type { Kysely } from 'kysely';
import type { Language } from '../../../shared/constants.js';
import { isChinese } from '../../../shared/constants.js';
import type { Event } from '../../../shared/events.schema.js';
import type { EditableIssue, PublicArticle } from '../../../shared/magazine.schema.js';
import { formatEventRange } from '../../../shared/moments.js';
import { type Newsletter, type NewsletterContent, sampleNewsletterToken } from '../../../shared/newsletter.schema.js';
import type { SiteContent } from '../../../shared/site-content.schema.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Mail } from '../../lib/mail.js';
import { loadMarkdown } from '../../lib/markdown.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { loadTraditional } from '../../lib/traditional.js';
import { type Actor, actorOf, type AuditService, type Recorder, scheduleActor } from '../audit/audit.service.js';
import { eventPageUrl } from '../events/events.calendar.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { subscriberToken } from './newsletter.tokens.js';
import { newsletterMailWords } from './newsletters.mail.words.js';
import { absoluteLinks, type LanguageParts, type MailArticle, type RenderedMail, renderNewsletter } from './newsletters.render.js';
import * as repo from './newsletters.repository.js';
import { subscriberEmail } from './subscriptions.service.js';

/** The outbox's kind of a newsletter's rows. */
export const newsletterJobKind = 'newsletter';
/** Coming events a newsletter shows at most. */
export const comingEvents = 5;
const languages: readonly Language[] = ['en', 'zh', 'zh-Hant'];

export type ExpectedVersion = number | '*' | undefined;

export interface NewslettersDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  outbox: OutboxService;
  publicOrigin: string;
  /** The server's secret key: an address's own token (newsletter.tokens.ts). */
  box: SecretBox;
  /** NEWSLETTER_RATE_PER_MINUTE. */
  perMinute: number;
  /** What the newsletter reads of the magazine (its service): a public article, the issues. */
  magazine: {
    article(slug: string, side: 'zh' | 'zh-Hant'): Promise<{ data: PublicArticle }>;
    editableIssues(): Promise<EditableIssue[]>;
  };
  /** The events not ended. */
  events: { current(side: 'zh' | 'zh-Hant'): Promise<{ data: { events: Event[] } }> };
  /** The society's record: its name, address and contact address. */
  site: { current(): Promise<{ content: SiteContent; hant: SiteContent }> };
}

interface RowPayload {
  newsletter: number;
  subscriber: number;
}

const batchOf = (id: number) => `newsletter-${id}`;
const parse = (row: repo.NewsletterRow): NewsletterContent => JSON.parse(row.content) as NewsletterContent;

export class NewslettersService {
  /** Each language's parts of a send under way, made once per send (newsletter id and start). */
  readonly #parts = new Map<string, Promise<Record<Language, LanguageParts>>>();

  constructor(private readonly deps: NewslettersDeps) {
    deps.outbox.registerBatch(newsletterJobKind, {
      make: (payload) => this.make(payload as RowPayload),
      finished: (batch) => this.finished(Number(batch.slice('newsletter-'.length))),
    });
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }

  private async row(id: number): Promise<repo.NewsletterRow> {
    const row = await repo.selectNewsletter(this.deps.db, id);
    if (!row) throw new AppError('NOT_FOUND', 'newsletter.notFound');
    return row;
  }

  private async toNewsletter(row: repo.NewsletterRow): Promise<Newsletter> {
    const progress =
      row.started_at === null ? { recipients: row.recipients, sent: 0, failed: 0, left: 0, failures: [] } : await this.progressOf(row);
    return {
      id: row.id,
      state: row.state,
      version: row.version,
      content: parse(row),
      sendAt: row.send_at,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      progress,
      createdAt: row.created_at,
      createdBy: row.created_by,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
    };
  }

  private async progressOf(row: repo.NewsletterRow): Promise<Newsletter['progress']> {
    const counts = await this.deps.outbox.batchProgress(batchOf(row.id));
    const emails = await repo.selectEmails(
      this.deps.db,
      counts.failures.map((f) => Number(f.ref)),
    );
    return {
      recipients: row.recipients,
      sent: counts.sent,
      failed: counts.failed,
      left: counts.left,
      failures: counts.failures.map((f) => ({ email: emails.get(Number(f.ref)) ?? '', error: f.error, attempts: f.attempts })),
    };
  }

  async list(): Promise<{ newsletters: Newsletter[] }> {
    const rows = await repo.selectNewsletters(this.deps.db);
    return { newsletters: await Promise.all(rows.map((row) => this.toNewsletter(row))) };
  }

  async get(id: number): Promise<Newsletter> {
    return this.toNewsletter(await this.row(id));
  }

  /** Articles must be public, an issue published: a clear 400 naming the field otherwise. */
  private async check(content: NewsletterContent): Promise<void> {
    for (const [i, id] of content.articleIds.entries()) {
      try {
        await this.deps.magazine.article(String(id), 'zh');
      } catch {
        throw new AppError('BAD_REQUEST', 'newsletter.articleNotPublic', {
          issues: [{ path: `articleIds.${i}`, messageKey: 'newsletter.articleNotPublic' }],
        });
      }
    }
    if (content.issueId !== null) {
      const issue = (await this.deps.magazine.editableIssues()).find((entry) => entry.id === content.issueId);
      if (!issue?.isPublished)
        throw new AppError('BAD_REQUEST', 'newsletter.issueNotPublished', {
          issues: [{ path: 'issueId', messageKey: 'newsletter.issueNotPublished' }],
        });
    }
  }

  async create(user: Actor, content: NewsletterContent): Promise<Newsletter> {
    await this.check(content);
    const at = this.now();
    const who = actorOf(user);
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const id = await repo.insertNewsletter(trx, {
        content: JSON.stringify(content),
        created_at: at,
        created_by: who.username,
        updated_at: at,
        updated_by: who.username,
      });
      await this.deps.audit.record(
        { actor: who, action: 'newsletter.create', entity: 'newsletter', entityId: id, after: { version: 1 } },
        trx,
      );
      return id;
    });
    return this.get(id);
  }

  /** Saves the whole content, made from version `expected`: 428 with none, 412 when someone saved since, 409 once sending or sent. */
  async save(user: Actor, id: number, content: NewsletterContent, expected: ExpectedVersion): Promise<Newsletter> {
    if (expected === undefined) throw new AppError('VERSION_REQUIRED', 'newsletter.versionRequired');
    const row = await this.row(id);
    if (row.state !== 'draft' && row.state !== 'scheduled') throw new AppError('CONFLICT', 'newsletter.locked');
    await this.check(content);
    const who = actorOf(user);
    await this.deps.db.transaction().execute(async (trx) => {
      const current = await repo.selectNewsletter(trx, id);
      if (!current) throw new AppError('NOT_FOUND', 'newsletter.notFound');
      if (current.state !== 'draft' && current.state !== 'scheduled') throw new AppError('CONFLICT', 'newsletter.locked');
      const from = expected === '*' ? current.version : expected;
      if (
        from !== current.version ||
        !(await repo.updateNewsletterAt(trx, id, from, {
          content: JSON.stringify(content),
          version: from + 1,
          updated_at: this.now(),
          updated_by: who.username,
        }))
      )
        throw new AppError('STALE_VERSION', 'newsletter.stale');
      const before = parse(current);
      const changed = (Object.keys(content) as Array<keyof NewsletterContent>).filter(
        (field) => JSON.stringify(before[field]) !== JSON.stringify(content[field]),
      );
      await this.deps.audit.record(
        {
          actor: who,
          action: 'newsletter.update',
          entity: 'newsletter',
          entityId: id,
          before: { version: current.version },
          after: { version: from + 1, changed },
        },
        trx,
      );
    });
    return this.get(id);
  }

  /** The articles of the content, in order: those named, then the issue's (each once), public ones only. */
  private async articleIds(content: NewsletterContent): Promise<number[]> {
    const ids = [...content.articleIds];
    if (content.issueId !== null) {
      const issue = (await this.deps.magazine.editableIssues()).find((entry) => entry.id === content.issueId);
      if (issue?.isPublished) for (const article of issue.articles) if (article.isLive && !ids.includes(article.id)) ids.push(article.id);
    }
    return ids;
  }

  /** What every mail of one language shares: subject, intro, articles, events, the society's name and address. */
  private async partsOf(content: NewsletterContent): Promise<Record<Language, LanguageParts>> {
    const [markdown, convert, site] = await Promise.all([loadMarkdown(), loadTraditional(), this.deps.site.current()]);
    const origin = this.deps.publicOrigin;
    const ids = await this.articleIds(content);
    const now = this.deps.clock().getTime();
    const sides = { zh: 'zh', 'zh-Hant': 'zh-Hant' } as const;
    const read = async (side: 'zh' | 'zh-Hant') => {
      const articles: PublicArticle[] = [];
      for (const id of ids) {
        try {
          articles.push((await this.deps.magazine.article(String(id), side)).data);
        } catch {
          // Unpublished since it was chosen: left out.
        }
      }
      const events = content.includeEvents
        ? (await this.deps.events.current(side)).data.events.filter((e) => Date.parse(e.startsAt) > now).slice(0, comingEvents)
        : [];
      return { articles, events };
    };
    const [simplified, traditional] = await Promise.all([read(sides.zh), read(sides['zh-Hant'])]);
    const parts = {} as Record<Language, LanguageParts>;
    for (const language of languages) {
      const chinese = isChinese(language);
      const { articles, events } = language === 'zh-Hant' ? traditional : simplified;
      const subjectZh = language === 'zh-Hant' ? content.subjectZhHant || convert(content.subjectZh) : content.subjectZh;
      const introZh = language === 'zh-Hant' ? content.introZhHant || convert(content.introZh) : content.introZh;
      const subject = chinese ? subjectZh || content.subjectEn : content.subjectEn || subjectZh;
      const intro = chinese ? introZh || content.introEn : content.introEn || introZh;
      const record = language === 'zh-Hant' ? site.hant : site.content;
      const zhWords = newsletterMailWords.zh;
      const words =
        language === 'en'
          ? newsletterMailWords.en
          : language === 'zh'
            ? zhWords
            : {
                ...zhWords,
                articles: convert(zhWords.articles),
                readOn: convert(zhWords.readOn),
                by: (names: string) => convert(zhWords.by('\uE000')).replace('\uE000', names),
                events: convert(zhWords.events),
                eventPage: convert(zhWords.eventPage),
                why: (society: string, topics: string) =>
                  convert(zhWords.why('\uE000', '\uE001')).replace('\uE000', society).replace('\uE001', topics),
                topicMagazine: convert(zhWords.topicMagazine),
                topicEvents: convert(zhWords.topicEvents),
                and: convert(zhWords.and),
                preferences: convert(zhWords.preferences),
                unsubscribe: convert(zhWords.unsubscribe),
                test: convert(zhWords.test),
              };
      const pick = (en: string, zh: string) => (chinese ? zh || en : en || zh);
      const mailArticles: MailArticle[] = articles.map((a) => ({
        title: pick(a.titleEn, a.titleZh),
        url: `${origin}/magazine/${a.slug}${language === 'en' ? '' : `?language=${language}`}`,
        byline: a.bylines.length ? words.by(a.bylines.map((b) => pick(b.nameEn, b.nameZh)).join(chinese ? '、' : ', ')) : '',
        standfirst: pick(a.standfirstEn, a.standfirstZh),
        html: absoluteLinks(pick(a.bodyHtmlEn, a.bodyHtmlZh), origin),
        cover: a.cover
          ? { url: a.cover.url.startsWith('/') ? `${origin}${a.cover.url}` : a.cover.url, alt: pick(a.cover.altEn, a.cover.altZh) }
          : null,
      }));
      parts[language] = {
        language,
        subject,
        introHtml: intro ? absoluteLinks(markdown.render(intro, origin), origin) : '',
        introText: intro ? markdown.plainTextOf(intro) : '',
        articles: mailArticles,
        events: events.map((e) => ({
          title: pick(e.titleEn, e.titleZh),
          when: formatEventRange(language, e, e.timeZone),
          where: pick(e.locationEn, e.locationZh),
          url: eventPageUrl(origin, e.slug, language),
        })),
        society: {
          name: chinese ? record.name.zh || record.name.en : record.name.en || record.name.zh,
          address: chinese ? record.address.zh : record.address.en,
        },
        words,
      };
    }
    return parts;
  }

  /** The headers of RFC 8058's one-click unsubscribe (and RFC 2369's mailto). */
  private async headersOf(token: string): Promise<Record<string, string>> {
    const { content } = await this.deps.site.current();
    return {
      'List-Unsubscribe': `<${this.deps.publicOrigin}/api/newsletter/unsubscribe/${token}>, <mailto:${content.email}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }

  /** The mail in each language, as a subscriber of every topic gets it (its links' token the sample's). */
  async preview(id: number): Promise<{ previews: Array<{ language: Language } & RenderedMail> }> {
    const parts = await this.partsOf(parse(await this.row(id)));
    const all = { magazine: true, events: true };
    return {
      previews: languages.map((language) => {
        const mail = renderNewsletter(parts[language], { topics: all, token: sampleNewsletterToken }, this.deps.publicOrigin);
        return { language, ...(mail ?? { subject: parts[language].subject, html: '', text: '' }) };
      }),
    };
  }

  /**
   * The newsletter to the editor's own address in their language, marked a test, not counted. Its
   * links are the address's own when it is on the list (they work, as in the real send, with the
   * one-click headers), else the sample's (the page they open says what they do for a reader).
   */
  async test(user: Actor & { email: string }, id: number, language: Language): Promise<{ ok: true; to: string }> {
    const parts = (await this.partsOf(parse(await this.row(id))))[language];
    const own = await repo.selectRecipientByEmail(this.deps.db, subscriberEmail(user.email));
    const token = own ? subscriberToken(this.deps.box, { id: own.id, tokenSalt: own.token_salt }) : sampleNewsletterToken;
    const rendered = renderNewsletter(parts, { topics: { magazine: true, events: true }, token }, this.deps.publicOrigin) ?? {
      subject: parts.subject,
      html: `<p>${parts.subject}</p>`,
      text: parts.subject,
    };
    await this.deps.outbox.send(
      {
        to: user.email,
        language,
        subject: `${parts.words.test}${rendered.subject}`,
        html: rendered.html,
        text: rendered.text,
        ...(own ? { headers: await this.headersOf(token) } : {}),
      },
      { keep: false, label: `newsletter-test:${id}` },
    );
    return { ok: true, to: user.email };
  }

  /**
   * Sends now, schedules (`sendAt` later than now), or resumes a paused send (its rows left spaced
   * from now). 409 once it is sending or sent.
   */
  async send(user: Actor, id: number, sendAt: string | undefined): Promise<Newsletter> {
    const row = await this.row(id);
    const who = actorOf(user);
    const now = this.deps.clock().getTime();
    if (row.state === 'sending' || row.state === 'sent') throw new AppError('CONFLICT', 'newsletter.alreadySent');
    if (row.state === 'paused' && row.started_at !== null) {
      await this.deps.db.transaction().execute(async (trx) => {
        if (!(await repo.updateNewsletterIn(trx, id, ['paused'], { state: 'sending', updated_at: this.now(), updated_by: who.username })))
          throw new AppError('CONFLICT', 'newsletter.alreadySent');
        await this.deps.outbox.respaceBatch(trx, batchOf(id), this.deps.perMinute);
        await this.deps.audit.record({ actor: who, action: 'newsletter.resume', entity: 'newsletter', entityId: id }, trx);
      });
      return this.get(id);
    }
    if (sendAt !== undefined && Date.parse(sendAt) > now) {
      const at = new Date(sendAt).toISOString();
      await this.deps.db.transaction().execute(async (trx) => {
        if (
          !(await repo.updateNewsletterIn(trx, id, ['draft', 'scheduled', 'paused'], {
            state: 'scheduled',
            send_at: at,
            sent_by: who.username,
            updated_at: this.now(),
            updated_by: who.username,
          }))
        )
          throw new AppError('CONFLICT', 'newsletter.alreadySent');
        await this.deps.audit.record(
          { actor: who, action: 'newsletter.schedule', entity: 'newsletter', entityId: id, after: { sendAt: at } },
          trx,
        );
      });
      return this.get(id);
    }
    await this.start(id, who);
    return this.get(id);
  }

  /** Queues one row per confirmed subscriber, spaced at the rate from now, in one transaction with the state. */
  private async start(id: number, who: Recorder): Promise<void> {
    const at = this.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const ids = await repo.selectSubscribedIds(trx);
      const values = {
        state: ids.length === 0 ? ('sent' as const) : ('sending' as const),
        started_at: at,
        finished_at: ids.length === 0 ? at : null,
        recipients: ids.length,
        // A scheduled send keeps who scheduled it.
        ...(who.id === null ? {} : { sent_by: who.username, updated_at: at, updated_by: who.username }),
      };
      if (!(await repo.updateNewsletterIn(trx, id, ['draft', 'scheduled', 'paused'], values)))
        throw new AppError('CONFLICT', 'newsletter.alreadySent');
      await this.deps.outbox.queueBatch(
        trx,
        newsletterJobKind,
        batchOf(id),
        ids.map((subscriber) => ({ ref: subscriber, payload: { newsletter: id, subscriber } satisfies RowPayload })),
        { perMinute: this.deps.perMinute },
      );
      await this.deps.audit.record(
        { actor: who, action: 'newsletter.send', entity: 'newsletter', entityId: id, after: { recipients: ids.length } },
        trx,
      );
    });
  }

  /** Holds what is left of a send (or a scheduled one): it waits until it is sent again. */
  async pause(user: Actor, id: number): Promise<Newsletter> {
    const who = actorOf(user);
    await this.row(id);
    await this.deps.db.transaction().execute(async (trx) => {
      if (
        !(await repo.updateNewsletterIn(trx, id, ['sending', 'scheduled'], {
          state: 'paused',
          updated_at: this.now(),
          updated_by: who.username,
        }))
      )
        throw new AppError('CONFLICT', 'newsletter.notSending');
      await this.deps.outbox.holdBatch(trx, batchOf(id));
      await this.deps.audit.record({ actor: who, action: 'newsletter.pause', entity: 'newsletter', entityId: id }, trx);
    });
    return this.get(id);
  }

  /**
   * Deletes a newsletter that has not started going out (a draft, one scheduled, or one paused
   * before its time); 409 once any mail of it may have gone (it stays, with its deliveries).
   */
  async remove(user: Actor, id: number): Promise<void> {
    const who = actorOf(user);
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await repo.selectNewsletter(trx, id);
      if (!row) throw new AppError('NOT_FOUND', 'newsletter.notFound');
      if (!(await repo.deleteUnstarted(trx, id))) throw new AppError('CONFLICT', 'newsletter.cannotDelete');
      await this.deps.audit.record(
        {
          actor: who,
          action: 'newsletter.delete',
          entity: 'newsletter',
          entityId: id,
          before: { state: row.state, subjectEn: parse(row).subjectEn, subjectZh: parse(row).subjectZh },
        },
        trx,
      );
    });
  }

  /** Starts the scheduled newsletters whose time has come (the server's timer). */
  async startDue(): Promise<number> {
    const due = await repo.selectDueScheduled(this.deps.db, this.now());
    for (const row of due) {
      try {
        await this.start(row.id, scheduleActor);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    return due.length;
  }

  /** The mail of one row when it runs: null when the subscriber left since (or the newsletter is gone). */
  private async make(payload: RowPayload): Promise<Mail | null> {
    const row = await repo.selectNewsletter(this.deps.db, payload.newsletter);
    if (!row || row.started_at === null) return null;
    const subscriber = await repo.selectRecipient(this.deps.db, payload.subscriber);
    if (subscriber?.status !== 'subscribed') return null;
    const key = `${row.id}:${row.started_at}`;
    let parts = this.#parts.get(key);
    if (!parts) {
      parts = this.partsOf(parse(row));
      this.#parts.set(key, parts);
      parts.catch(() => this.#parts.delete(key));
    }
    const token = subscriberToken(this.deps.box, { id: subscriber.id, tokenSalt: subscriber.token_salt });
    const rendered = renderNewsletter(
      (await parts)[subscriber.language],
      { topics: { magazine: subscriber.topic_magazine === 1, events: subscriber.topic_events === 1 }, token },
      this.deps.publicOrigin,
    );
    if (!rendered) return null;
    return { to: subscriber.email, language: subscriber.language, ...rendered, headers: await this.headersOf(token) };
  }

  /** No row left: the newsletter is sent. */
  private async finished(id: number): Promise<void> {
    const at = this.now();
    await repo.updateNewsletterIn(this.deps.db, id, ['sending'], { state: 'sent', finished_at: at });
    for (const key of this.#parts.keys()) if (key.startsWith(`${id}:`)) this.#parts.delete(key);
  }
}
