// An author's articles (/staff/articles; issue 36, item 2): every one they wrote or started, latest
// change first, with where it stands (a draft, returned with the editor's note, waiting for review,
// scheduled, published, or published with changes in draft), a page at a time, and "New article",
// which starts a draft and opens it in the editor (/staff/articles/{id}, ArticleEditor.tsx). Any
// active member; the server checks every call again.
import { useState } from 'react';
import { Link, useLocation, useRoute, useSearch } from 'wouter';
import type { ArticleRow } from '../../../../shared/magazine.schema';
import { pagingLimits } from '../../../../shared/paging';
import { pageRoutes } from '../../../../shared/routes';
import { FormAlert } from '../../components/FormAlert';
import { LoadError } from '../../components/LoadError';
import { Pager } from '../../components/Pager';
import { SocietyEyebrow } from '../../components/SocietyEyebrow';
import { Spinner } from '../../components/Spinner';
import { When } from '../../components/When';
import { RequireAccess } from '../../features/auth/RequireAccess';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { callFailureText } from '../../lib/form-errors';
import { pageCount } from '../../lib/list-view';
import { usePageMeta } from '../../lib/page-meta';
import { trpc, withData } from '../../lib/trpc-react';
import { ArticleEditor } from './ArticleEditor';
import { badgeOf, titleOf } from './article-list';
import { staffArticlesCopy } from './staff-articles.copy';
import '../../styles/fields.css';
import './staff-articles.css';

function StaffArticlesScreen() {
  const [isEditor, params] = useRoute<{ id: string }>(pageRoutes.staffArticle);
  const id = isEditor ? Number(params.id) : null;
  return (
    <RequireAccess page="staffArticles">
      {id === null ? <MyArticles /> : <ArticleEditor key={params?.id} id={Number.isInteger(id) && id > 0 ? id : 0} />}
    </RequireAccess>
  );
}

function MyArticles() {
  usePageMeta('staffArticles');
  const copy = useCopy(staffArticlesCopy);
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = Number(new URLSearchParams(search).get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const pageSize = pagingLimits.pageSizeDefault;
  const query = trpc.articles.mine.useQuery({ page, pageSize }, { staleTime: 0 });
  const create = trpc.articles.create.useMutation();
  const [createError, setCreateError] = useState<string | null>(null);

  const start = () => {
    setCreateError(null);
    create.mutate(
      {},
      {
        onSuccess: (article) => navigate(`/staff/articles/${article.id}`),
        onError: (error) => setCreateError(callFailureText(error, copy.createFailed, copy.createFailed)),
      },
    );
  };

  return (
    <div className="page staff-articles" data-screen="staff-articles">
      <SocietyEyebrow />
      <div className="staff-articles__head">
        <h1>{copy.title}</h1>
        <button type="button" className="button" onClick={start} disabled={create.isPending} data-new-article="">
          {create.isPending ? copy.creating : copy.newArticle}
        </button>
      </div>
      <p className="lead">{copy.lead}</p>
      <FormAlert className="staff-articles__alert" error={createError} />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError message={copy.loadError} onRetry={() => void query.refetch()} />
      ) : query.data.articles.length === 0 ? (
        <p className="notice staff-articles__empty">{copy.empty}</p>
      ) : (
        <>
          <ul className="article-rows" aria-label={copy.listLabel}>
            {query.data.articles.map((article) => (
              <ArticleRowItem key={article.id} article={article} />
            ))}
          </ul>
          <Pager
            page={page}
            count={pageCount(query.data.total, pageSize)}
            hrefOf={(n) => (n > 1 ? `${pageRoutes.staffArticles}?page=${n}` : pageRoutes.staffArticles)}
          />
        </>
      )}
    </div>
  );
}

function ArticleRowItem({ article }: { article: ArticleRow }) {
  const { language } = useI18n();
  const copy = useCopy(staffArticlesCopy);
  const badge = badgeOf(article);
  const title = titleOf(article, language) || copy.untitled;
  const showNote = badge === 'returned' && article.reviewNote;
  return (
    <li className="article-row" data-article={article.id} data-state={badge}>
      <div className="article-row__main">
        <h2 className="article-row__title">
          <Link href={`/staff/articles/${article.id}`} className="text-link" aria-label={copy.editNamed(title)}>
            {title}
          </Link>
        </h2>
        <p className="article-row__meta">
          <span className={`badge article-badge article-badge--${badge}`} data-badge={badge}>
            {copy.state[badge]}
          </span>
          {badge === 'scheduled' && article.publishAt && (
            <span>
              {copy.scheduledLabel} <When iso={article.publishAt} language={language} />
            </span>
          )}
        </p>
        <p className="article-row__updated">
          {copy.updatedLabel} <When iso={article.updatedAt} language={language} />
          {` · ${article.updatedBy}`}
        </p>
        {showNote && (
          <div className="article-row__note" data-review-note="">
            <p className="article-row__note-label">{copy.editorNote}</p>
            <blockquote>
              <p>{article.reviewNote}</p>
            </blockquote>
          </div>
        )}
      </div>
      <p className="article-row__actions">
        <Link href={`/staff/articles/${article.id}`} className="button button--secondary" aria-label={copy.editNamed(title)}>
          {copy.edit}
        </Link>
        {article.isLive && (
          <Link href={`/magazine/${article.slug}`} className="text-link">
            {copy.read}
          </Link>
        )}
      </p>
    </li>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(StaffArticlesScreen);
