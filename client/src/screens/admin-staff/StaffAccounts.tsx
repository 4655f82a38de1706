// The staff accounts tab: search and filters (role, active, profile status) in the URL, the
// accounts by display order a page at a time, a dialog to create or edit one, and a selection
// for deleting, activating or deactivating several at once. What the server would refuse
// (shared/staff-rules.ts) is disabled, with the reason beside it; what only the server can know
// (the last admin, a taken username) comes back in its words.
import { keepPreviousData } from '@tanstack/react-query';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import type { SessionUser } from '../../../../shared/auth.schema';
import { pageRoutes } from '../../../../shared/routes';
import type { StaffAccount } from '../../../../shared/staff.schema';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { useCopy } from '../../i18n/copy';
import { pick, useI18n } from '../../i18n/i18n';
import { When } from '../../components/When';
import { callFailureText } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc-react';
import { useDebounced } from '../../lib/use-debounced';
import { adminStaffCopy } from './admin-staff.copy';
import { FilterSelect } from '../../components/ListControls';
import { ActionsHeading, ListSection, ListToolbar, RowAction, useListPage, WhyBarred, type PanelProps } from './ListTools';
import {
  accountBlock,
  breakPoints,
  deleteBlock,
  permissionSummary,
  selectableRows,
  selectAllState,
  selectBlock,
  selectionOnPage,
} from './staff-form';
import { StaffEditor, type EditorTarget } from './StaffEditor';
import { filterOptions, staffListInput, writeView, type StaffView } from './staff-view';

type BatchAction = 'delete' | 'activate' | 'deactivate';

interface Batch {
  action: BatchAction;
  accounts: StaffAccount[];
}

