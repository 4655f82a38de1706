// One search for the magazine and the events (issue 36 item 7), /search?q=…&page=…: the words in
// the address, so a search is a link to share; the results of both kinds, best first, each with
// its kind, title (the link), date and the snippet where the words are, the words marked; paged;
// and what to do when nothing was searched, nothing was found or the search failed.
import { Link, useSearch } from 'wouter';
import type { SearchResult } from '../../../../shared/search.schema';
import { eventPath } from '../../../../shared/page-meta';
import { LoadError } from '../../components/LoadError';
import { PageBanner } from '../../components/PageBanner';
import { Pager } from '../../components/Pager';
import { Spinner } from '../../components/Spinner';
import { articlePath, formatDate, pageOf, queryOf, searchPath, shown, snippetParts } from '../../features/magazine/magazine-view';
import { SearchForm } from '../../features/magazine/SearchForm';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { pageCount } from '../../lib/list-view';
import { usePageMeta } from '../../lib/page-meta';
import { trpc, withData } from '../../lib/trpc-react';
import { searchCopy } from './search.copy';
import { resultsPageSize } from './search-view';
import './search.css';

/** A snippet as text with the found words in <mark>: read into parts, never set as HTML. */
function Snippet({ snippet, lang }: { snippet: string; lang: string | undefined }) {
  const parts = snippetParts(snippet);
  if (parts.length === 0) return null;
  return (
    <p className="search-result__snippet" lang={lang}>
      {parts.map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one snippet, shown only, in their order
        part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}

function Result({ result }: { result: SearchResult }) {
  const { language } = useI18n();
  const copy = useCopy(searchCopy);
  const title = shown(language, result.titleEn, result.titleZh);
  const snippet = shown(language, result.snippetEn, result.snippetZh);
  const href = result.kind === 'article' ? articlePath(result.slug) : eventPath(result.slug);
  return (
    <li className="search-result" data-kind={result.kind}>
      <p className="search-result__kind">
        <span className={`badge search-result__badge search-result__badge--${result.kind}`}>{copy.kinds[result.kind]}</span>
        {result.at && <time dateTime={result.at}>{formatDate(result.at, language)}</time>}
      </p>
      <h3 className="search-result__title" lang={title.lang}>
        <Link href={href} className="search-result__link">
          {title.text}
        </Link>
      </h3>
      <Snippet snippet={snippet.text} lang={snippet.lang} />
    </li>
  );
}

function Results({ q, page }: { q: string; page: number }) {
  const copy = useCopy(searchCopy);
  const query = trpc.search.find.useQuery(
    { q, page, pageSize: resultsPageSize },
    { retry: (failures, error) => error.data?.httpStatus !== 400 && failures < 1 },
  );
  if (query.isError)
    return query.error.data?.httpStatus === 400 ? (
      <p role="alert" className="notice">
        {copy.invalid}
      </p>
    ) : (
      <LoadError message={copy.loadError} onRetry={() => void query.refetch()} />
    );
  if (!query.data) return <Spinner />;
  const { results, total } = query.data;
  return (
    <section aria-labelledby="search-results-title" className="search-results">
      <h2 id="search-results-title" className="search-results__title">
        {copy.resultsTitle}
      </h2>
      <p role="status" className="search-results__count">
        {total === 0 ? copy.none(q) : copy.results(total, q)}
      </p>
      {results.length > 0 && (
        <ol className="search-results__list" start={(Math.min(page, pageCount(total, resultsPageSize)) - 1) * resultsPageSize + 1}>
          {results.map((result) => (
            <Result key={`${result.kind}-${result.id}`} result={result} />
          ))}
        </ol>
      )}
      <Pager page={page} count={pageCount(total, resultsPageSize)} hrefOf={(next) => searchPath(q, next)} />
    </section>
  );
}

function SearchScreen() {
  const copy = useCopy(searchCopy);
  usePageMeta('search');
  const search = useSearch();
  const q = queryOf(search);
  const page = pageOf(search);
  return (
    <div data-screen="search">
      <PageBanner eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} glyph="尋">
        <SearchForm initial={q} className="search-page__form" />
      </PageBanner>
      <div className="page search-page">{q ? <Results q={q} page={page} /> : <p className="notice">{copy.prompt}</p>}</div>
    </div>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(SearchScreen);
