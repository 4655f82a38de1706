// The articles waiting for review (magazine.all, state submitted), a page at a time, each opening
// the review dialog (ArticleReview.tsx).
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ArticleRow } from '../../../../shared/magazine.schema';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc-react';
import { adminMagazineCopy } from './admin-magazine.copy';
import { ArticleReview } from './ArticleReview';
import { ActionsHeading, AuthorsCell, ListSection, StateCell, TitleCell, UpdatedCell, usePageRows, type PanelProps } from './ListParts';
import { reviewListInput, titleOf, type ReviewView } from './magazine-view';

export function ReviewTab(props: PanelProps<ReviewView>) {
  const { view, hrefOf, announce } = props;
  const copy = useCopy(adminMagazineCopy);
  const { language } = useI18n();
  const query = trpc.magazine.all.useQuery(reviewListInput(view), { placeholderData: keepPreviousData });
  const { rows, total } = usePageRows(query, props);
  const [reviewing, setReviewing] = useState<ArticleRow | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A reviewed article leaves the list with its button: focus goes to the list's heading once the dialog has closed.
  const focusList = useRef(false);
  useEffect(() => {
    if (!focusList.current || reviewing) return;
    focusList.current = false;
    requestAnimationFrame(() => headingRef.current?.focus());
  }, [reviewing]);

  return (
    <>
      <ListSection
        id="admin-magazine-review"
        heading={copy.review.listHeading}
        headingRef={headingRef}
        query={query}
        page={view.page}
        shown={rows.length}
        total={total}
        pageHref={(page) => hrefOf({ ...view, page })}
        empty={copy.review.empty}
        clearHref={null}
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
            {rows.map((article) => (
              <tr key={article.id} data-article={article.id}>
                <TitleCell article={article} />
                <AuthorsCell article={article} />
                <StateCell article={article} />
                <UpdatedCell article={article} />
                <td className="admin-table__actions">
                  <button
                    type="button"
                    className="button"
                    aria-haspopup="dialog"
                    aria-label={copy.review.openAbout(titleOf(language, article, copy.untitled))}
                    onClick={() => setReviewing(article)}
                  >
                    {copy.review.open}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListSection>
      <ArticleReview
        article={reviewing}
        onClose={() => setReviewing(null)}
        onReviewed={(text) => {
          announce(text);
          focusList.current = true;
          setReviewing(null);
        }}
      />
    </>
  );
}
