// The served HTML of the magazine's reader pages (issue 36 item 4): a shared link to an article
// previews as that article (its title, standfirst, cover and own canonical address, og:type
// article) and carries its Article JSON-LD; an issue's and a tag's page are called by their own
// names; an article's old slug (its English title was edited) is answered 301 to the current one,
// and an address that names nothing public (an unknown id, a draft, an article waiting for review
// or a time, an unpublished one, an unpublished issue, a tag no public article carries) 404 with
// the not-found page. Every magazine page, /magazine too, names the Atom feed of its language.
// What is public and what the slugs are comes from the magazine read cache (one light read per
// change of the magazine, not per request); each page is made once per change and language, and
// a bounded number of them are kept.
import type { Language } from '../../../shared/constants.js';
import { isChinese } from '../../../shared/constants.js';
import { imageUrl } from '../../../shared/images.js';
import { magazineArticlePath, magazineFeedUrl, magazineIssuePath, magazineTagPath } from '../../../shared/magazine-paths.js';
import type { IssueOutput, PublicArticle } from '../../../shared/magazine.schema.js';
import { excerpt, pageMeta } from '../../../shared/page-meta.js';
import type { PublicSite } from '../../../shared/site-content.schema.js';
import { articleIdOfSlug } from '../../../shared/slugs.js';
import { AppError } from '../../lib/app-error.js';
import type { CachedAnswer } from '../../lib/encoded-answer.js';
import { escapeHtml } from '../../lib/html.js';
import { loadMarkdown } from '../../lib/markdown.js';
import { translate } from '../../lib/messages.js';
import type { PageHtml } from '../../lib/page-html.js';
import { chineseSideOf, loadTraditional } from '../../lib/traditional.js';
import type { MagazinePageIndex } from '../../modules/magazine/magazine.service.js';
import { articleStructuredDataScript } from '../../modules/magazine/magazine.structured-data.js';
import { siteScript } from '../../modules/site/site.pages.js';
import type { Services } from '../../services.js';
import type { ParameterPage } from './static-site.js';

/** Pages kept at once per change of the magazine: a crawler walking the archive does not keep them all. */
export const magazinePagesKept = 200;

interface Indexed {
  /** Each public article's slug by its id. */
  slugs: Map<number, string>;
  /** The published issues' numbers. */
  issues: Set<number>;
  /** The public articles' tags as first written, by the tag in lower case. */
  tags: Map<string, string>;
  /** Pages made so far, by kind, key and language, the least recently asked first. */
  pages: Map<string, Buffer>;
}

export interface MagazinePages {
  /** /magazine: the table's page with the society's record and the feed's link. */
  magazine: ParameterPage;
  /** /magazine/:slug: an article's page (301 from an old slug). */
  article: ParameterPage;
  /** /magazine/issues/:number: a published issue's page. */
  issue: ParameterPage;
  /** /magazine/tags/:tag: the page of a tag public articles carry (any letter case). */
  tag: ParameterPage;
  /** The paths of the public articles', the published issues' and the tags' pages, for the sitemap, as of the magazine's last change. */
  paths(): Promise<string[]>;
}

/** The language's text, else the other's. */
const pick = (language: Language, en: string, zh: string) => (isChinese(language) ? zh || en : en || zh);

/** A message with its {placeholders} filled. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The feed's link on a magazine page: the Atom feed of the page's language, called as the feed calls itself. */
export function feedLinkTag(origin: string, language: Language, societyName: string): string {
  const title = `${societyName} · ${translate(language, 'magazine.feedTitle')}`;
  return `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(title)}" href="${escapeHtml(magazineFeedUrl(origin, language))}" />`;
}

/** An issue's number as its page names it (Issue 3, 第 3 期). */
const issueName = (number: number, language: Language) => fill(translate(language, 'magazine.issueName'), { number: String(number) });

