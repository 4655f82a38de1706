// The handover at the end of a term (issue 26, docs/decisions/038 and 042): admins see "Start 2027–28"
// (the next term's name) on /admin/staff. Its dialog asks for the new term's dates and, for every
// active account, Continue or Leave with an optional new position; a summary comes before the
// confirmation, and the result is said in sight and to screen readers. A first day after today
// prepares the handover: it is shown with its day, can be changed (the dialog again, filled in)
// or cancelled, and the server does it on that day. Past teams: an admin takes
// a member out of a past year's team on request, after a question. The server checks everything again.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { SessionUser } from '../../../../shared/auth.schema';
import { isAdmin } from '../../../../shared/permissions';
import type { StaffAccount } from '../../../../shared/staff.schema';
import type { TeamMember } from '../../../../shared/team.schema';
import { nextTermOf, type PendingHandover, type Term } from '../../../../shared/terms.schema';
import { site } from '../../../../shared/site';
import { zonedDate } from '../../../../shared/zoned-time';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Dialog } from '../../components/Dialog';
import { DialogTop } from '../../components/DialogTop';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useCopy } from '../../i18n/copy';
import { localeOf, pick, useI18n } from '../../i18n/i18n';
import { dateTimeFormat } from '../../lib/intl-format';
import { allPages } from '../../lib/all-pages';
import { callFailureText } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc-react';
import { handoverCopy } from './handover.copy';
import './handover.css';

type NextTerm = ReturnType<typeof nextTermOf>;