export function StaffAccounts({ view, setView, hrefOf, announce, actor }: PanelProps<StaffView> & { actor: SessionUser }) {
  const copy = useCopy(adminStaffCopy);
  const { language } = useI18n();
  const q = useDebounced(view.q);
  const query = trpc.staff.list.useQuery(staffListInput(view, q), { placeholderData: keepPreviousData });
  const utils = trpc.useUtils();
  const remove = trpc.staff.delete.useMutation();
  const removeMany = trpc.staff.deleteMany.useMutation();
  const toggle = trpc.staff.batchToggle.useMutation();
  const [editing, setEditing] = useState<EditorTarget>(null);
  const [deleting, setDeleting] = useState<StaffAccount | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [batchError, setBatchError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const selectHint = useId();

  // A selection belongs to the rows in sight: another search, filter or page starts afresh.
  const viewKey = writeView({ ...view, q });
  // biome-ignore lint/correctness/useExhaustiveDependencies: viewKey is the trigger: another search, filter or page starts the selection afresh
  useEffect(() => setSelected(new Set()), [viewKey]);

  const { rows, list } = useListPage(query, (data) => data.staff, { view, setView, hrefOf });

  const onPage = selectionOnPage(selected, rows);
  // "Select all" takes every row a batch may take: never one's own account (issue 21, item 16).
  const selectable = selectableRows(actor, rows);
  const allState = selectAllState(selected, selectable);
  const ownOnPage = rows.some((row) => row.id === actor.id);
  const selfNote = `${selectHint}-self`;
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = allState === 'some';
  }, [allState]);

  // After a delete the row and its button are gone: focus goes to the list's heading once the
  // confirmation has closed.
  const focusList = useRef(false);
  useEffect(() => {
    if (!focusList.current || deleting || batch) return;
    focusList.current = false;
    requestAnimationFrame(() => listHeadingRef.current?.focus());
  }, [deleting, batch]);

  const refresh = () => Promise.all([utils.staff.list.invalidate(), utils.profiles.list.invalidate()]);

  const confirmDelete = async () => {
    if (!deleting || remove.isPending) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync({ id: deleting.id });
      await refresh();
      announce(copy.staff.deleted(deleting.username));
      focusList.current = true;
      setDeleting(null);
    } catch (error) {
      setDeleteError(callFailureText(error, copy.network, copy.staff.deleteOneFailed));
    }
  };

  const busy = removeMany.isPending || toggle.isPending;
  const confirmBatch = async () => {
    if (!batch || busy) return;
    setBatchError(null);
    const accountIds = batch.accounts.map((a) => a.id);
    try {
      const { count } =
        batch.action === 'delete'
          ? await removeMany.mutateAsync({ ids: accountIds })
          : await toggle.mutateAsync({ ids: accountIds, isActive: batch.action === 'activate' });
      await refresh();
      announce(copy.staff.batchDone[batch.action](count));
      setSelected(new Set());
      // The batch buttons are disabled with the selection gone (deleted rows with it): focus goes to the list.
      focusList.current = true;
      setBatch(null);
    } catch (error) {
      // docs/product.md §8's message, then the server's reason (the self guard, the last admin, …).
      const reason = callFailureText(error, copy.network, '');
      setBatchError([copy.staff.batchFailed[batch.action], reason].filter(Boolean).join(' '));
    }
  };

  const openBatch = (action: BatchAction) => {
    setBatchError(null);
    setBatch({ action, accounts: rows.filter((row) => selected.has(row.id)) });
  };

  const toggleOne = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) => setSelected(new Set(on ? selectable.map((row) => row.id) : []));

  const filtered = view.q.trim() !== '' || view.role !== 'all' || view.status !== 'all' || view.profile !== 'all';

  return (
    <>
      <ListToolbar
        search={{ label: copy.staff.searchLabel, hint: copy.staff.searchHint }}
        q={view.q}
        onSearch={(q) => setView({ ...view, q, page: 1 })}
        toolsClassName="admin-staff__tools--staff"
        filters={
          <>
            <FilterSelect
              label={copy.staff.role}
              value={view.role}
              options={filterOptions.role}
              names={copy.staff.roleFilter}
              onChange={(role) => setView({ ...view, role, page: 1 })}
            />
            <FilterSelect
              label={copy.staff.status}
              value={view.status}
              options={filterOptions.status}
              names={copy.staff.statusFilter}
              onChange={(status) => setView({ ...view, status, page: 1 })}
            />
            <FilterSelect
              label={copy.staff.profile}
              value={view.profile}
              options={filterOptions.profile}
              names={copy.staff.profileFilter}
              onChange={(profile) => setView({ ...view, profile, page: 1 })}
            />
          </>
        }
        action={
          <div className="admin-staff__action">
            <button type="button" className="button admin-staff__new" aria-haspopup="dialog" onClick={() => setEditing({ account: null })}>
              {copy.staff.newAccount}
            </button>
          </div>
        }
      />
      <ListSection
        id="admin-staff-accounts"
        heading={copy.staff.listHeading}
        headingRef={listHeadingRef}
        {...list}
        empty={filtered ? copy.staff.emptySearch : copy.staff.empty}
        clearHref={filtered ? pageRoutes.adminStaff : null}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would change the look (its border, padding, margin and min-inline-size, which the stylesheets reset only for the form fieldsets they style) for the same group role; it groups the batch actions, not form fields */}
        <div
          role="group"
          aria-label={copy.staff.batch}
          className="admin-staff__batch"
          aria-describedby={ownOnPage ? `${selectHint} ${selfNote}` : selectHint}
        >
          <Field check label={copy.staff.selectAll} className="admin-staff__select-all">
            {(control) => (
              <input
                {...control}
                ref={selectAllRef}
                type="checkbox"
                checked={allState === 'all'}
                disabled={selectable.length === 0}
                onChange={(e) => toggleAll(e.target.checked)}
              />
            )}
          </Field>
          <div className="admin-staff__selected">
            <p id={selectHint} aria-live="polite">
              {onPage.length > 0 ? copy.staff.selected(onPage.length) : copy.staff.selectHint}
            </p>
            {ownOnPage && (
              <p className="admin-staff__self-note" id={selfNote} data-self-note="">
                {copy.staff.selfLeftOut}
              </p>
            )}
          </div>
          <div className="admin-staff__batch-actions">
            {(['activate', 'deactivate', 'delete'] as const).map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'delete' ? 'button button--quiet' : 'button button--secondary'}
                aria-haspopup="dialog"
                disabled={onPage.length === 0}
                onClick={() => openBatch(action)}
                data-batch={action}
              >
                {action === 'delete' ? copy.staff.deleteSelected : copy.staff[action]}
              </button>
            ))}
          </div>
        </div>
        <table className="admin-table admin-staff__table" aria-busy={query.isFetching || undefined}>
          <thead>
            <tr>
              <th scope="col" className="admin-staff__check">
                <span className="visually-hidden">{copy.staff.selectAll}</span>
              </th>
              <th scope="col">{copy.staff.col.account}</th>
              <th scope="col">{copy.staff.col.role}</th>
              <th scope="col">{copy.staff.col.permissions}</th>
              <th scope="col">{copy.staff.col.lastLogin}</th>
              <th scope="col">{copy.staff.col.order}</th>
              <ActionsHeading />
            </tr>
          </thead>
          <tbody>
            {rows.map((account) => {
              const self = account.id === actor.id;
              const block = accountBlock(actor, account);
              const noSelect = selectBlock(actor, account);
              const noDelete = deleteBlock(actor, account);
              const why = block ?? (noDelete === 'self' ? 'self' : null);
              const whyId = `admin-staff-why-${account.id}`;
              const name = pick(language, account.nameEn, account.nameZh);
              const flags = permissionSummary(account);
              return (
                <tr key={account.id} data-account={account.username} data-selected={selected.has(account.id) || undefined}>
                  <td className="admin-staff__check">
                    <input
                      type="checkbox"
                      checked={selected.has(account.id)}
                      disabled={noSelect !== null}
                      aria-describedby={noSelect === 'self' ? selfNote : noSelect ? whyId : undefined}
                      title={noSelect === 'self' ? copy.staff.selfLeftOut : undefined}
                      aria-label={copy.staff.selectOne(account.username)}
                      onChange={(e) => toggleOne(account.id, e.target.checked)}
                    />
                  </td>
                  <th scope="row" className="admin-staff__account">
                    <span className="admin-staff__username">
                      <Breakable text={account.username} />
                      {self && <span className="admin-staff__you"> ({copy.staff.you})</span>}
                    </span>
                    {name && <span className="admin-staff__name">{name}</span>}
                    <span className="admin-staff__email">
                      <Breakable text={account.email} />
                    </span>
                  </th>
                  <td className="admin-staff__state">
                    <span className={`badge badge--role-${account.role}`}>{copy.staff.roleName[account.role]}</span>{' '}
                    <span className={`badge ${account.isActive ? 'badge--active' : 'badge--inactive'}`}>
                      {account.isActive ? copy.staff.active : copy.staff.inactive}
                    </span>
                    <span className="admin-staff__profile">{copy.staff.profileStatus[account.profileStatus]}</span>
                  </td>
                  <td className="admin-staff__flags">
                    {flags === 'all' ? (
                      <span className="badge badge--flag">{copy.staff.allPermissions}</span>
                    ) : flags.length === 0 ? (
                      <span className="admin-staff__none">{copy.staff.noPermissions}</span>
                    ) : (
                      <ul className="admin-staff__flag-list">
                        {flags.map((flag) => (
                          <li key={flag} className="badge badge--flag">
                            {copy.staff.flag[flag]}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="admin-staff__login">
                    <span className="admin-staff__cell-label">{copy.staff.col.lastLogin}: </span>
                    {account.lastLoginAt ? <When iso={account.lastLoginAt} language={language} /> : copy.staff.never}
                  </td>
                  <td className="admin-staff__order">
                    <span className="admin-staff__cell-label">{copy.staff.col.order}: </span>
                    {account.displayOrder}
                  </td>
                  <td className="admin-table__actions">
                    <RowAction
                      className="button button--secondary"
                      label={copy.staff.edit}
                      name={copy.staff.editAbout(account.username)}
                      barred={block && copy.staff.block[block]}
                      whyId={whyId}
                      onClick={() => setEditing({ account })}
                    />
                    <RowAction
                      className="button button--quiet"
                      label={copy.staff.delete}
                      name={copy.staff.deleteAbout(account.username)}
                      barred={noDelete && copy.staff.block[noDelete]}
                      whyId={whyId}
                      onClick={() => {
                        setDeleteError(null);
                        setDeleting(account);
                      }}
                    />
                    <WhyBarred id={whyId} text={why && copy.staff.block[why]} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ListSection>
      <StaffEditor
        target={editing}
        actor={actor}
        onClose={() => setEditing(null)}
        onSaved={(account, created) => {
          announce(created ? copy.staff.created(account.username) : copy.staff.updated(account.username));
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={copy.staff.deleteTitle}
        confirmLabel={remove.isPending ? copy.staff.deleting : copy.staff.deleteConfirm}
        cancelLabel={copy.cancel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
        error={deleteError}
      >
        <p>{deleting && copy.staff.deleteBody(deleting.username)}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={batch !== null}
        title={batch ? copy.staff.batchTitle[batch.action](batch.accounts.length) : ''}
        confirmLabel={batch ? (busy ? copy.staff.batchBusy[batch.action] : copy.staff.batchConfirm[batch.action]) : ''}
        cancelLabel={copy.cancel}
        onConfirm={() => void confirmBatch()}
        onCancel={() => setBatch(null)}
        busy={busy}
        error={batchError}
      >
        {batch && (
          <>
            <p>{copy.staff.batchBody[batch.action]}</p>
            <ul className="admin-staff__batch-names">
              {batch.accounts.map((account) => (
                <li key={account.id}>{account.username}</li>
              ))}
            </ul>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

/** A username or an e-mail that wraps only before its "@" and dots, never inside a word. */
function Breakable({ text }: { text: string }) {
  return breakPoints(text).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, shown only, in their order; two may be the same
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
