// One article of the magazine (issue 36), /magazine/{slug}: its title, standfirst, bylines (a
// team member's linked to their page), dates and reading time, its cover, the text, its tags and
// its issue. A text only in the other language shows with a note saying so. An address with old
// words is replaced by the current one; an id that names no public article shows the not-found
// page (the server answered it with 404).
import { useEffect, useRef } from 'react';
import { Link, useLocation, useRoute, useSearch } from 'wouter';
import type { PublicArticle } from '../../../../shared/magazine.schema';
import { pageRoutes } from '../../../../shared/routes';
import { articleIdOfSlug } from '../../../../shared/slugs';
import { ArrowIcon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { NotFound } from '../../components/NotFound';
import { Spinner } from '../../components/Spinner';
import { articlesCopy } from '../../features/magazine/articles.copy';
import { Bylines, Cover, coverSizes } from '../../features/magazine/ArticleParts';
import { articleBody, articlePath, formatDate, issuePath, shown, tagPath, wasUpdated } from '../../features/magazine/magazine-view';
import { magazinePageText } from '../../features/magazine/magazine-meta';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { trpc, withData } from '../../lib/trpc-react';
import { articleCopy } from './article.copy';
import './article.css';

/**
 * A table of the text wider than the column scrolls sideways (article.css); one that does is
 * made focusable, so a keyboard can scroll it too (and it is said to be a region to scroll).
 */
function useScrollableTables(html: string) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: html is the trigger (a new text has new tables), not a value read
  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    const mark = () => {
      for (const table of body.querySelectorAll('table')) {
        if (table.scrollWidth > table.clientWidth + 1) table.tabIndex = 0;
        else table.removeAttribute('tabindex');
      }
    };
    mark();
    const observer = new ResizeObserver(mark);
    observer.observe(body);
    return () => observer.disconnect();
  }, [html]);
  return ref;
}

function ArticlePage({ article }: { article: PublicArticle }) {
  const { language } = useI18n();
  const copy = useCopy(articleCopy);
  const words = useCopy(articlesCopy);
  const title = shown(language, article.titleEn, article.titleZh);
  const standfirst = shown(language, article.standfirstEn, article.standfirstZh);
  const body = articleBody(article, language);
  const bodyRef = useScrollableTables(body.html);
  const issueTitle = article.issue ? shown(language, article.issue.titleEn, article.issue.titleZh) : null;
  return (
    <article className="article" data-screen="magazine-article" aria-labelledby="article-title">
      <header className="article__head">
        <nav aria-label={copy.breadcrumb} className="article__crumbs">
          <Link href={pageRoutes.magazine} className="text-link">
            <span className="article__back">
              <ArrowIcon />
            </span>
            {copy.magazine}
          </Link>
          {article.issue && (
            <>
              <span aria-hidden="true"> / </span>
              <Link href={issuePath(article.issue.number)} className="text-link">
                {words.issue(article.issue.number)}
              </Link>
            </>
          )}
        </nav>
        <h1 id="article-title" className="article__title" lang={title.lang}>
          {title.text}
        </h1>
        {standfirst.text && (
          <p className="article__standfirst" lang={standfirst.lang}>
            {standfirst.text}
          </p>
        )}
        <Bylines bylines={article.bylines} className="article__byline" />
        <p className="article__meta">
          <span>
            {words.published} <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
          </span>
          {wasUpdated(article, language) && (
            <span>
              {words.updated} <time dateTime={article.updatedAt}>{formatDate(article.updatedAt, language)}</time>
            </span>
          )}
          <span>{words.minutes(article.readingMinutes)}</span>
        </p>
      </header>
      {article.cover?.url && (
        <figure className="article__figure">
          <Cover cover={article.cover} className="article__cover" sizes={coverSizes.page} priority />
        </figure>
      )}
      {body.fallback && (
        <p className="article__fallback" role="note">
          {copy.onlyIn[body.fallback]}
        </p>
      )}
      {/* The body is safe HTML made once on the server from the Markdown (an allow-list
          sanitizer: no script, no event attributes, no javascript:/data: links, images from our
          uploads or https only; decision 048), the same the feed carries; never the author's raw text. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitized HTML of the article (see above), never text from the address or a visitor */}
      <div ref={bodyRef} className="article__body" lang={body.lang} dangerouslySetInnerHTML={{ __html: body.html }} />
      <footer className="article__foot">
        {article.tags.length > 0 && (
          <section aria-labelledby="article-tags-title">
            <h2 id="article-tags-title" className="article__foot-title">
              {copy.tags}
            </h2>
            <ul className="article__tags">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link href={tagPath(tag)} className="article__tag">
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {article.issue && issueTitle && (
          <p className="article__issue">
            {copy.inIssue}{' '}
            <Link href={issuePath(article.issue.number)} className="text-link">
              {words.issue(article.issue.number)}
              {issueTitle.text && (
                <>
                  {' · '}
                  <span lang={issueTitle.lang}>{issueTitle.text}</span>
                </>
              )}
            </Link>
          </p>
        )}
        <p>
          <Link href={pageRoutes.magazine} className="button button--secondary">
            {copy.more}
            <ArrowIcon />
          </Link>
        </p>
      </footer>
    </article>
  );
}

function ArticleScreen() {
  const { language } = useI18n();
  const copy = useCopy(articleCopy);
  const [, params] = useRoute<{ slug: string }>(pageRoutes.magazineArticle);
  const [, navigate] = useLocation();
  const search = useSearch();
  const utils = trpc.useUtils();
  const asked = params?.slug ?? '';
  const id = articleIdOfSlug(asked);
  const query = trpc.magazine.article.useQuery(
    { slug: asked },
    // An unknown article stays unknown: asked once.
    { enabled: id !== null, retry: (failures, error) => error.data?.httpStatus !== 404 && failures < 1 },
  );
  const article = query.data;
  const unknown = id === null || query.error?.data?.httpStatus === 404;
  const standfirst = article ? shown(language, article.standfirstEn, article.standfirstZh).text : '';
  usePageMeta(
    unknown ? 'notFound' : 'magazineArticle',
    article && !unknown
      ? {
          text: magazinePageText(shown(language, article.titleEn, article.titleZh).text, standfirst, language),
          path: articlePath(article.slug),
        }
      : undefined,
  );

  // An old address (the title changed since): the current one takes its place in history.
  useEffect(() => {
    if (!article || article.slug === asked) return;
    // The answer is the same at the current address: kept, so the page is not asked for again.
    utils.magazine.article.setData({ slug: article.slug }, article);
    navigate(`${articlePath(article.slug)}${search ? `?${search}` : ''}`, { replace: true });
  }, [article, asked, search, navigate, utils]);

  if (unknown) return <NotFound />;
  if (query.isError) {
    return (
      <div className="page page--narrow" data-screen="magazine-article">
        <LoadError message={copy.loadError} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!article) {
    return (
      <div className="page" data-screen="magazine-article">
        <Spinner />
      </div>
    );
  }
  return <ArticlePage article={article} />;
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(ArticleScreen);
