// The issues (magazine.editIssues), newest number first: number, title, date, how many articles,
// shown to readers or not; each to edit in a dialog (IssueEditor.tsx) or delete (asks first).
import { useEffect, useRef, useState } from 'react';
import type { EditableIssue } from '../../../../shared/magazine.schema';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useCopy } from '../../i18n/copy';
import { langOf, useI18n } from '../../i18n/i18n';
import { callFailureText } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc-react';
import { adminMagazineCopy } from './admin-magazine.copy';
import { IssueEditor, type IssueTarget } from './IssueEditor';
import { ActionsHeading } from './ListParts';
import { titleOf } from './magazine-view';

export function IssuesTab({ announce }: { announce: (text: string) => void }) {
  const copy = useCopy(adminMagazineCopy);
  const text = copy.issues;
  const { language } = useI18n();
  const query = trpc.magazine.editIssues.useQuery();
  const utils = trpc.useUtils();
  const remove = trpc.magazine.deleteIssue.useMutation();
  const [editing, setEditing] = useState<IssueTarget>(null);
  const [deleting, setDeleting] = useState<EditableIssue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusList = useRef(false);
  useEffect(() => {
    if (!focusList.current || deleting) return;
    focusList.current = false;
    requestAnimationFrame(() => headingRef.current?.focus());
  }, [deleting]);

  const nameOf = (issue: EditableIssue) => `${text.number(issue.number)} ${titleOf(language, issue, '')}`.trim();
  const issues = query.data?.issues ?? [];

  const confirmDelete = async () => {
    if (!deleting || remove.isPending) return;
    setError(null);
    try {
      await remove.mutateAsync({ id: deleting.id });
      await Promise.all([utils.magazine.editIssues.invalidate(), utils.magazine.all.invalidate()]);
      announce(text.deleted(nameOf(deleting)));
      focusList.current = true;
      setDeleting(null);
    } catch (failure) {
      setError(callFailureText(failure, copy.network, copy.failed));
    }
  };

  return (
    <>
      <div className="admin-tools admin-magazine__tools admin-magazine__tools--action">
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => setEditing({ issue: null })}>
          {text.new}
        </button>
      </div>
      <section aria-labelledby="admin-magazine-issues" className="admin-magazine__list">
        <div className="admin-list-head">
          <h2 id="admin-magazine-issues" ref={headingRef} tabIndex={-1}>
            {text.listHeading}
          </h2>
        </div>
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : issues.length === 0 ? (
          <div className="notice" data-empty="">
            <p>{text.empty}</p>
          </div>
        ) : (
          <table className="admin-table admin-magazine__table">
            <thead>
              <tr>
                <th scope="col">{text.col.issue}</th>
                <th scope="col">{text.col.date}</th>
                <th scope="col">{text.col.articles}</th>
                <th scope="col">{text.col.shown}</th>
                <ActionsHeading />
              </tr>
            </thead>
            <tbody>
              {issues.map((issue) => {
                const name = nameOf(issue);
                return (
                  <tr key={issue.id} data-issue={issue.number}>
                    <th scope="row" className="admin-magazine__title">
                      <span className="admin-magazine__detail">{text.number(issue.number)}</span>
                      <span lang={langOf(language, issue.titleEn, issue.titleZh)}>{titleOf(language, issue, '')}</span>
                    </th>
                    <td>
                      <time dateTime={issue.date}>{issue.date}</time>
                    </td>
                    <td>{text.articleCount(issue.articles.length)}</td>
                    <td>
                      <span className={issue.isPublished ? 'badge badge--article-published' : 'badge'}>
                        {issue.isPublished ? text.published : text.hidden}
                      </span>
                    </td>
                    <td className="admin-table__actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-haspopup="dialog"
                        aria-label={text.editAbout(name)}
                        onClick={() => setEditing({ issue })}
                      >
                        {text.edit}
                      </button>
                      <button
                        type="button"
                        className="button button--quiet"
                        aria-haspopup="dialog"
                        aria-label={text.deleteAbout(name)}
                        onClick={() => {
                          setError(null);
                          setDeleting(issue);
                        }}
                      >
                        {text.delete}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      <IssueEditor
        target={editing}
        existing={issues}
        onClose={() => setEditing(null)}
        onSaved={(issue, created) => {
          announce((created ? text.created : text.saved)(nameOf(issue)));
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={text.deleteTitle}
        confirmLabel={remove.isPending ? text.deleting : text.deleteConfirm}
        cancelLabel={copy.cancel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
        error={error}
      >
        <p>{deleting && text.deleteBody(nameOf(deleting))}</p>
      </ConfirmDialog>
    </>
  );
}
