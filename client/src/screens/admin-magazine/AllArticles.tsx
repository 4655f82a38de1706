// Every article (magazine.all): by state (draft, submitted, scheduled, published, or live: with a
// public version) and words of its title, a page at a time. Each row: its state, authors and last
// change; Edit (the author's editor, which editors may use on any article), View (its public page,
// when live), Revisions, Unpublish (when live) and Delete, each of the last two asking first.
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { ArticleRow } from '../../../../shared/magazine.schema';
import { pageRoutes } from '../../../../shared/routes';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FilterSelect, SearchField } from '../../components/ListControls';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { callFailureText } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc-react';
import { useDebounced } from '../../lib/use-debounced';
import { adminMagazineCopy } from './admin-magazine.copy';
import { ActionsHeading, AuthorsCell, ListSection, StateCell, TitleCell, UpdatedCell, usePageRows, type PanelProps } from './ListParts';
import { articlesListInput, stateFilters, titleOf, writeView, type ArticlesView } from './magazine-view';
import { Revisions } from './Revisions';

type Asking = { kind: 'unpublish' | 'delete'; article: ArticleRow } | null;

export function AllArticles(props: PanelProps<ArticlesView>) {
  const { view, setView, hrefOf, announce } = props;
  const copy = useCopy(adminMagazineCopy);
  const text = copy.articles;
  const { language } = useI18n();
  const q = useDebounced(view.q);
  const query = trpc.magazine.all.useQuery(articlesListInput(view, q), { placeholderData: keepPreviousData });
  const { rows, total } = usePageRows(query, props);
  const utils = trpc.useUtils();
  const unpublish = trpc.magazine.unpublish.useMutation();
  const remove = trpc.magazine.delete.useMutation();
  const [asking, setAsking] = useState<Asking>(null);
  const [error, setError] = useState<string | null>(null);
  const [revisionsOf, setRevisionsOf] = useState<ArticleRow | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a delete or an unpublish the button is gone: focus goes to the list's heading once the confirmation has closed.
  const focusList = useRef(false);
  useEffect(() => {
    if (!focusList.current || asking) return;
    focusList.current = false;
    requestAnimationFrame(() => headingRef.current?.focus());
  }, [asking]);

  const nameOf = (article: ArticleRow) => titleOf(language, article, copy.untitled);
  const filtered = view.q.trim() !== '' || view.state !== 'all';

  const confirm = async () => {
    if (!asking || unpublish.isPending || remove.isPending) return;
    setError(null);
    const { kind, article } = asking;
    try {
      if (kind === 'unpublish') await unpublish.mutateAsync({ id: article.id });
      else await remove.mutateAsync({ id: article.id });
      await utils.magazine.all.invalidate();
      announce((kind === 'unpublish' ? text.unpublished : text.deleted)(nameOf(article)));
      // Its button is gone (deleted, or no longer live): focus goes to the list's heading.
      focusList.current = true;
      setAsking(null);
    } catch (failure) {
      setError(callFailureText(failure, copy.network, copy.failed));
    }
  };

  const ask = (kind: 'unpublish' | 'delete', article: ArticleRow) => {
    setError(null);
    setAsking({ kind, article });
  };
  const busy = unpublish.isPending || remove.isPending;

  return (
    <>
      <div className="admin-tools admin-magazine__tools">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is the search landmark only since Chrome and Firefox 118 and Safari 17; the build targets ES2022 browsers, where a div with role=search is one in all */}
        <div role="search" className="admin-magazine__filters">
          <SearchField
            label={text.search}
            hint={text.searchHint}
            value={view.q}
            onChange={(next) => setView({ ...view, q: next, page: 1 })}
            className="admin-magazine__search"
          />
          <FilterSelect
            label={text.stateFilter}
            value={view.state}
            options={stateFilters}
            names={text.filter}
            onChange={(state) => setView({ ...view, state, page: 1 })}
          />
        </div>
      </div>
      <ListSection
        id="admin-magazine-articles"
        heading={text.listHeading}
        headingRef={headingRef}
        query={query}
        page={view.page}
        shown={rows.length}
        total={total}
        pageHref={(page) => hrefOf({ ...view, page })}
        empty={filtered ? text.emptySearch : text.empty}
        clearHref={filtered ? `${pageRoutes.adminMagazine}${writeView({ ...view, q: '', state: 'all', page: 1 })}` : null}
      >
        <table className="admin-table admin-magazine__table" aria-busy={query.isFetching || undefined}>
          <thead>
            <tr>
              <th scope="col">{copy.col.article}</th>
              <th scope="col">{copy.col.authors}</th>
              <th scope="col">{copy.col.state}</th>
              <th scope="col">{copy.col.updated}</th>
              <ActionsHeading />
            </tr>
          </thead>
          <tbody>
            {rows.map((article) => {
              const name = nameOf(article);
              return (
                <tr key={article.id} data-article={article.id}>
                  <TitleCell article={article} />
                  <AuthorsCell article={article} />
                  <StateCell article={article} />
                  <UpdatedCell article={article} />
                  <td className="admin-table__actions admin-magazine__actions">
                    <Link href={`/staff/articles/${article.id}`} className="button button--secondary" aria-label={text.editAbout(name)}>
                      {text.edit}
                    </Link>
                    {article.isLive && (
                      <a href={`/magazine/${article.slug}`} className="button button--secondary" aria-label={text.viewAbout(name)}>
                        {text.view}
                      </a>
                    )}
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-haspopup="dialog"
                      aria-label={text.revisionsAbout(name)}
                      onClick={() => setRevisionsOf(article)}
                    >
                      {text.revisions}
                    </button>
                    {article.isLive && (
                      <button
                        type="button"
                        className="button button--quiet"
                        aria-haspopup="dialog"
                        aria-label={text.unpublishAbout(name)}
                        onClick={() => ask('unpublish', article)}
                      >
                        {text.unpublish}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--quiet"
                      aria-haspopup="dialog"
                      aria-label={text.deleteAbout(name)}
                      onClick={() => ask('delete', article)}
                    >
                      {text.delete}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ListSection>
      <Revisions
        article={revisionsOf}
        onClose={() => setRevisionsOf(null)}
        onRestored={(restored) => {
          announce(restored);
          setRevisionsOf(null);
        }}
      />
      <ConfirmDialog
        open={asking !== null}
        title={asking?.kind === 'unpublish' ? text.unpublishTitle : text.deleteTitle}
        confirmLabel={
          asking?.kind === 'unpublish' ? (busy ? text.unpublishing : text.unpublish) : busy ? text.deleting : text.deleteConfirm
        }
        cancelLabel={copy.cancel}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
        busy={busy}
        error={error}
      >
        <p>{asking && (asking.kind === 'unpublish' ? text.unpublishBody : text.deleteBody)(nameOf(asking.article))}</p>
      </ConfirmDialog>
    </>
  );
}
