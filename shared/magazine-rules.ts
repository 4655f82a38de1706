// The magazine's rules (issue 36; docs/decisions/048), written once and used by both sides: which
// addresses a body may link to and show images from, how long an article takes to read, and who
// may move an article from one state to the next. The server enforces them; the editor screen
// only disables what they refuse.

/**
 * Where a link in an article's body may point: an http(s) address, a mailto:, a path on this
 * site or a #fragment. Never javascript:, data:, vbscript: or file:, and never a path that a
 * browser reads as another host (`//evil.example`, `/\evil.example`).
 */
export function isLinkTarget(url: string): boolean {
  if (/[\s\\]/.test(url)) return false;
  if (url.startsWith('#')) return url.length > 1;
  if (url.startsWith('/')) return !url.startsWith('//');
  return /^https?:\/\/[^/?#]/i.test(url) || /^mailto:[^/?#]/i.test(url);
}

/**
 * Where an image in a body may come from: an upload of ours (/uploads/images/…, what the editor
 * inserts) or an https address. No http (mixed content), no data: (a tiny text that decodes huge).
 */
export function isBodyImageSource(url: string): boolean {
  if (/[\s\\]/.test(url)) return false;
  if (/^\/uploads\/images\/[A-Za-z0-9_-]{1,64}-\d{1,5}x\d{1,5}\.(?:jpg|png)$/.test(url)) return true;
  return /^https:\/\/[^/?#\s]+/i.test(url);
}

/** Reading speeds: English words and Chinese characters a reader takes in per minute. */
export const readingSpeed = { wordsPerMinute: 230, charactersPerMinute: 400 } as const;

/** Minutes to read a text (at least 1): its Han characters at the Chinese speed, its other words at the English. */
export function readingMinutes(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const words = text.replace(/\p{Script=Han}/gu, ' ').match(/[\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  const minutes = han / readingSpeed.charactersPerMinute + words / readingSpeed.wordsPerMinute;
  return Math.max(1, Math.round(minutes));
}

/**
 * Where an article's working copy stands:
 * - draft: its authors are writing (a returned article is a draft with the editor's note);
 * - submitted: waiting for an editor;
 * - scheduled: an editor has approved it to go live at a set time;
 * - published: what is live is the working copy (nothing pending).
 * Whether anything is live is a second fact (the article's live version), so a published
 * article being edited is a draft with a live version.
 */
export const articleStates = ['draft', 'submitted', 'scheduled', 'published'] as const;
export type ArticleState = (typeof articleStates)[number];

/** The people the workflow asks about. */
export interface MagazineActor {
  id: number;
  /** canManageMagazine (admins have it), only on an active account. */
  isEditor: boolean;
}

export interface ArticleStanding {
  state: ArticleState;
  authorIds: readonly number[];
  /** The account that started it; null once deleted. */
  createdBy: number | null;
}

/** An author writes their own articles: one of its authors, or the account that started it. */
export function isOwnArticle(actor: MagazineActor, article: ArticleStanding): boolean {
  return article.createdBy === actor.id || article.authorIds.includes(actor.id);
}

/**
 * Who may change an article's text: an editor always; its own authors unless it waits for review
 * (an editor returns it first). Editing a published or scheduled article makes a new draft.
 */
export function canEditArticle(actor: MagazineActor, article: ArticleStanding): boolean {
  if (actor.isEditor) return true;
  return isOwnArticle(actor, article) && article.state !== 'submitted';
}

/**
 * Saving a published or scheduled article's text makes it a draft again (the live version stays
 * until the draft is published); a submitted one saved by an editor stays submitted.
 */
export function stateAfterSave(state: ArticleState): ArticleState {
  return state === 'submitted' ? 'submitted' : 'draft';
}

/** Its own authors submit a draft for review (an editor may too, for an author). */
export function canSubmitArticle(actor: MagazineActor, article: ArticleStanding): boolean {
  if (article.state !== 'draft') return false;
  return actor.isEditor || isOwnArticle(actor, article);
}

/** Only editors review: publish (now or at a time) or return with a note, a submitted or draft article. */
export function canReviewArticle(actor: MagazineActor, article: ArticleStanding): boolean {
  return actor.isEditor && (article.state === 'submitted' || article.state === 'draft' || article.state === 'scheduled');
}

/** Only editors unpublish, delete and restore revisions. */
export function canManageArticle(actor: MagazineActor): boolean {
  return actor.isEditor;
}
