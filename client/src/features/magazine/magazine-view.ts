// What the magazine's reader screens (issue 36) make of the API's answers, kept pure so it is
// tested on its own: the addresses of an article, an issue, a tag and a search; which language's
// text an article shows (the other's, with a note, when it has none in the reader's); bylines;
// dates; the page asked for; and the search's snippets, read into text and marks without HTML.
import { isChinese, type Language } from '../../../../shared/constants';
import type { ArticleSummary, Byline, PublicArticle } from '../../../../shared/magazine.schema';
import { intlLocaleOf, dateTimeFormat } from '../../../../shared/moments';
import { pageRoutes } from '../../../../shared/routes';
import { site } from '../../../../shared/site';

// The pages' addresses are the server's too (its heads and sitemap): shared/magazine-paths.ts.
export {
  magazineArticlePath as articlePath,
  magazineIssuePath as issuePath,
  magazineTagPath as tagPath,
} from '../../../../shared/magazine-paths';

/** The longest search (shared/search.schema.ts searchLimits.queryMax; not imported: it would bring zod to the reader's screens). */
export const searchQueryMax = 100;

/** The search's page for `q` (and a page past the first): /search?q=…&page=…. */
export function searchPath(q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${pageRoutes.search}?${query}` : pageRoutes.search;
}

/** The page a query string asks for (?page=), 1 when it asks for none or nonsense. */
export function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The words a search's query string asks for (?q=), trimmed. */
export function queryOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim();
}

/** An issue's number from its address, or null when it is not one (0, 012, 3a). */
export function issueNumberOf(param: string): number | null {
  return /^[1-9]\d{0,5}$/.test(param) ? Number(param) : null;
}

/**
 * A tag from its address, or null when it cannot be one. wouter hands the path over once decoded
 * with decodeURI, which leaves the escapes of reserved characters (%23, %2F…): decoded here.
 */
export function tagOfParam(param: string): string | null {
  let tag = param;
  try {
    tag = decodeURIComponent(param);
  } catch {
    // A lone % (a tag "100%" decoded once already): as it is.
  }
  tag = tag.trim();
  return tag && tag.length <= 40 && !/[/?#\\<>"]/.test(tag) ? tag : null;
}

/** A text of the reader's language, else the other's; with the `lang` to mark the other's. */
export interface Shown {
  text: string;
  /** The other language's tag when the text is the other's; undefined when it is the reader's. */
  lang: string | undefined;
}

/** `en` or `zh` as a reader of `language` reads it: theirs, else the other. */
export function shown(language: Language, en: string, zh: string): Shown {
  if (isChinese(language)) return zh ? { text: zh, lang: undefined } : { text: en, lang: en ? 'en' : undefined };
  return en ? { text: en, lang: undefined } : { text: zh, lang: zh ? 'zh-CN' : undefined };
}

/** The article's text as the reader sees it: the body's safe HTML, its lang, and which language it fell back to (null: their own). */
export interface ArticleBody {
  html: string;
  lang: string | undefined;
  fallback: 'en' | 'zh' | null;
}

export function articleBody(article: Pick<PublicArticle, 'bodyHtmlEn' | 'bodyHtmlZh'>, language: Language): ArticleBody {
  const chinese = isChinese(language);
  const own = chinese ? article.bodyHtmlZh : article.bodyHtmlEn;
  if (own.trim()) return { html: own, lang: undefined, fallback: null };
  const other = chinese ? article.bodyHtmlEn : article.bodyHtmlZh;
  if (!other.trim()) return { html: '', lang: undefined, fallback: null };
  return chinese ? { html: other, lang: 'en', fallback: 'en' } : { html: other, lang: 'zh-CN', fallback: 'zh' };
}

/** A byline's name in a language (the other's when empty). */
export function bylineName(byline: Byline, language: Language): Shown {
  return shown(language, byline.nameEn, byline.nameZh);
}

/** The address of a byline's team page, or null (a guest, or a member without a page). */
export function bylinePath(byline: Byline): string | null {
  return byline.teamSlug ? pageRoutes.teamMember.replace(':member', encodeURIComponent(byline.teamSlug)) : null;
}

/** A moment (ISO) as a date in words, in the society's time zone. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(intlLocaleOf[language], { dateStyle: 'long', timeZone: site.timeZone }).format(date);
}

/** An issue's printed date (YYYY-MM-DD) in words. */
export function formatIssueDate(date: string, language: Language): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return dateTimeFormat(intlLocaleOf[language], { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** Whether an article's public version changed on a later day than it first went public. */
export function wasUpdated(article: Pick<ArticleSummary, 'publishedAt' | 'updatedAt'>, language: Language): boolean {
  return formatDate(article.updatedAt, language) !== formatDate(article.publishedAt, language) && article.updatedAt > article.publishedAt;
}

/** A piece of a search snippet: text, found (in <mark>) or not. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#34': '"' };

/** A snippet's escaped text back to characters: the five entities the server writes, and numeric ones. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,4});/gi, (whole, name: string) => {
    const known = entities[name.toLowerCase()];
    if (known) return known;
    if (name[0] !== '#') return whole;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The search API's snippet (its text HTML-escaped, the words found in <mark>…</mark>) as parts to
 * render as text: no HTML of it ever reaches the page, so even a snippet the server got wrong
 * shows as letters. Any other tag is shown as the text it is.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, mark: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  let rest = snippet;
  for (;;) {
    const open = rest.indexOf('<mark>');
    if (open === -1) break;
    const close = rest.indexOf('</mark>', open + 6);
    if (close === -1) break;
    push(unescapeHtml(rest.slice(0, open)), false);
    push(unescapeHtml(rest.slice(open + 6, close)), true);
    rest = rest.slice(close + 7);
  }
  push(unescapeHtml(rest), false);
  return parts;
}