/** Today in the society's time zone, YYYY-MM-DD: a first day after it prepares the handover. */
export function societyToday(now = new Date()): string {
  const { year, month, day } = zonedDate(now, site.timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A calendar day (YYYY-MM-DD) in words, in the language ("1 September 2027", "2027年9月1日"). */
function useDayInWords() {
  const { language } = useI18n();
  return (day: string) => dateTimeFormat(localeOf[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

export function Handover({ actor, announce }: { actor: SessionUser; announce: (text: string) => void }) {
  const copy = useCopy(handoverCopy);
  const dayInWords = useDayInWords();
  const utils = trpc.useUtils();
  const terms = trpc.team.terms.useQuery(undefined, { enabled: isAdmin(actor) });
  const pending = trpc.terms.pending.useQuery(undefined, { enabled: isAdmin(actor) });
  const cancel = trpc.terms.cancelPending.useMutation();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const pendingRef = useRef<HTMLParagraphElement>(null);
  // Prepared or cancelled, the button that was used is gone: focus goes to what took its place.
  const [focusNext, setFocusNext] = useState(false);
  const prepared = pending.data?.pending ?? null;
  useEffect(() => {
    if (!focusNext) return;
    const target = prepared ? pendingRef.current : startRef.current;
    if (!target) return;
    // After the dialog's own return of focus (to a button no longer there).
    requestAnimationFrame(() => target.focus());
    setFocusNext(false);
  }, [focusNext, prepared]);
  const current = terms.data?.terms.find((t) => t.current);
  if (!isAdmin(actor) || !current) return null;
  const next = nextTermOf(current);

  const confirmCancel = async () => {
    if (cancel.isPending) return;
    setCancelError(null);
    try {
      await cancel.mutateAsync();
      await utils.terms.pending.invalidate();
      setAsking(false);
      announce(copy.cancelled(prepared?.term.name ?? next.name));
      setFocusNext(true);
    } catch (failure) {
      setCancelError(callFailureText(failure, copy.network, copy.cancelFailed));
    }
  };

  return (
    <section className="handover" data-part="handover">
      {prepared && (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset would change the look (its border, padding, margin and min-inline-size, which the stylesheets reset only for the form fieldsets they style) for the same group role; it groups a notice with its actions, not form fields
        <div className="handover__pending" data-part="pending-handover" role="group" aria-labelledby="handover-pending-text">
          <p id="handover-pending-text" ref={pendingRef} tabIndex={-1}>
            <strong>{copy.pendingLead(prepared.term.name, dayInWords(prepared.term.startsOn))}</strong>{' '}
            {copy.pendingBody(prepared.leaving.length)}
          </p>
          <p className="handover__pending-actions">
            <button type="button" className="button button--secondary" onClick={() => setOpen(true)} data-action="change-handover">
              {copy.change}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setCancelError(null);
                setAsking(true);
              }}
              data-action="cancel-handover"
            >
              {copy.cancelHandover}
            </button>
          </p>
        </div>
      )}
      {!prepared && (
        <div className="handover__start">
          <button ref={startRef} type="button" className="button" onClick={() => setOpen(true)} data-action="start-term">
            {copy.start(next.name)}
          </button>
          <p className="field__hint">{copy.startHint}</p>
        </div>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="handover-title" className="admin-dialog handover-dialog">
        {open && (
          <HandoverForm
            next={next}
            prepared={prepared}
            actor={actor}
            onClose={() => setOpen(false)}
            onDone={(text) => {
              setOpen(false);
              announce(text);
              setFocusNext(true);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={asking}
        title={copy.cancelTitle(prepared?.term.name ?? next.name)}
        confirmLabel={cancel.isPending ? copy.cancelBusy : copy.cancelHandover}
        cancelLabel={copy.keep}
        busy={cancel.isPending}
        error={cancelError}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setAsking(false)}
      >
        <p>{copy.cancelBody}</p>
      </ConfirmDialog>
      <PastTeams terms={terms.data!.terms.filter((t) => !t.current)} announce={announce} />
    </section>
  );
}

interface Choice {
  stays: boolean;
  positionEn: string;
  positionZh: string;
}

function HandoverForm({
  next,
  prepared,
  actor,
  onClose,
  onDone,
}: {
  next: NextTerm;
  prepared: PendingHandover | null;
  actor: SessionUser;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const copy = useCopy(handoverCopy);
  const dayInWords = useDayInWords();
  const { language } = useI18n();
  const utils = trpc.useUtils();
  // Every active account, not one page: one the dialog does not show would leave unseen.
  const accounts = useQuery({
    queryKey: ['handover', 'active-accounts'],
    queryFn: () =>
      allPages(async (page, pageSize) => {
        const { staff, total } = await utils.staff.list.fetch({ status: 'active', page, pageSize });
        return { rows: staff, total };
      }),
    staleTime: 0,
    gcTime: 0,
  });
  const team = trpc.team.list.useQuery();
  const handover = trpc.terms.handover.useMutation();
  // A prepared handover is changed from what it holds.
  const [name, setName] = useState(prepared?.term.name ?? next.name);
  const [startsOn, setStartsOn] = useState(prepared?.term.startsOn ?? next.startsOn);
  const [endsOn, setEndsOn] = useState(prepared?.term.endsOn ?? next.endsOn);
  const [choices, setChoices] = useState<Record<number, Choice>>(() =>
    prepared
      ? Object.fromEntries([
          ...prepared.continuing.map(
            (c) => [c.id, { stays: true, positionEn: c.positionEn ?? '', positionZh: c.positionZh ?? '' }] as const,
          ),
          ...prepared.leaving.map((l) => [l.id, { stays: false, positionEn: '', positionZh: '' }] as const),
        ])
      : {},
  );
  const [step, setStep] = useState<'edit' | 'summary'>('edit');
  const [error, setError] = useState<string | null>(null);
  // After Review, focus goes to the summary's heading; after Back, to Review: never to the page.
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const reviewRef = useRef<HTMLButtonElement>(null);
  const stepped = useRef(false);
  useEffect(() => {
    if (!stepped.current) return;
    (step === 'summary' ? summaryRef.current : reviewRef.current)?.focus();
  }, [step]);
  const go = (to: 'edit' | 'summary') => {
    stepped.current = true;
    setStep(to);
  };
  const ahead = startsOn > societyToday();

  const members = accounts.data ?? [];
  const onTeam = new Map((team.data?.members ?? []).map((m) => [m.username.toLowerCase(), m]));
  const choiceOf = (id: number): Choice => choices[id] ?? { stays: true, positionEn: '', positionZh: '' };
  const set = (id: number, change: Partial<Choice>) => setChoices((all) => ({ ...all, [id]: { ...choiceOf(id), ...change } }));
  const nameOf = (account: StaffAccount) => pick(language, account.nameEn, account.nameZh) || account.username;
  const positionOf = (member: TeamMember | undefined) => (member ? pick(language, member.positionEn, member.positionZh) : '');
  const staying = members.filter((a) => a.id === actor.id || choiceOf(a.id).stays);
  const leaving = members.filter((a) => a.id !== actor.id && !choiceOf(a.id).stays);
  const termName = name.trim() || next.name;

  const review = () => {
    if (!name.trim()) return setError(copy.nameRequired);
    if (!startsOn || !endsOn || endsOn <= startsOn) return setError(copy.datesRequired);
    if (startsOn < societyToday()) return setError(copy.startInPast);
    setError(null);
    go('summary');
  };

  const confirm = async () => {
    if (handover.isPending) return;
    setError(null);
    try {
      const done = await handover.mutateAsync({
        name: name.trim(),
        startsOn,
        endsOn,
        continuing: staying.map((a) => {
          const { positionEn, positionZh } = choiceOf(a.id);
          return {
            id: a.id,
            ...(positionEn.trim() ? { positionEn: positionEn.trim() } : {}),
            ...(positionZh.trim() ? { positionZh: positionZh.trim() } : {}),
          };
        }),
      });
      await Promise.all([utils.staff.list.invalidate(), utils.team.invalidate(), utils.terms.pending.invalidate()]);
      onDone(done.pending ? copy.prepared(done.term.name, dayInWords(done.term.startsOn)) : copy.done(done.term.name, done.left.length));
    } catch (failure) {
      setError(callFailureText(failure, copy.network, copy.failed));
    }
  };

  const newPosition = (a: StaffAccount) => {
    const { positionEn, positionZh } = choiceOf(a.id);
    const text = [positionEn.trim(), positionZh.trim()].filter(Boolean).join(' / ');
    return text ? ` — ${copy.newPosition(text)}` : '';
  };

  return (
    <div className="dialog__content admin-dialog__content handover-dialog__content">
      <DialogTop
        className="admin-dialog__top"
        titleId="handover-title"
        titleClassName="admin-dialog__title"
        title={copy.title(termName)}
        closeLabel={copy.close}
        onClose={onClose}
      />
      <FormAlert className="admin-dialog__alert" error={error} />
      {step === 'edit' ? (
        <form
          noValidate
          className="admin-dialog__form"
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <div className="handover__term">
            <Field label={copy.termName}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={name}
                  maxLength={40}
                  required
                  onChange={(e) => setName(e.target.value)}
                  data-field="name"
                />
              )}
            </Field>
            <Field label={copy.startsOn}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  value={startsOn}
                  required
                  onChange={(e) => setStartsOn(e.target.value)}
                  data-field="startsOn"
                />
              )}
            </Field>
            <Field label={copy.endsOn}>
              {(control) => (
                <input {...control} type="date" value={endsOn} required onChange={(e) => setEndsOn(e.target.value)} data-field="endsOn" />
              )}
            </Field>
          </div>
          <h3 className="handover__heading">{copy.members}</h3>
          <p className="field__hint">{copy.membersHint}</p>
          {accounts.isError ? (
            <p className="form-error" role="alert">
              {copy.loadFailed}
            </p>
          ) : !accounts.isSuccess ? (
            <p role="status">{copy.loading}</p>
          ) : (
            <ul className="handover__members">
              {members.map((account) => (
                <MemberChoice
                  key={account.id}
                  account={account}
                  name={nameOf(account)}
                  position={positionOf(onTeam.get(account.username.toLowerCase()))}
                  self={account.id === actor.id}
                  choice={choiceOf(account.id)}
                  onChange={(change) => set(account.id, change)}
                />
              ))}
            </ul>
          )}
          <p className="handover__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {copy.cancel}
            </button>
            <button ref={reviewRef} type="submit" className="button" disabled={!accounts.isSuccess} data-action="review">
              {copy.review}
            </button>
          </p>
        </form>
      ) : (
        <div className="handover__summary" data-part="summary">
          <h3 className="handover__heading" ref={summaryRef} tabIndex={-1} data-part="summary-heading">
            {copy.summary}
          </h3>
          <p data-part="when">
            {ahead ? copy.summaryAhead(termName, dayInWords(startsOn), dayInWords(endsOn)) : copy.summaryTerm(termName, startsOn, endsOn)}
          </p>
          <h4>{copy.continuing(staying.length)}</h4>
          <ul data-part="continuing">
            {staying.map((a) => (
              <li key={a.id} data-member={a.username}>
                {nameOf(a)}
                {newPosition(a)}
              </li>
            ))}
          </ul>
          <h4>{copy.leaving(leaving.length)}</h4>
          {leaving.length === 0 ? (
            <p>{copy.nobody}</p>
          ) : (
            <ul data-part="leaving">
              {leaving.map((a) => (
                <li key={a.id} data-member={a.username}>
                  {nameOf(a)}
                </li>
              ))}
            </ul>
          )}
          <p className="handover__effects">{ahead ? copy.effectsAhead(dayInWords(startsOn)) : copy.effects}</p>
          <p className="handover__actions">
            <button type="button" className="button button--secondary" onClick={() => go('edit')} disabled={handover.isPending}>
              {copy.back}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => void confirm()}
              disabled={handover.isPending}
              data-action="confirm-handover"
            >
              {handover.isPending ? copy.busy : ahead ? copy.confirmAhead(dayInWords(startsOn)) : copy.confirm(termName)}
            </button>
          </p>
        </div>
      )}
    </div>
  );
}

function MemberChoice({
  account,
  name,
  position,
  self,
  choice,
  onChange,
}: {
  account: StaffAccount;
  name: string;
  position: string;
  self: boolean;
  choice: Choice;
  onChange: (change: Partial<Choice>) => void;
}) {
  const copy = useCopy(handoverCopy);
  const id = useId();
  const stays = self || choice.stays;
  return (
    <li className="handover__member" data-member={account.username}>
      <fieldset>
        <legend>
          <span className="handover__name">{name}</span> <span className="handover__position">{position || copy.noProfile}</span>
        </legend>
        <div className="handover__choice">
          <label>
            <input type="radio" name={`${id}-choice`} checked={stays} onChange={() => onChange({ stays: true })} data-choice="continue" />{' '}
            {copy.continues}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-choice`}
              checked={!stays}
              disabled={self}
              onChange={() => onChange({ stays: false })}
              data-choice="leave"
              aria-describedby={self ? `${id}-self` : undefined}
            />{' '}
            {copy.leaves}
          </label>
        </div>
        {self && (
          <p className="field__hint" id={`${id}-self`}>
            {copy.you}
          </p>
        )}
        {stays && (
          <div className="handover__positions">
            <Field label={copy.positionEn} hint={copy.positionHint}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={choice.positionEn}
                  maxLength={100}
                  onChange={(e) => onChange({ positionEn: e.target.value })}
                  data-field="positionEn"
                />
              )}
            </Field>
            <Field label={copy.positionZh} hint={copy.positionHint}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  lang="zh"
                  value={choice.positionZh}
                  maxLength={100}
                  onChange={(e) => onChange({ positionZh: e.target.value })}
                  data-field="positionZh"
                />
              )}
            </Field>
          </div>
        )}
      </fieldset>
    </li>
  );
}

/** A past year's team, its members each with Remove (asked first). */
function PastTeams({ terms, announce }: { terms: readonly Term[]; announce: (text: string) => void }) {
  const copy = useCopy(handoverCopy);
  const { language } = useI18n();
  const utils = trpc.useUtils();
  const [termId, setTermId] = useState(terms[0]?.id ?? '');
  const [asking, setAsking] = useState<TeamMember | null>(null);
  const [error, setError] = useState<string | null>(null);
  const team = trpc.team.list.useQuery({ term: termId }, { enabled: termId !== '' });
  const remove = trpc.terms.removeMember.useMutation();
  if (terms.length === 0) return null;
  const term = terms.find((t) => t.id === termId) ?? terms[0]!;
  const nameOf = (m: TeamMember) => pick(language, m.nameEn, m.nameZh) || m.username;

  const confirm = async () => {
    if (!asking || remove.isPending) return;
    setError(null);
    try {
      // The account's id, by its username (usernames are unique without case).
      const found = await utils.staff.list.fetch({ q: asking.username, pageSize: 100 });
      const account = found.staff.find((a) => a.username.toLowerCase() === asking.username.toLowerCase());
      if (!account) throw new Error('no such account');
      await remove.mutateAsync({ term: term.id, id: account.id });
      await utils.team.invalidate();
      announce(copy.removed(nameOf(asking), term.name));
      setAsking(null);
    } catch (failure) {
      setError(callFailureText(failure, copy.network, copy.removeFailed));
    }
  };

  return (
    <details className="handover__past" data-part="past-teams">
      <summary>{copy.pastTitle}</summary>
      <p className="field__hint">{copy.pastHint}</p>
      <Field label={copy.pastYear}>
        {(control) => (
          <select {...control} value={term.id} onChange={(e) => setTermId(e.target.value)} data-field="pastTerm">
            {terms.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {team.isSuccess && team.data.members.length === 0 && <p>{copy.pastEmpty}</p>}
      <ul className="handover__past-list">
        {team.data?.members.map((m) => (
          <li key={m.username} data-member={m.username}>
            <span>
              {nameOf(m)} <span className="handover__position">{pick(language, m.positionEn, m.positionZh)}</span>
            </span>
            <button
              type="button"
              className="button button--secondary"
              aria-label={copy.removeLabel(nameOf(m))}
              onClick={() => {
                setError(null);
                setAsking(m);
              }}
              data-action="remove-past-member"
            >
              {copy.remove}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? copy.removeTitle(nameOf(asking), term.name) : ''}
        confirmLabel={remove.isPending ? copy.removeBusy : copy.remove}
        cancelLabel={copy.cancel}
        busy={remove.isPending}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>{copy.removeBody}</p>
      </ConfirmDialog>
    </details>
  );
}
