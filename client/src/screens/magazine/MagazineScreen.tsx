// The magazine (issue 36): /magazine (the latest issue, then the recent articles a page at a
// time, the tags and the issues, and the search box), /magazine/issues/{number} (an issue and
// its articles in order) and /magazine/tags/{tag} (a tag's articles, a page at a time). An issue
// or a tag that names nothing shows the not-found page (the server answered it with 404). Only
// one page of cards is ever rendered: no hidden full lists (a first view within ~1,500 elements).
import { Link, useRoute, useSearch } from 'wouter';
import type { Language } from '../../../../shared/constants';
import type { ArticleSummary, IssueOutput, PublicIssue } from '../../../../shared/magazine.schema';
import { pageRoutes } from '../../../../shared/routes';
import { ArrowIcon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { NotFound } from '../../components/NotFound';
import { PageBanner } from '../../components/PageBanner';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { ArticleCard } from '../../features/magazine/ArticleCard';
import { Cover, coverSizes } from '../../features/magazine/ArticleParts';
import {
  articlePath,
  formatIssueDate,
  issueNumberOf,
  issuePath,
  pageOf,
  shown,
  tagOfParam,
  tagPath,
} from '../../features/magazine/magazine-view';
import { SearchForm } from '../../features/magazine/SearchForm';
import { SubscribeForm } from '../../features/newsletter/SubscribeForm';
import { magazinePageText } from '../../features/magazine/magazine-meta';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { pageCount } from '../../lib/list-view';
import { usePageMeta } from '../../lib/page-meta';
import { trpc, withData } from '../../lib/trpc-react';
import { articlesPageSize, firstOf, frontTagCount, issuePreviewCount, issueTitle } from './magazine-list';
import { magazineCopy } from './magazine.copy';
import '../../features/magazine/article-card.css';
import './magazine.css';

const notFound = (error: { data?: { httpStatus?: number } | null } | null) => error?.data?.httpStatus === 404;
/** A page that names nothing stays unknown: asked once. */
const onceIfMissing = (failures: number, error: { data?: { httpStatus?: number } | null }) => !notFound(error) && failures < 1;

function feedHref(language: Language) {
  return `${pageRoutes.magazine}/feed.xml?language=${language}`;
}

function Cards({ articles, priorityFirst = false }: { articles: readonly ArticleSummary[]; priorityFirst?: boolean }) {
  return (
    <ul className="article-grid">
      {articles.map((article, index) => (
        <ArticleCard key={article.id} article={article} priority={priorityFirst && index === 0} />
      ))}
    </ul>
  );
}

/** The latest issue on the front page: its cover, number, title and date, its first articles, a link to it. */
function LatestIssue({ data }: { data: IssueOutput }) {
  const { language } = useI18n();
  const copy = useCopy(magazineCopy);
  const { issue, articles } = data;
  const title = issueTitle(issue, language, copy.issueLabel(issue.number));
  const { shown: first, more } = firstOf(articles, issuePreviewCount);
  return (
    <section className="magazine-issue" aria-labelledby="latest-issue-title">
      <Cover cover={issue.cover} className="magazine-issue__cover" sizes={coverSizes.issue} priority />
      <div className="magazine-issue__body">
        <p className="eyebrow">{copy.latestIssue}</p>
        <h2 id="latest-issue-title" className="magazine-issue__title">
          <span className="magazine-issue__number">{copy.issueLabel(issue.number)}</span> <span lang={title.lang}>{title.text}</span>
        </h2>
        <p className="magazine-issue__date">
          <time dateTime={issue.date}>{formatIssueDate(issue.date, language)}</time>
        </p>
        {first.length > 0 ? (
          <>
            <h3 className="visually-hidden">{copy.issueArticles}</h3>
            <ol className="magazine-issue__articles">
              {first.map((article) => {
                const articleTitle = shown(language, article.titleEn, article.titleZh);
                return (
                  <li key={article.id}>
                    <Link href={articlePath(article.slug)} className="text-link" lang={articleTitle.lang}>
                      {articleTitle.text}
                    </Link>
                  </li>
                );
              })}
            </ol>
          </>
        ) : (
          <p>{copy.noIssueArticles}</p>
        )}
        <p>
          <Link href={issuePath(issue.number)} className="button button--secondary">
            {more > 0 ? copy.allOfIssue(articles.length) : copy.openIssue}
            <ArrowIcon />
          </Link>
        </p>
      </div>
    </section>
  );
}

function Tags({ tags }: { tags: readonly { tag: string; count: number }[] }) {
  const copy = useCopy(magazineCopy);
  if (tags.length === 0) return null;
  return (
    <section className="magazine-aside__section" aria-labelledby="magazine-tags-title">
      <h2 id="magazine-tags-title" className="magazine-aside__title">
        {copy.tags}
      </h2>
      <ul className="magazine-tags">
        {firstOf(tags, frontTagCount).shown.map(({ tag, count }) => (
          <li key={tag}>
            <Link href={tagPath(tag)} className="magazine-tag">
              {tag}
              <span className="magazine-tag__count">
                <span aria-hidden="true">{count}</span>
                <span className="visually-hidden"> ({copy.tagCount(count)})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Issues({ issues }: { issues: readonly PublicIssue[] }) {
  const { language } = useI18n();
  const copy = useCopy(magazineCopy);
  if (issues.length === 0) return null;
  return (
    <section className="magazine-aside__section" aria-labelledby="magazine-issues-title">
      <h2 id="magazine-issues-title" className="magazine-aside__title">
        {copy.issues}
      </h2>
      <ul className="magazine-issues">
        {issues.map((issue) => {
          const title = issueTitle(issue, language, '');
          return (
            <li key={issue.number}>
              <Link href={issuePath(issue.number)} className="text-link">
                {copy.issueLabel(issue.number)}
                {title.text && (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span lang={title.lang}>{title.text}</span>
                  </>
                )}
              </Link>
              <span className="magazine-issues__meta">
                {formatIssueDate(issue.date, language)} · {copy.articleCount(issue.articleCount)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** /magazine: the latest issue (on the first page), a page of the recent articles, the tags and the issues. */
function Front() {
  const { language } = useI18n();
  const copy = useCopy(magazineCopy);
  usePageMeta('magazine');
  const page = pageOf(useSearch());
  const issues = trpc.magazine.issues.useQuery();
  const latest = issues.data?.issues[0];
  const latestIssue = trpc.magazine.issue.useQuery({ number: latest?.number ?? 1 }, { enabled: latest !== undefined && page === 1 });
  const list = trpc.magazine.list.useQuery({ page, pageSize: articlesPageSize });
  const tags = trpc.magazine.tags.useQuery();
  const failed = list.isError || issues.isError || tags.isError;
  const retry = () => {
    void list.refetch();
    void issues.refetch();
    void tags.refetch();
  };
  return (
    <div data-screen="magazine">
      <PageBanner eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} glyph="刊">
        <SearchForm className="magazine-search" />
      </PageBanner>
      <div className="page magazine">
        {failed && <LoadError message={copy.loadError} onRetry={retry} />}
        {page === 1 && latestIssue.data && <LatestIssue data={latestIssue.data} />}
        <div className="magazine__columns">
          <section className="magazine__recent" aria-labelledby="magazine-recent-title">
            <h2 id="magazine-recent-title" className="magazine__heading">
              {copy.recent}
            </h2>
            {list.data ? (
              list.data.total === 0 ? (
                <p className="notice">{copy.noArticles}</p>
              ) : (
                <>
                  <Cards articles={list.data.articles} priorityFirst={!latest?.number} />
                  <Pager
                    page={page}
                    count={pageCount(list.data.total, articlesPageSize)}
                    hrefOf={(next) => (next > 1 ? `${pageRoutes.magazine}?page=${next}` : pageRoutes.magazine)}
                  />
                </>
              )
            ) : (
              !list.isError && <Spinner />
            )}
          </section>
          <aside className="magazine-aside" aria-label={copy.title}>
            <Tags tags={tags.data?.tags ?? []} />
            <Issues issues={issues.data?.issues ?? []} />
            <p className="magazine-aside__section">
              <a href={feedHref(language)} className="text-link">
                {copy.feed}
              </a>
            </p>
          </aside>
        </div>
        {/* The newsletter (issue 37): /magazine#newsletter. */}
        <SubscribeForm id="newsletter" />
      </div>
    </div>
  );
}

function Crumbs() {
  const copy = useCopy(magazineCopy);
  return (
    <nav aria-label={copy.breadcrumb} className="magazine-crumbs">
      <Link href={pageRoutes.magazine} className="text-link">
        <span className="magazine-crumbs__back">
          <ArrowIcon />
        </span>
        {copy.backToMagazine}
      </Link>
    </nav>
  );
}

/** /magazine/issues/{number}: the issue and its articles in its order. */
function IssuePage({ param }: { param: string }) {
  const { language } = useI18n();
  const copy = useCopy(magazineCopy);
  const number = issueNumberOf(param);
  const query = trpc.magazine.issue.useQuery({ number: number ?? 1 }, { enabled: number !== null, retry: onceIfMissing });
  const unknown = number === null || notFound(query.error);
  const data = query.data;
  const title = data ? issueTitle(data.issue, language, copy.issueLabel(data.issue.number)) : null;
  usePageMeta(
    unknown ? 'notFound' : 'magazineIssue',
    data && title && !unknown
      ? {
          text: magazinePageText(`${copy.issueLabel(data.issue.number)} · ${title.text}`, '', language),
          path: issuePath(data.issue.number),
        }
      : undefined,
  );
  if (unknown) return <NotFound />;
  if (query.isError)
    return (
      <div className="page page--narrow" data-screen="magazine">
        <LoadError message={copy.loadError} onRetry={() => void query.refetch()} />
      </div>
    );
  if (!data || !title)
    return (
      <div className="page" data-screen="magazine">
        <Spinner />
      </div>
    );
  return (
    <div data-screen="magazine" data-issue={data.issue.number}>
      <header className="page-banner magazine-banner">
        <div className="page-banner__inner magazine-banner__inner">
          <div>
            <Crumbs />
            <p className="eyebrow">
              {copy.issueLabel(data.issue.number)} · <time dateTime={data.issue.date}>{formatIssueDate(data.issue.date, language)}</time>
            </p>
            <h1 lang={title.lang}>{title.text}</h1>
            <p className="lead">{copy.articleCount(data.articles.length)}</p>
          </div>
          <Cover cover={data.issue.cover} className="magazine-banner__cover" sizes={coverSizes.issue} priority />
        </div>
      </header>
      <div className="page magazine">
        <section aria-labelledby="issue-articles-title">
          <h2 id="issue-articles-title" className="magazine__heading">
            {copy.issueArticles}
          </h2>
          {data.articles.length === 0 ? <p className="notice">{copy.noIssueArticles}</p> : <Cards articles={data.articles} />}
        </section>
      </div>
    </div>
  );
}

/** /magazine/tags/{tag}: the tag's articles, a page at a time; a tag no public article has is not found. */
function TagPage({ param }: { param: string }) {
  const { language } = useI18n();
  const copy = useCopy(magazineCopy);
  const tag = tagOfParam(param);
  const page = pageOf(useSearch());
  const query = trpc.magazine.list.useQuery(
    { tag: tag ?? '', page, pageSize: articlesPageSize },
    { enabled: tag !== null, retry: onceIfMissing },
  );
  const data = query.data;
  const unknown = tag === null || notFound(query.error) || (data !== undefined && data.total === 0);
  usePageMeta(
    unknown ? 'notFound' : 'magazineTag',
    tag && data && !unknown ? { text: magazinePageText(copy.tagTitle(tag), '', language), path: tagPath(tag) } : undefined,
  );
  if (unknown) return <NotFound />;
  if (query.isError)
    return (
      <div className="page page--narrow" data-screen="magazine">
        <LoadError message={copy.loadError} onRetry={() => void query.refetch()} />
      </div>
    );
  if (!data)
    return (
      <div className="page" data-screen="magazine">
        <Spinner />
      </div>
    );
  return (
    <div data-screen="magazine" data-tag={tag}>
      <header className="page-banner magazine-banner">
        <div className="page-banner__inner">
          <Crumbs />
          <p className="eyebrow">{copy.tagEyebrow}</p>
          <h1>{copy.tagTitle(tag)}</h1>
          <p className="lead">{copy.tagLead(data.total)}</p>
        </div>
      </header>
      <div className="page magazine">
        <h2 className="visually-hidden">{copy.recent}</h2>
        <Cards articles={data.articles} priorityFirst />
        <Pager
          page={page}
          count={pageCount(data.total, articlesPageSize)}
          hrefOf={(next) => (next > 1 ? `${tagPath(tag)}?page=${next}` : tagPath(tag))}
        />
      </div>
    </div>
  );
}

function MagazineScreen() {
  const [isIssue, issue] = useRoute<{ number: string }>(pageRoutes.magazineIssue);
  const [isTag, tag] = useRoute<{ tag: string }>(pageRoutes.magazineTag);
  // Each its own component: a page's queries and hooks start afresh when the kind of page changes.
  if (isIssue) return <IssuePage key={`issue-${issue.number}`} param={issue.number} />;
  if (isTag) return <TagPage key={`tag-${tag.tag}`} param={tag.tag} />;
  return <Front />;
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(MagazineScreen);
