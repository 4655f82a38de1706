// The magazine (issue 36; docs/decisions/048): staff write articles, editors review and publish
// them, readers read what is live. An article keeps its working copy and, beside it, its live
// version, so editing a published article never touches what readers see until an editor
// publishes again. Every save names the version it was made from (412 when another came first)
// and is a revision; every change of text or standing is an audit entry, in one transaction with
// the write. The rules of who may do what are shared/magazine-rules.ts.
import type { Kysely } from 'kysely';
import {
  canEditArticle,
  canReviewArticle,
  canSubmitArticle,
  isOwnArticle,
  readingMinutes,
  stateAfterSave,
  type ArticleStanding,
  type ArticleState,
  type MagazineActor,
} from '../../../shared/magazine-rules.js';
import {
  articleContent,
  type ArticleContent,
  type ArticleContentInput,
  type ArticleListOutput,
  type ArticleRow,
  type ArticleSummary,
  type Byline,
  type EditableArticle,
  type EditableIssue,
  type IssueContent,
  type IssueOutput,
  type ListArticlesOutput,
  type PublicArticle,
  type PublicIssue,
} from '../../../shared/magazine.schema.js';
import { offsetOf } from '../../../shared/paging.js';
import { hasPermission, type PermissionSubject } from '../../../shared/permissions.js';
import { articleIdOfSlug, articleSlug } from '../../../shared/slugs.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { loadMarkdown, type Markdown } from '../../lib/markdown.js';
import type { Fresh } from '../../lib/read-cache.js';
import { loadTraditional, traditionalText, type ChineseSide } from '../../lib/traditional.js';
import { actorOf, scheduleActor, type Actor, type AuditService, type Recorder } from '../audit/audit.service.js';
import type { SearchSource } from '../search/search.service.js';
import { readinessIssues } from './magazine.readiness.js';
import * as repo from './magazine.repository.js';

/** The version a save was made from: a number, `*` (any: If-Match: *), or undefined (none said). */
export type ExpectedVersion = number | '*' | undefined;

/** A signed-in member as the magazine weighs them. */
export type MagazineUser = Actor & PermissionSubject;

/** The Chinese side of an article in Traditional: the staff's own, else converted once per save. */
interface HantSide {
  titleZh: string;
  standfirstZh: string;
  bodyZh: string;
  coverAltZh: string;
}

/** The bodies' safe HTML, rendered once when a version goes live. */
interface LiveHtml {
  en: string;
  zh: string;
  zhHant: string;
}

/** What the reader pages know of the magazine as of its last change (MagazineService.pageIndex). */
export interface MagazinePageIndex {
  /** Public articles, newest first. */
  articles: Array<{ id: number; slug: string }>;
  /** Published issues' numbers, newest first. */
  issues: number[];
  /** Public articles' tags, most used first. */
  tags: string[];
}

/** Demo content for an empty magazine (MagazineService.seed). */
export interface MagazineSeed {
  /** Published issues, each with the time it was made. */
  issues: ReadonlyArray<{ number: number; titleEn: string; titleZh: string; date: string; publishedAt: string }>;
  /** Published articles, in the order they are placed in their issue. */
  articles: ReadonlyArray<{
    content: ArticleContentInput;
    /** The account that started it (null: none, the guest byline stands alone). */
    createdBy: number | null;
    /** Who it is recorded as saved by (a username). */
    by: string;
    publishedAt: string;
    /** Its issue: an index into `issues`. */
    issue?: number;
  }>;
}

export const revisionsListed = 100;

interface MagazineDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  /** PUBLIC_ORIGIN: links elsewhere in a body get rel="noopener noreferrer". */
  publicOrigin: string;
  /** After each change a reader may see: the magazine's cached reads load again. */
  changed: () => void;
  /** The bylines of staff accounts: their published name, and their team page when they are on the team. */
  bylines: (accountIds: readonly number[], side: ChineseSide) => Promise<Map<number, Byline>>;
  /** A team member's account, by the username of their team page. */
  accountOfUsername: (username: string) => Promise<number | undefined>;
}

const magazineActor = (user: MagazineUser): MagazineActor => ({ id: user.id, isEditor: hasPermission(user, 'manageMagazine') });

const parseContent = (json: string): ArticleContent => articleContent.parse(JSON.parse(json));

function standingOf(row: repo.ArticleRecord, content: ArticleContent): ArticleStanding {
  return { state: row.state, authorIds: content.authorIds, createdBy: row.created_by };
}

/** The accounts an article's byline names: its authors, else the account that started it. */
const authorIdsOf = (content: ArticleContent, createdBy: number | null) =>
  content.authorIds.length > 0 || createdBy === null ? content.authorIds : [createdBy];

function hantSideOf(content: ArticleContent, convert: (text: string) => string): HantSide {
  return {
    titleZh: traditionalText(convert(content.titleZh), content.titleZhHant),
    standfirstZh: traditionalText(convert(content.standfirstZh), content.standfirstZhHant),
    bodyZh: traditionalText(convert(content.bodyZh), content.bodyZhHant),
    coverAltZh: convert(content.coverAltZh),
  };
}