export function magazinePages(services: Services, publicOrigin: string): MagazinePages {
  const cache = services.readCaches.magazine;
  // A new answer (after a change of the magazine) starts its own index; the old one goes with it.
  const indexes = new WeakMap<CachedAnswer<MagazinePageIndex>, Indexed>();
  const indexOf = (answer: CachedAnswer<MagazinePageIndex>): Indexed => {
    let indexed = indexes.get(answer);
    if (!indexed) {
      const tags = new Map<string, string>();
      for (const tag of answer.data.tags) if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
      indexed = {
        slugs: new Map(answer.data.articles.map((article) => [article.id, article.slug])),
        issues: new Set(answer.data.issues),
        tags,
        pages: new Map(),
      };
      indexes.set(answer, indexed);
    }
    return indexed;
  };
  const magazineIndex = async () =>
    (await cache.get('magazine pages', () => services.magazine.pageIndex())) as CachedAnswer<MagazinePageIndex>;

  /** The society's record in the language, the web app's script of it and the feed's link (issue 26: a save of the record invalidates the magazine's cache too). */
  const societyOf = async (language: Language) => {
    const society: PublicSite = (await services.site.read(language)).data;
    return { society, head: `${siteScript(society)}\n${feedLinkTag(publicOrigin, language, society.name)}` };
  };

  /** A page made once per change of the magazine, language and key, at most `magazinePagesKept` kept; null when there is nothing (public) to show. */
  const kept = async (indexed: Indexed, key: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> => {
    let page = indexed.pages.get(key);
    if (page) {
      // Asked again: the last to go.
      indexed.pages.delete(key);
    } else {
      const made = await make().catch((error: unknown) => {
        // Gone since the index was read (unpublished, deleted).
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      });
      if (!made) return null;
      page = made;
      if (indexed.pages.size >= magazinePagesKept) indexed.pages.delete(indexed.pages.keys().next().value!);
    }
    indexed.pages.set(key, page);
    return page;
  };

  const magazineWord = (language: Language) => translate(language, 'magazine.feedTitle');

  const articlePage = async (article: PublicArticle, language: Language, html: PageHtml) => {
    const { society, head } = await societyOf(language);
    const markdown = await loadMarkdown();
    const title = pick(language, article.titleEn, article.titleZh);
    // Its standfirst, else the start of its text, in the language, else in the other.
    const about = (chinese: boolean) =>
      chinese
        ? article.standfirstZh || excerpt(markdown.plainTextOf(article.bodyZh))
        : article.standfirstEn || excerpt(markdown.plainTextOf(article.bodyEn));
    const description = excerpt(about(isChinese(language)) || about(!isChinese(language))) || pageMeta.magazine[language].description;
    const path = magazineArticlePath(article.slug);
    const cover = article.cover ? imageUrl(article.cover.url, publicOrigin) : '';
    const published = [
      `<meta property="article:published_time" content="${escapeHtml(article.publishedAt)}" />`,
      `<meta property="article:modified_time" content="${escapeHtml(article.updatedAt)}" />`,
      ...article.tags.map((tag) => `<meta property="article:tag" content="${escapeHtml(tag)}" />`),
    ];
    const data = articleStructuredDataScript({ article, language, origin: publicOrigin, path, description, societyName: society.name });
    return html.withHead(
      {
        title: `${title} · ${society.name}`,
        description,
        path,
        page: 'magazineArticle',
        ogType: 'article',
        ...(cover ? { image: { url: cover, alt: pick(language, article.cover!.altEn, article.cover!.altZh) || title, wide: true } } : {}),
        extraHead: [...published, data, head].join('\n'),
      },
      language,
    );
  };

  const issuePage = async ({ issue, articles }: IssueOutput, language: Language, html: PageHtml) => {
    const { society, head } = await societyOf(language);
    const name = issueName(issue.number, language);
    const own = pick(language, issue.titleEn, issue.titleZh);
    const titles = articles.map((article) => pick(language, article.titleEn, article.titleZh)).join(isChinese(language) ? '\uff1b' : '; ');
    const description = excerpt(
      fill(translate(language, 'magazine.issuePageDescription'), { number: String(issue.number), date: issue.date, titles }),
    );
    const cover = issue.cover ? imageUrl(issue.cover.url, publicOrigin) : '';
    return html.withHead(
      {
        title: `${own ? name + (isChinese(language) ? '\uff1a' : ': ') + own : name} · ${magazineWord(language)} · ${society.name}`,
        description,
        path: magazineIssuePath(issue.number),
        page: 'magazineIssue',
        ...(cover ? { image: { url: cover, alt: pick(language, issue.cover!.altEn, issue.cover!.altZh) || own || name, wide: true } } : {}),
        extraHead: head,
      },
      language,
    );
  };

  const tagPage = async (tag: string, language: Language, html: PageHtml) => {
    const { society, head } = await societyOf(language);
    // A Chinese tag reads in Traditional on the Traditional page; its address stays as written.
    const shown = language === 'zh-Hant' ? (await loadTraditional())(tag) : tag;
    return html.withHead(
      {
        title: `${fill(translate(language, 'magazine.tagPageTitle'), { tag: shown })} · ${magazineWord(language)} · ${society.name}`,
        description: fill(translate(language, 'magazine.tagPageDescription'), { tag: shown }),
        path: magazineTagPath(tag),
        page: 'magazineTag',
        extraHead: head,
      },
      language,
    );
  };

  // /magazine's head, one buffer per save of the society's record and language: the page made with it is then made (and compressed) once too.
  let heads: { version: number; byLanguage: Map<Language, Buffer> } | undefined;
  const magazineHead = async (language: Language) => {
    const stored = await services.site.current();
    if (heads?.version !== stored.version) heads = { version: stored.version, byLanguage: new Map() };
    let head = heads.byLanguage.get(language);
    if (!head) heads.byLanguage.set(language, (head = Buffer.from((await societyOf(language)).head)));
    return head;
  };

  return {
    magazine: async (_params, language, html) => html('magazine', language, await magazineHead(language)),
    article: async (params, language, html) => {
      const asked = String(params.slug ?? '');
      const id = articleIdOfSlug(asked);
      if (id === null) return null;
      const indexed = indexOf(await magazineIndex());
      const slug = indexed.slugs.get(id);
      if (slug === undefined) return null;
      if (slug !== asked) return { movedTo: magazineArticlePath(slug) };
      // In zh-Hant, the article's Traditional side (made at save, docs/decisions/048).
      return kept(indexed, `article ${id} ${language}`, async () =>
        articlePage((await services.magazine.article(String(id), chineseSideOf(language))).data, language, html),
      );
    },
    issue: async (params, language, html) => {
      const asked = String(params.number ?? '');
      if (!/^[1-9]\d{0,5}$/.test(asked)) return null;
      const number = Number(asked);
      const indexed = indexOf(await magazineIndex());
      if (!indexed.issues.has(number)) return null;
      return kept(indexed, `issue ${number} ${language}`, async () =>
        issuePage((await services.magazine.issue(number, chineseSideOf(language))).data, language, html),
      );
    },
    tag: async (params, language, html) => {
      const indexed = indexOf(await magazineIndex());
      const tag = indexed.tags.get(String(params.tag ?? '').toLowerCase());
      if (tag === undefined) return null;
      return kept(indexed, `tag ${tag.toLowerCase()} ${language}`, () => tagPage(tag, language, html));
    },
    paths: async () => {
      const answer = await magazineIndex();
      return [
        ...answer.data.articles.map((article) => magazineArticlePath(article.slug)),
        ...answer.data.issues.map(magazineIssuePath),
        ...[...indexOf(answer).tags.values()].map(magazineTagPath),
      ];
    },
  };
}