/** Minutes to read the article's longer language. */
function minutesOf(content: ArticleContent, { plainTextOf }: Markdown): number {
  return Math.max(readingMinutes(plainTextOf(content.bodyEn)), readingMinutes(plainTextOf(content.bodyZh)));
}

export class MagazineService {
  constructor(private readonly deps: MagazineDeps) {}

  /** A body as readers will see it (the editor's live preview): the published page's renderer, nothing stored. */
  async preview(body: string): Promise<{ html: string; readingMinutes: number }> {
    const markdown = await loadMarkdown();
    return { html: markdown.render(body, this.deps.publicOrigin), readingMinutes: body ? readingMinutes(markdown.plainTextOf(body)) : 0 };
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }

  // Authors and editors: one article

  /** A new draft, started by `user` (any active member). */
  async create(user: MagazineUser, content: ArticleContent): Promise<EditableArticle> {
    await this.checkReferences(content);
    const hant = hantSideOf(content, await loadTraditional());
    const at = this.now();
    const who = actorOf(user);
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const id = await repo.insertArticle(trx, {
        state: 'draft',
        version: 1,
        content: JSON.stringify(content),
        content_zh_hant: JSON.stringify(hant),
        created_by: user.id,
        created_at: at,
        updated_at: at,
        updated_by: who.username,
      });
      await repo.insertRevision(trx, {
        article_id: id,
        version: 1,
        at,
        actor_id: who.id,
        actor_username: who.username,
        action: 'create',
        content: JSON.stringify(content),
        restored_from: null,
      });
      await this.deps.audit.record(
        { actor: who, action: 'article.create', entity: 'article', entityId: id, after: { title: content.titleEn || content.titleZh } },
        trx,
      );
      return id;
    });
    return this.editable(user, id);
  }

  /** The article as its authors and editors see it; 404 for anyone else (its existence is not theirs to learn). */
  async editable(user: MagazineUser, id: number): Promise<EditableArticle> {
    const row = await this.visibleRow(user, id);
    return this.toEditable(row);
  }

  private async visibleRow(user: MagazineUser, id: number): Promise<repo.ArticleRecord> {
    const row = await repo.selectArticle(this.deps.db, id);
    if (!row) throw new AppError('NOT_FOUND', 'magazine.articleNotFound');
    const actor = magazineActor(user);
    if (!actor.isEditor && !isOwnArticle(actor, standingOf(row, parseContent(row.content))))
      throw new AppError('NOT_FOUND', 'magazine.articleNotFound');
    return row;
  }

  /** Saves the whole working copy, made from version `expected`. Saving a published or scheduled article makes a draft; what is live stays. */
  save(user: MagazineUser, id: number, content: ArticleContent, expected: ExpectedVersion): Promise<EditableArticle> {
    return this.write(user, id, content, expected, null);
  }

  /** Brings back the working copy of revision `revisionId` (editors): itself a new revision, checked against `expected` like a save. */
  async restore(user: MagazineUser, id: number, revisionId: number, expected: ExpectedVersion): Promise<EditableArticle> {
    await this.visibleRow(user, id);
    const revision = await repo.selectRevision(this.deps.db, id, revisionId);
    if (!revision) throw new AppError('NOT_FOUND');
    return this.write(user, id, parseContent(revision.content), expected, revision.id);
  }

  private async write(
    user: MagazineUser,
    id: number,
    content: ArticleContent,
    expected: ExpectedVersion,
    restoredFrom: number | null,
  ): Promise<EditableArticle> {
    if (expected === undefined) throw new AppError('VERSION_REQUIRED', 'magazine.versionRequired');
    const row = await this.visibleRow(user, id);
    if (!canEditArticle(magazineActor(user), standingOf(row, parseContent(row.content)))) throw new AppError('CONFLICT', 'magazine.locked');
    await this.checkReferences(content);
    const hant = hantSideOf(content, await loadTraditional());
    const at = this.now();
    const who = actorOf(user);
    await this.deps.db.transaction().execute(async (trx) => {
      const current = await repo.selectArticle(trx, id);
      if (!current) throw new AppError('NOT_FOUND', 'magazine.articleNotFound');
      // Asked again where the write is made: a submission since the first read locks it.
      if (!canEditArticle(magazineActor(user), standingOf(current, parseContent(current.content))))
        throw new AppError('CONFLICT', 'magazine.locked');
      const from = expected === '*' ? current.version : expected;
      const state = stateAfterSave(current.state);
      const values = {
        content: JSON.stringify(content),
        content_zh_hant: JSON.stringify(hant),
        state,
        // A scheduled article saved again waits for a new review.
        publish_at: state === 'scheduled' ? current.publish_at : null,
        updated_at: at,
        updated_by: who.username,
      };
      if (from !== current.version || !(await repo.updateArticle(trx, id, from, values)))
        throw new AppError('STALE_VERSION', 'magazine.stale');
      await repo.insertRevision(trx, {
        article_id: id,
        version: from + 1,
        at,
        actor_id: who.id,
        actor_username: who.username,
        action: restoredFrom === null ? 'save' : 'restore',
        content: values.content,
        restored_from: restoredFrom,
      });
      const before = parseContent(current.content);
      const changed = (Object.keys(content) as Array<keyof ArticleContent>).filter(
        (field) => JSON.stringify(before[field]) !== JSON.stringify(content[field]),
      );
      await this.deps.audit.record(
        {
          actor: who,
          action: restoredFrom === null ? 'article.update' : 'article.restore',
          entity: 'article',
          entityId: id,
          before: { state: current.state, version: current.version },
          after: { state, version: from + 1, changed, ...(restoredFrom === null ? {} : { restoredFrom }) },
        },
        trx,
      );
    });
    return this.editable(user, id);
  }

  /** Sends a draft to the editors; it must be ready (a title, its texts, described images). */
  async submit(user: MagazineUser, id: number): Promise<EditableArticle> {
    const row = await this.visibleRow(user, id);
    const content = parseContent(row.content);
    if (!canSubmitArticle(magazineActor(user), standingOf(row, content))) throw new AppError('CONFLICT', 'magazine.notDraft');
    await this.checkReady(content);
    const at = this.now();
    const who = actorOf(user);
    await this.deps.db.transaction().execute(async (trx) => {
      await repo.setArticle(trx, id, { state: 'submitted', submitted_at: at });
      await this.deps.audit.record(
        { actor: who, action: 'article.submit', entity: 'article', entityId: id, after: { version: row.version } },
        trx,
      );
    });
    return this.editable(user, id);
  }

  private async checkReady(content: ArticleContent) {
    const issues = readinessIssues(content, (await loadMarkdown()).imagesOf);
    if (issues.length > 0) throw new AppError('BAD_REQUEST', 'magazine.notReady', { issues });
  }

  /**
   * An editor's review of version `expected`: publish now, publish at `publishAt`, or return to
   * the authors with a note. A save since the version reviewed answers 412.
   */
  async review(
    user: MagazineUser,
    id: number,
    decision: { decision: 'publish' | 'return'; note: string; publishAt: string | null },
    expected: ExpectedVersion,
  ): Promise<EditableArticle> {
    if (expected === undefined) throw new AppError('VERSION_REQUIRED', 'magazine.versionRequired');
    const row = await this.visibleRow(user, id);
    const content = parseContent(row.content);
    if (!canReviewArticle(magazineActor(user), standingOf(row, content))) {
      if (!magazineActor(user).isEditor) throw new AppError('FORBIDDEN');
      throw new AppError('CONFLICT', 'magazine.notReviewable');
    }
    if (expected !== '*' && expected !== row.version) throw new AppError('STALE_VERSION', 'magazine.stale');
    const at = this.now();
    const who = actorOf(user);
    if (decision.decision === 'return') {
      if (!decision.note)
        throw new AppError('BAD_REQUEST', 'magazine.noteRequired', { issues: [{ path: 'note', messageKey: 'magazine.noteRequired' }] });
      await this.deps.db.transaction().execute(async (trx) => {
        if (!(await repo.setArticleAt(trx, id, row.version, { state: 'draft', review_note: decision.note, publish_at: null })))
          throw new AppError('STALE_VERSION', 'magazine.stale');
        await this.deps.audit.record(
          { actor: who, action: 'article.return', entity: 'article', entityId: id, after: { version: row.version, note: decision.note } },
          trx,
        );
      });
      return this.editable(user, id);
    }
    await this.checkReady(content);
    if (decision.publishAt !== null && Date.parse(decision.publishAt) > Date.parse(at)) {
      const publishAt = new Date(decision.publishAt).toISOString();
      await this.deps.db.transaction().execute(async (trx) => {
        if (!(await repo.setArticleAt(trx, id, row.version, { state: 'scheduled', publish_at: publishAt, review_note: decision.note })))
          throw new AppError('STALE_VERSION', 'magazine.stale');
        await this.deps.audit.record(
          { actor: who, action: 'article.schedule', entity: 'article', entityId: id, after: { version: row.version, publishAt } },
          trx,
        );
      });
      return this.editable(user, id);
    }
    if (decision.publishAt !== null)
      throw new AppError('BAD_REQUEST', 'magazine.publishAtPast', {
        issues: [{ path: 'publishAt', messageKey: 'magazine.publishAtPast' }],
      });
    // A save between the check above and this write: what was reviewed is no longer what would go live.
    if (!(await this.publishNow(id, who, decision.note, row.version))) throw new AppError('STALE_VERSION', 'magazine.stale');
    return this.editable(user, id);
  }

  /** Makes the working copy (still at `version`) the live version, in one transaction with its audit entry. */
  private async publishNow(id: number, who: Recorder, note: string, version: number): Promise<boolean> {
    const at = this.now();
    const markdown = await loadMarkdown();
    const published = await this.deps.db.transaction().execute(async (trx) => {
      const row = await repo.selectArticle(trx, id);
      if (!row || row.version !== version) return false;
      const content = parseContent(row.content);
      const hant = JSON.parse(row.content_zh_hant) as HantSide;
      const html: LiveHtml = {
        en: markdown.render(content.bodyEn, this.deps.publicOrigin),
        zh: markdown.render(content.bodyZh, this.deps.publicOrigin),
        zhHant: markdown.render(hant.bodyZh, this.deps.publicOrigin),
      };
      await repo.setArticle(trx, id, {
        state: 'published',
        publish_at: null,
        review_note: note,
        live_content: row.content,
        live_content_zh_hant: row.content_zh_hant,
        live_html: JSON.stringify(html),
        published_at: row.published_at ?? at,
        live_updated_at: at,
      });
      if (content.issueId !== null) await repo.placeArticle(trx, id, content.issueId);
      await this.deps.audit.record(
        {
          actor: who,
          action: 'article.publish',
          entity: 'article',
          entityId: id,
          after: { version, title: content.titleEn || content.titleZh },
        },
        trx,
      );
      return true;
    });
    if (published) this.deps.changed();
    return published;
  }

  private publishing: Promise<number> | undefined;

  /** Publishes the scheduled articles whose time has come (the server's timer calls this; one run at a time). */
  publishDue(): Promise<number> {
    this.publishing ??= this.publishDueNow().finally(() => {
      this.publishing = undefined;
    });
    return this.publishing;
  }

  /** Resolves once a run of publishDue has finished (the server waits for it before it closes). */
  async idle(): Promise<void> {
    await this.publishing?.catch(() => undefined);
  }

  private async publishDueNow(): Promise<number> {
    const due = await repo.selectDue(this.deps.db, this.now());
    let published = 0;
    for (const { id } of due) {
      const row = await repo.selectArticle(this.deps.db, id);
      if (row?.state === 'scheduled' && (await this.publishNow(id, scheduleActor, row.review_note, row.version))) published++;
    }
    return published;
  }

  /** Takes the live version down (editors); the working copy stays, as a draft. */
  async unpublish(user: MagazineUser, id: number): Promise<EditableArticle> {
    const row = await this.visibleRow(user, id);
    if (row.live_content === null) throw new AppError('CONFLICT', 'magazine.notLive');
    const who = actorOf(user);
    await this.deps.db.transaction().execute(async (trx) => {
      const state: ArticleState = row.state === 'published' ? 'draft' : row.state;
      await repo.setArticle(trx, id, { state, live_content: null, live_content_zh_hant: null, live_html: null, live_updated_at: null });
      await this.deps.audit.record(
        { actor: who, action: 'article.unpublish', entity: 'article', entityId: id, before: { state: row.state } },
        trx,
      );
    });
    this.deps.changed();
    return this.editable(user, id);
  }

  /** Deletes an article with its revisions (editors). */
  async remove(user: MagazineUser, id: number): Promise<void> {
    const row = await this.visibleRow(user, id);
    const content = parseContent(row.content);
    const who = actorOf(user);
    await this.deps.db.transaction().execute(async (trx) => {
      await repo.deleteArticle(trx, id);
      await this.deps.audit.record(
        {
          actor: who,
          action: 'article.delete',
          entity: 'article',
          entityId: id,
          before: { state: row.state, title: content.titleEn || content.titleZh, wasLive: row.live_content !== null },
        },
        trx,
      );
    });
    if (row.live_content !== null) this.deps.changed();
  }

  async revisions(user: MagazineUser, id: number) {
    await this.visibleRow(user, id);
    const rows = await repo.selectRevisions(this.deps.db, id, revisionsListed);
    return rows.map((row) => ({
      id: row.id,
      version: row.version,
      at: row.at,
      by: row.actor_username,
      action: row.action,
      restoredFrom: row.restored_from,
    }));
  }

  /** Authors exist as accounts and the issue exists. */
  private async checkReferences(content: ArticleContent) {
    const known = await repo.selectAccountIds(this.deps.db, content.authorIds);
    const unknown = content.authorIds.findIndex((id) => !known.has(id));
    if (unknown !== -1)
      throw new AppError('BAD_REQUEST', 'magazine.authorUnknown', {
        issues: [{ path: `content.authorIds.${unknown}`, messageKey: 'magazine.authorUnknown' }],
      });
    if (content.issueId !== null && !(await repo.selectIssue(this.deps.db, content.issueId)))
      throw new AppError('BAD_REQUEST', 'magazine.issueUnknown', {
        issues: [{ path: 'content.issueId', messageKey: 'magazine.issueUnknown' }],
      });
  }

  private async toEditable(row: repo.ArticleRecord): Promise<EditableArticle> {
    const content = parseContent(row.content);
    const live = row.live_content === null ? null : parseContent(row.live_content);
    return {
      id: row.id,
      slug: articleSlug({ id: row.id, titleEn: (live ?? content).titleEn }),
      state: row.state,
      version: row.version,
      content,
      isLive: live !== null,
      publishedAt: row.published_at,
      liveUpdatedAt: row.live_updated_at,
      publishAt: row.publish_at,
      reviewNote: row.review_note,
      submittedAt: row.submitted_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
      createdBy: row.created_by,
      bylines: await this.bylinesOf(content, row.created_by, 'zh'),
      readingMinutes: minutesOf(content, await loadMarkdown()),
    };
  }

  /** The bylines of several articles at once (one read of the names): each article's in order, a guest byline last. */
  private async bylinesOfMany(
    articles: ReadonlyArray<{ content: ArticleContent; createdBy: number | null }>,
    side: ChineseSide,
  ): Promise<Byline[][]> {
    const idsOf = articles.map(({ content, createdBy }) => authorIdsOf(content, createdBy));
    const known = await this.deps.bylines([...new Set(idsOf.flat())], side);
    return articles.map(({ content }, i) => {
      const staff = idsOf[i]!.map((id) => known.get(id)).filter((byline): byline is Byline => byline !== undefined);
      return content.guestByline
        ? [...staff, { accountId: null, nameEn: content.guestByline, nameZh: content.guestByline, teamSlug: '' }]
        : staff;
    });
  }

  private async bylinesOf(content: ArticleContent, createdBy: number | null, side: ChineseSide): Promise<Byline[]> {
    return (await this.bylinesOfMany([{ content, createdBy }], side))[0]!;
  }

  // Authors and editors: lists

  private async rowsOf(rows: repo.ArticleRecord[]): Promise<ArticleRow[]> {
    const contents = rows.map((row) => parseContent(row.content));
    const bylines = await this.bylinesOfMany(
      rows.map((row, i) => ({ content: contents[i]!, createdBy: row.created_by })),
      'zh',
    );
    return rows.map((row, i) => {
      const content = contents[i]!;
      const live = row.live_content === null ? null : parseContent(row.live_content);
      return {
        id: row.id,
        slug: articleSlug({ id: row.id, titleEn: (live ?? content).titleEn }),
        state: row.state,
        isLive: live !== null,
        titleEn: content.titleEn,
        titleZh: content.titleZh,
        updatedAt: row.updated_at,
        updatedBy: row.updated_by,
        publishedAt: row.published_at,
        publishAt: row.publish_at,
        reviewNote: row.review_note,
        bylines: bylines[i]!,
      };
    });
  }

  /** The articles `user` wrote or started. */
  async own(user: MagazineUser, page: number, pageSize: number): Promise<ArticleListOutput> {
    const { rows, total } = await repo.selectOwnArticles(this.deps.db, user.id, offsetOf({ page, pageSize }), pageSize);
    return { articles: await this.rowsOf(rows), total, page, pageSize };
  }

  /** Every article (editors). */
  async all(filter: { state?: repo.StateFilter; q?: string }, page: number, pageSize: number): Promise<ArticleListOutput> {
    const { rows, total } = await repo.selectAllArticles(this.deps.db, filter, offsetOf({ page, pageSize }), pageSize);
    return { articles: await this.rowsOf(rows), total, page, pageSize };
  }

  // Readers

  private async summariesOf(
    rows: Array<
      Pick<repo.ArticleRecord, 'id' | 'created_by' | 'live_content' | 'live_content_zh_hant' | 'published_at' | 'live_updated_at'>
    >,
    side: ChineseSide,
  ): Promise<ArticleSummary[]> {
    const issueOf = await repo.selectIssuesOfArticles(
      this.deps.db,
      rows.map((row) => row.id),
    );
    const issues = new Map((await repo.selectIssues(this.deps.db, true)).map((issue) => [issue.id, issue]));
    const markdown = await loadMarkdown();
    const contents = rows.map((row) => parseContent(row.live_content!));
    const bylines = await this.bylinesOfMany(
      rows.map((row, i) => ({ content: contents[i]!, createdBy: row.created_by })),
      side,
    );
    return rows.map((row, i) => {
      const content = contents[i]!;
      const hant = side === 'zh-Hant' ? (JSON.parse(row.live_content_zh_hant!) as HantSide) : null;
      const issue = issues.get(issueOf.get(row.id) ?? 0);
      return {
        id: row.id,
        slug: articleSlug({ id: row.id, titleEn: content.titleEn }),
        titleEn: content.titleEn,
        titleZh: hant ? hant.titleZh : content.titleZh,
        standfirstEn: content.standfirstEn,
        standfirstZh: hant ? hant.standfirstZh : content.standfirstZh,
        cover: content.coverUrl
          ? { url: content.coverUrl, altEn: content.coverAltEn, altZh: hant ? hant.coverAltZh : content.coverAltZh }
          : null,
        tags: content.tags,
        bylines: bylines[i]!,
        issue: issue
          ? {
              number: issue.number,
              titleEn: issue.title_en,
              titleZh: side === 'zh-Hant' ? traditionalText(issue.title_zh_hant, issue.title_zh_hant_override) : issue.title_zh,
            }
          : null,
        publishedAt: row.published_at!,
        updatedAt: row.live_updated_at!,
        readingMinutes: minutesOf(content, markdown),
      };
    });
  }

  /** A page of the live articles, newest first: of an issue, a tag or a team member, or all. */
  async list(
    query: { page: number; pageSize: number; issue?: number | undefined; tag?: string | undefined; author?: string | undefined },
    side: ChineseSide,
  ): Promise<Fresh<ListArticlesOutput>> {
    const empty = { data: { articles: [], total: 0, page: query.page, pageSize: query.pageSize } };
    const filter: repo.LiveFilter = {};
    if (query.issue !== undefined) {
      const issue = await repo.selectIssueByNumber(this.deps.db, query.issue);
      if (issue?.is_published !== 1) return empty;
      filter.issueId = issue.id;
    }
    if (query.tag !== undefined) filter.tag = query.tag;
    if (query.author !== undefined) {
      const accountId = await this.deps.accountOfUsername(query.author);
      if (accountId === undefined) return empty;
      filter.authorId = accountId;
    }
    const { rows, total } = await repo.selectLiveArticles(this.deps.db, filter, offsetOf(query), query.pageSize);
    return { data: { articles: await this.summariesOf(rows, side), total, page: query.page, pageSize: query.pageSize } };
  }

  /** One live article by its slug (or id); 404 when there is none, or it is not public. */
  async article(slug: string, side: ChineseSide): Promise<Fresh<PublicArticle>> {
    const id = articleIdOfSlug(slug);
    const row = id === null ? undefined : await repo.selectLiveArticle(this.deps.db, id);
    if (!row) throw new AppError('NOT_FOUND', 'magazine.articleNotFound');
    const [summary] = await this.summariesOf([row], side);
    const content = parseContent(row.live_content!);
    const html = JSON.parse(row.live_html!) as LiveHtml;
    const hant = side === 'zh-Hant' ? (JSON.parse(row.live_content_zh_hant!) as HantSide) : null;
    return {
      data: {
        ...summary!,
        bodyEn: content.bodyEn,
        bodyZh: hant ? hant.bodyZh : content.bodyZh,
        bodyHtmlEn: html.en,
        bodyHtmlZh: hant ? html.zhHant : html.zh,
      },
    };
  }

  /** The newest public articles with their texts, for the feed. */
  async newest(count: number, side: ChineseSide): Promise<PublicArticle[]> {
    const { rows } = await repo.selectLiveArticles(this.deps.db, {}, 0, count);
    return Promise.all(rows.map(async (row) => (await this.article(String(row.id), side)).data));
  }

  /** The search's source (issue 36 item 7): each public article's version, and their texts in every language. */
  searchSource(): SearchSource {
    return {
      kind: 'article',
      stamps: async () => (await repo.selectLiveStamps(this.deps.db)).map((row) => ({ ref: row.id, stamp: row.live_updated_at ?? '' })),
      documents: async (refs) => {
        const markdown = await loadMarkdown();
        const rows = await repo.selectLiveArticlesByIds(this.deps.db, refs);
        return rows.map((row) => {
          const content = parseContent(row.live_content!);
          const hant = JSON.parse(row.live_content_zh_hant!) as HantSide;
          return {
            ref: row.id,
            stamp: row.live_updated_at ?? '',
            slug: articleSlug({ id: row.id, titleEn: content.titleEn }),
            at: row.published_at ?? '',
            titleEn: content.titleEn,
            titleZh: content.titleZh,
            titleHant: hant.titleZh,
            // Its tags count as much as its title.
            keywords: content.tags.join(' '),
            bodyEn: [content.standfirstEn, markdown.plainTextOf(content.bodyEn)].join('\n'),
            bodyZh: [content.standfirstZh, markdown.plainTextOf(content.bodyZh)].join('\n'),
            bodyHant: [hant.standfirstZh, markdown.plainTextOf(hant.bodyZh)].join('\n'),
          };
        });
      },
    };
  }

  /**
   * What the reader pages and the sitemap need to know of the magazine (server/http/pages/magazine-pages.ts):
   * each public article's id and current slug, the published issues' numbers, and the public
   * articles' tags (each once whatever its letter case, as first stored). One light read per change.
   */
  async pageIndex(): Promise<Fresh<MagazinePageIndex>> {
    const [articles, issues, tags] = await Promise.all([
      repo.selectLiveTitles(this.deps.db),
      repo.selectIssues(this.deps.db, true),
      this.tags(),
    ]);
    return {
      data: {
        articles: articles.map((row) => ({ id: row.id, slug: articleSlug({ id: row.id, titleEn: row.title_en }) })),
        issues: issues.map((row) => row.number),
        tags: tags.data.tags.map((entry) => entry.tag),
      },
    };
  }

  /** The tags of live articles with how many each, most used first. */
  async tags(): Promise<Fresh<{ tags: Array<{ tag: string; count: number }> }>> {
    const counts = new Map<string, { tag: string; count: number }>();
    for (const tag of await repo.selectLiveTags(this.deps.db)) {
      const key = tag.toLowerCase();
      const entry = counts.get(key) ?? { tag, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
    return { data: { tags: [...counts.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)) } };
  }

  private async publicIssuesOf(rows: repo.IssueRecord[], side: ChineseSide): Promise<PublicIssue[]> {
    const lists = await repo.selectIssueArticles(
      this.deps.db,
      rows.map((row) => row.id),
    );
    const liveIds = await repo.selectLiveIds(this.deps.db, [...lists.values()].flat());
    return rows.map((row) => ({
      number: row.number,
      titleEn: row.title_en,
      titleZh: side === 'zh-Hant' ? traditionalText(row.title_zh_hant, row.title_zh_hant_override) : row.title_zh,
      date: row.date,
      cover: row.cover_url
        ? { url: row.cover_url, altEn: row.cover_alt_en, altZh: side === 'zh-Hant' ? row.cover_alt_zh_hant : row.cover_alt_zh }
        : null,
      articleCount: (lists.get(row.id) ?? []).filter((id) => liveIds.has(id)).length,
    }));
  }

  /** The published issues, newest number first. */
  async issues(side: ChineseSide): Promise<Fresh<{ issues: PublicIssue[] }>> {
    return { data: { issues: await this.publicIssuesOf(await repo.selectIssues(this.deps.db, true), side) } };
  }

  /** A published issue with its live articles in its order. */
  async issue(number: number, side: ChineseSide): Promise<Fresh<IssueOutput>> {
    const row = await repo.selectIssueByNumber(this.deps.db, number);
    if (row?.is_published !== 1) throw new AppError('NOT_FOUND', 'magazine.issueNotFound');
    const [issue] = await this.publicIssuesOf([row], side);
    const order = (await repo.selectIssueArticles(this.deps.db, [row.id])).get(row.id) ?? [];
    const { rows } = await repo.selectLiveArticles(this.deps.db, { issueId: row.id }, 0, order.length || 1);
    const byId = new Map((await this.summariesOf(rows, side)).map((article) => [article.id, article]));
    return {
      data: {
        issue: issue!,
        articles: order.map((id) => byId.get(id)).filter((article): article is ArticleSummary => article !== undefined),
      },
    };
  }

  /**
   * Demo content for an empty magazine (server/modules/magazine/magazine.seed.ts): issues, then
   * articles published as they stand at their own times (their Traditional side converted, their
   * bodies rendered once as publishing does), placed in their issues in the order given. Like the
   * other seeds it writes no audit entries. Nothing when the magazine has any article; returns how
   * many articles it added.
   */
  async seed(demo: MagazineSeed): Promise<number> {
    const convert = await loadTraditional();
    const markdown = await loadMarkdown();
    const added = await this.deps.db.transaction().execute(async (trx) => {
      if ((await repo.countArticles(trx)) > 0) return 0;
      const issueIds: number[] = [];
      for (const issue of demo.issues) {
        const at = issue.publishedAt;
        issueIds.push(
          await repo.insertIssue(trx, {
            number: issue.number,
            title_en: issue.titleEn,
            title_zh: issue.titleZh,
            title_zh_hant: convert(issue.titleZh),
            title_zh_hant_override: '',
            date: issue.date,
            cover_url: '',
            cover_alt_en: '',
            cover_alt_zh: '',
            cover_alt_zh_hant: '',
            is_published: 1,
            created_at: at,
            updated_at: at,
          }),
        );
      }
      const placed = new Map<number, number[]>();
      for (const article of demo.articles) {
        const issueId = article.issue === undefined ? null : issueIds[article.issue]!;
        const content = articleContent.parse({ ...article.content, issueId });
        const hant = hantSideOf(content, convert);
        const html: LiveHtml = {
          en: markdown.render(content.bodyEn, this.deps.publicOrigin),
          zh: markdown.render(content.bodyZh, this.deps.publicOrigin),
          zhHant: markdown.render(hant.bodyZh, this.deps.publicOrigin),
        };
        const at = article.publishedAt;
        const id = await repo.insertArticle(trx, {
          state: 'published',
          version: 1,
          content: JSON.stringify(content),
          content_zh_hant: JSON.stringify(hant),
          created_by: article.createdBy,
          created_at: at,
          updated_at: at,
          updated_by: article.by,
          live_content: JSON.stringify(content),
          live_content_zh_hant: JSON.stringify(hant),
          live_html: JSON.stringify(html),
          published_at: at,
          live_updated_at: at,
        });
        await repo.insertRevision(trx, {
          article_id: id,
          version: 1,
          at,
          actor_id: article.createdBy,
          actor_username: article.by,
          action: 'create',
          content: JSON.stringify(content),
          restored_from: null,
        });
        if (issueId !== null) placed.set(issueId, [...(placed.get(issueId) ?? []), id]);
      }
      for (const [issueId, articleIds] of placed) await repo.setIssueArticles(trx, issueId, articleIds);
      return demo.articles.length;
    });
    if (added) this.deps.changed();
    return added;
  }

  // Editors: issues

  async editableIssues(): Promise<EditableIssue[]> {
    const rows = await repo.selectIssues(this.deps.db, false);
    const lists = await repo.selectIssueArticles(
      this.deps.db,
      rows.map((row) => row.id),
    );
    const articles = new Map<number, { id: number; titleEn: string; titleZh: string; isLive: boolean }>();
    for (const article of await repo.selectArticlesByIds(this.deps.db, [...lists.values()].flat())) {
      const content = parseContent(article.content);
      articles.set(article.id, {
        id: article.id,
        titleEn: content.titleEn,
        titleZh: content.titleZh,
        isLive: article.live_content !== null,
      });
    }
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      titleEn: row.title_en,
      titleZh: row.title_zh,
      titleZhHant: row.title_zh_hant_override,
      date: row.date,
      coverUrl: row.cover_url,
      coverAltEn: row.cover_alt_en,
      coverAltZh: row.cover_alt_zh,
      isPublished: row.is_published === 1,
      articles: (lists.get(row.id) ?? []).map((id) => articles.get(id)).filter((article) => article !== undefined),
      updatedAt: row.updated_at,
    }));
  }

  private async editableIssue(id: number): Promise<EditableIssue> {
    const issue = (await this.editableIssues()).find((entry) => entry.id === id);
    if (!issue) throw new AppError('NOT_FOUND', 'magazine.issueNotFound');
    return issue;
  }

  async createIssue(user: MagazineUser, content: IssueContent): Promise<EditableIssue> {
    return this.writeIssue(user, null, content);
  }

  async updateIssue(user: MagazineUser, id: number, content: IssueContent): Promise<EditableIssue> {
    return this.writeIssue(user, id, content);
  }

  private async writeIssue(user: MagazineUser, id: number | null, content: IssueContent): Promise<EditableIssue> {
    const convert = await loadTraditional();
    const at = this.now();
    const who = actorOf(user);
    const known = await repo.selectArticleIds(this.deps.db, content.articleIds);
    const unknown = content.articleIds.findIndex((articleId) => !known.has(articleId));
    if (unknown !== -1)
      throw new AppError('BAD_REQUEST', 'magazine.issueArticleUnknown', {
        issues: [{ path: `articleIds.${unknown}`, messageKey: 'magazine.issueArticleUnknown' }],
      });
    const values = {
      number: content.number,
      title_en: content.titleEn,
      title_zh: content.titleZh,
      title_zh_hant: convert(content.titleZh),
      title_zh_hant_override: content.titleZhHant,
      date: content.date,
      cover_url: content.coverUrl,
      cover_alt_en: content.coverAltEn,
      cover_alt_zh: content.coverAltZh,
      cover_alt_zh_hant: convert(content.coverAltZh),
      is_published: content.isPublished ? 1 : 0,
      updated_at: at,
    };
    const saved = await this.deps.db.transaction().execute(async (trx) => {
      if (id !== null && !(await repo.selectIssue(trx, id))) throw new AppError('NOT_FOUND', 'magazine.issueNotFound');
      const taken = await repo.selectIssueByNumber(trx, content.number);
      if (taken && taken.id !== id)
        throw new AppError('CONFLICT', 'magazine.issueNumberTaken', {
          issues: [{ path: 'number', messageKey: 'magazine.issueNumberTaken' }],
        });
      let issueId = id;
      if (issueId === null) issueId = await repo.insertIssue(trx, { ...values, created_at: at });
      else if (!(await repo.updateIssue(trx, issueId, values))) throw new AppError('NOT_FOUND', 'magazine.issueNotFound');
      await repo.setIssueArticles(trx, issueId, content.articleIds);
      await this.deps.audit.record(
        {
          actor: who,
          action: id === null ? 'issue.create' : 'issue.update',
          entity: 'issue',
          entityId: issueId,
          after: { number: content.number, articleIds: content.articleIds, isPublished: content.isPublished },
        },
        trx,
      );
      return issueId;
    });
    this.deps.changed();
    return this.editableIssue(saved);
  }

  async removeIssue(user: MagazineUser, id: number): Promise<void> {
    const who = actorOf(user);
    await this.deps.db.transaction().execute(async (trx) => {
      const row = await repo.selectIssue(trx, id);
      if (!row || !(await repo.deleteIssue(trx, id))) throw new AppError('NOT_FOUND', 'magazine.issueNotFound');
      await this.deps.audit.record(
        {
          actor: who,
          action: 'issue.delete',
          entity: 'issue',
          entityId: id,
          before: { number: row.number, title: row.title_en || row.title_zh },
        },
        trx,
      );
    });
    this.deps.changed();
  }
}
