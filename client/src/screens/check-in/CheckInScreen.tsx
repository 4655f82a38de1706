// The scanner at the door (issue 38, items 2–5): /admin/events/{id}/check-in for event managers
// (signed in, behind the events guard) and /check-in/{token} for a volunteer's link (no account:
// the token goes in the check-in-link header of every call, and linkInfo says which event). The
// camera, a field for hand scanners and typed codes, search by name with one-tap check-in, live
// counts, a full-screen answer, offline decisions with a queue synced when back, walk-ins, and
// (managers) the volunteers' check-in links.
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useRoute } from 'wouter';
import { type CheckInGuest, checkInLimits, checkInLinkHeader } from '../../../../shared/check-in.schema';
import { pageRoutes } from '../../../../shared/routes';
import { emailInput, Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { Notice, useNotice } from '../../components/Notice';
import { SocietyEyebrow } from '../../components/SocietyEyebrow';
import { Spinner } from '../../components/Spinner';
import { useAuth } from '../../features/auth/auth-context';
import { RequireAccess } from '../../features/auth/RequireAccess';
import { useCopy } from '../../i18n/copy';
import { pick, useI18n } from '../../i18n/i18n';
import { callFailureText } from '../../lib/form-errors';
import { registerOfflineShell } from '../../lib/offline-shell';
import { usePageMeta } from '../../lib/page-meta';
import { formatMoment } from '../../lib/site-time';
import { createTrpcClient, sharedTrpcClient, type TrpcClient } from '../../lib/trpc';
import { Camera } from './Camera';
import { CheckInLinks } from './CheckInLinks';
import { checkInCopy } from './check-in.copy';
import { countsOf, createRepeatFilter, searchGuests } from './check-in-logic';
import { keepLinkEvent, keptLinkEvent, keptList } from './offline-store';
import { type ScanResult, useCheckIn } from './use-check-in';
import '../../styles/fields.css';
import '../../styles/admin.css';
import './check-in.css';

const deviceKey = 'check-in-device';
const expressKey = 'check-in-express';
/** How long an answer stays in express mode. */
const expressClear = 1500;

interface EventInfo {
  id: number;
  titleEn: string;
  titleZh: string;
  timeZone: string;
}

export default function CheckInScreen() {
  const [isManager, managerParams] = useRoute<{ id: string }>(pageRoutes.adminCheckIn);
  const [, volunteerParams] = useRoute<{ token: string }>(pageRoutes.volunteerCheckIn);
  useEffect(() => {
    void registerOfflineShell();
  }, []);
  if (isManager) {
    const id = Number(managerParams?.id);
    return <ManagerGate eventId={Number.isInteger(id) && id > 0 ? id : 0} />;
  }
  return <VolunteerScanner token={volunteerParams?.token ?? ''} />;
}

/**
 * The events guard; but a manager's scanner reloaded with no network (the session cannot be asked)
 * opens on what this device kept of the event (its list and queue): the server checks every call
 * again once the network is back, with the session's cookie.
 */
function ManagerGate({ eventId }: { eventId: number }) {
  const auth = useAuth();
  const [offlineKept, setOfflineKept] = useState<boolean | null>(null);
  const signedOut = !auth.loading && !auth.user;
  useEffect(() => {
    if (!signedOut) return;
    let gone = false;
    void (async () => {
      const kept = await keptList(eventId);
      let reachable = navigator.onLine;
      if (kept && reachable)
        reachable = await fetch('/api/health', { cache: 'no-store' }).then(
          () => true,
          () => false,
        );
      if (!gone) setOfflineKept(Boolean(kept) && !reachable);
    })();
    return () => {
      gone = true;
    };
  }, [signedOut, eventId]);
  if (signedOut && offlineKept === null) return <Spinner page />;
  if (signedOut && offlineKept) return <ManagerScanner eventId={eventId} />;
  return (
    <RequireAccess page="adminEvents">
      <ManagerScanner eventId={eventId} />
    </RequireAccess>
  );
}

function ManagerScanner({ eventId }: { eventId: number }) {
  usePageMeta('adminCheckIn');
  return <Scanner client={sharedTrpcClient()} eventId={eventId} token={null} />;
}

interface LinkInfo {
  event: EventInfo & { endsAt: string };
  label: string;
  expiresAt: string;
}
type LinkState = { kind: 'loading' } | { kind: 'dead'; text: string } | ({ kind: 'live' } & LinkInfo);

function VolunteerScanner({ token }: { token: string }) {
  usePageMeta('volunteerCheckIn');
  const copy = useCopy(checkInCopy);
  const client = useMemo(() => createTrpcClient({ headers: { [checkInLinkHeader]: token } }), [token]);
  const [link, setLink] = useState<LinkState>({ kind: 'loading' });
  useEffect(() => {
    let gone = false;
    void (async () => {
      try {
        const info = await client.checkIn.linkInfo.query({ token });
        if (gone) return;
        void keepLinkEvent(token, info);
        setLink({ kind: 'live', event: info.event, label: info.label, expiresAt: info.expiresAt });
      } catch (error) {
        if (gone) return;
        // No network: what the link opened last time, kept on this device.
        const kept = (error as { data?: unknown }).data ? undefined : ((await keptLinkEvent(token)) as LinkInfo | undefined);
        if (kept) setLink({ kind: 'live', event: kept.event, label: kept.label, expiresAt: kept.expiresAt });
        else setLink({ kind: 'dead', text: callFailureText(error, copy.network, copy.failed) });
      }
    })();
    return () => {
      gone = true;
    };
  }, [client, token, copy.network, copy.failed]);

  if (link.kind === 'loading') return <Spinner page />;
  if (link.kind === 'dead')
    return (
      <div className="page page--narrow check-in" data-screen="check-in" data-link="dead">
        <SocietyEyebrow />
        <h1>{copy.deadLinkTitle}</h1>
        <p className="form-error" role="alert">
          {link.text}
        </p>
        <p>{copy.deadLinkHint}</p>
      </div>
    );
  return (
    <Scanner
      client={client}
      eventId={link.event.id}
      token={token}
      volunteer={{ label: link.label, expiresAt: link.expiresAt, event: link.event }}
    />
  );
}

function readStored(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}
function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // kept for this visit only
  }
}

function Scanner({
  client,
  eventId,
  token,
  volunteer,
}: {
  client: TrpcClient;
  eventId: number;
  token: string | null;
  volunteer?: { label: string; expiresAt: string; event: EventInfo };
}) {
  const copy = useCopy(checkInCopy);
  const { language } = useI18n();
  const notice = useNotice();
  const [device, setDevice] = useState(() => readStored(deviceKey));
  const [express, setExpress] = useState(() => readStored(expressKey) === '1');
  const [result, setResult] = useState<ScanResult | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const repeat = useMemo(() => createRepeatFilter(), []);
  const scanner = useCheckIn({ client, eventId, token, device, networkText: copy.network, failedText: copy.loadFailed });
  const { list, queue } = scanner;
  const event: EventInfo | null = list?.event ?? volunteer?.event ?? null;
  const timeZone = event?.timeZone;
  const when = useCallback((iso: string) => formatMoment(language, iso, timeZone ? { timeZone } : {}), [language, timeZone]);
  const title = event ? pick(language, event.titleEn, event.titleZh) : '';

  const show = useCallback((next: ScanResult) => setResult(next), []);
  const dismiss = useCallback(() => {
    setResult(null);
    requestAnimationFrame(() => codeRef.current?.focus());
  }, []);

  // Express mode: the answer goes by itself; otherwise a tap, Enter or Escape.
  useEffect(() => {
    if (!result || !express) return;
    const timer = setTimeout(dismiss, expressClear);
    return () => clearTimeout(timer);
  }, [result, express, dismiss]);
  useEffect(() => {
    if (!result) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss();
      } else if (event.key === 'Enter') {
        // A hand scanner's next code in the field goes through (and its answer replaces this one).
        if (document.activeElement === codeRef.current && codeRef.current?.value.trim()) return;
        event.preventDefault();
        dismiss();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [result, dismiss]);

  /** How long the last answer took, from the frame read (or the Enter) to the answer on screen. */
  const [answerMs, setAnswerMs] = useState<number | null>(null);
  const run = async (work: () => Promise<ScanResult>, startedAt = performance.now()) => {
    setBusy(true);
    try {
      const answer = await work();
      setAnswerMs(Math.round(performance.now() - startedAt));
      show(answer);
    } finally {
      setBusy(false);
    }
  };

  const onCameraRead = (text: string, frameAt: number) => {
    if (result || busy || !repeat(text, Date.now())) return;
    void run(() => scanner.checkInRead(text), frameAt);
  };

  const [code, setCode] = useState('');
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const text = code.trim();
    if (!text) return;
    setCode('');
    void run(() => scanner.checkInRead(text));
  };

  const counts = list ? countsOf(list.guests, queue) : null;

  if (!list && scanner.loadError)
    return (
      <div className="page check-in" data-screen="check-in">
        <SocietyEyebrow />
        <h1>{copy.eyebrow}</h1>
        <p className="form-error" role="alert">
          {scanner.loadError}
        </p>
        <p>
          <button type="button" className="button" onClick={() => void scanner.refresh()}>
            {copy.retry}
          </button>
        </p>
      </div>
    );
  if (!list) return <Spinner page />;

  return (
    <div className="page admin check-in" data-screen="check-in" data-online={scanner.isOnline ? 'yes' : 'no'}>
      <header className="check-in__head">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1>{copy.title(title)}</h1>
        {volunteer && <p className="check-in__volunteer">{copy.volunteerAs(volunteer.label, when(volunteer.expiresAt))}</p>}
        {counts && (
          <p className="check-in__counts" aria-live="polite" data-counts={`${counts.checkedIn}/${counts.confirmed}`}>
            <span className="visually-hidden">{copy.countsLabel}: </span>
            <strong>{copy.counts(counts.checkedIn, counts.confirmed)}</strong>
          </p>
        )}
        <div role="status" className="check-in__network" data-to-sync={queue.length}>
          {!scanner.isOnline ? (
            <p className="check-in__offline">{copy.offline(queue.length)}</p>
          ) : scanner.syncing ? (
            <p>{copy.syncing}</p>
          ) : queue.length ? (
            <p>{copy.toSync(queue.length)}</p>
          ) : scanner.lastSync?.sent ? (
            <p data-synced={scanner.lastSync.sent}>{copy.synced(scanner.lastSync.sent)}</p>
          ) : scanner.lastSync?.failed ? (
            <p className="form-error">{copy.syncFailed}</p>
          ) : null}
        </div>
        {scanner.syncRefusals.length > 0 && (
          <div className="check-in__sync-refused" role="alert" data-sync-refused={scanner.syncRefusals.length}>
            <p>{copy.syncRefused}</p>
            <ul>
              {scanner.syncRefusals.map((one, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows and is shown once
                <li key={index}>
                  {copy.syncRefusedOne(
                    one.name,
                    one.reason === 'alreadyCheckedIn' && one.checkedInAt
                      ? `${copy.reason.alreadyCheckedIn} — ${copy.alreadyAt(when(one.checkedInAt), one.checkedInDevice)}`
                      : copy.reason[one.reason],
                  )}
                </li>
              ))}
            </ul>
            <button type="button" className="button button--secondary" onClick={scanner.clearSyncRefusals}>
              {copy.hide}
            </button>
          </div>
        )}
      </header>

      <div className="check-in__grid">
        <div className="check-in__main">
          <Camera copy={copy} paused={result !== null || busy} onRead={onCameraRead} />
          <Field check label={copy.express} className="check-in__express">
            {(control) => (
              <input
                {...control}
                type="checkbox"
                checked={express}
                onChange={(event) => {
                  setExpress(event.target.checked);
                  store(expressKey, event.target.checked ? '1' : '');
                }}
              />
            )}
          </Field>
          <form className="check-in__inline-form check-in__code" onSubmit={submitCode} noValidate>
            <Field label={copy.codeLabel} hint={copy.codeHint}>
              {(control) => (
                <input
                  {...control}
                  ref={codeRef}
                  // biome-ignore lint/a11y/noAutofocus: the door's hand scanner types into this field; it must have focus from the start
                  autoFocus
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  maxLength={checkInLimits.ticket}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  data-code-field=""
                />
              )}
            </Field>
            <button type="submit" className="button" disabled={busy}>
              {copy.codeSubmit}
            </button>
          </form>
          <GuestSearch
            guests={list.guests}
            queued={queue}
            when={when}
            busy={busy}
            onCheckIn={(guest) => void run(() => scanner.checkInGuest(guest))}
          />
        </div>
        <div className="check-in__side">
          <DeviceName
            device={device}
            onSave={(name) => {
              setDevice(name);
              store(deviceKey, name);
              notice.show(copy.deviceSaved(name));
            }}
          />
          <WalkIn online={scanner.isOnline} onWalkIn={async (name, email) => show(await scanner.walkIn(name, email))} />
          {!token && <CheckInLinks client={client} eventId={eventId} timeZone={list.event.timeZone} notice={notice} />}
          {!token && (
            <p>
              <Link href={pageRoutes.adminEvents} className="text-link">
                {copy.backToEvents}
              </Link>
            </p>
          )}
        </div>
      </div>
      <ResultScreen result={result} when={when} onDismiss={dismiss} express={express} answerMs={answerMs} />
      <Notice notice={notice.notice} dismiss={notice.dismiss} />
    </div>
  );
}

function ResultScreen({
  result,
  when,
  onDismiss,
  express,
  answerMs,
}: {
  result: ScanResult | null;
  when: (iso: string) => string;
  onDismiss: () => void;
  express: boolean;
  answerMs: number | null;
}) {
  const copy = useCopy(checkInCopy);
  const { language } = useI18n();
  // The live region is there before anything is said, so each answer is read out.
  return (
    <div className="check-in-result-live" aria-live="assertive" aria-atomic="true">
      {result && (
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: Enter and Escape dismiss it from anywhere (a document listener); the tap is for touch screens
        <div
          className={`check-in-result check-in-result--${result.kind === 'checkedIn' ? 'ok' : 'no'}`}
          data-result={result.kind === 'refused' ? result.reason : result.kind}
          data-answer-ms={answerMs ?? undefined}
          onClick={onDismiss}
        >
          <p className="check-in-result__verdict">
            {result.kind === 'checkedIn'
              ? result.walkIn
                ? copy.walkedIn
                : result.offline
                  ? copy.checkedInOffline
                  : copy.checkedIn
              : copy.refused}
          </p>
          {result.kind === 'checkedIn' && <p className="check-in-result__name">{result.name}</p>}
          {result.kind === 'refused' && (
            <>
              <p className="check-in-result__reason">{copy.reason[result.reason]}</p>
              {result.name && <p className="check-in-result__name">{result.name}</p>}
              {result.reason === 'alreadyCheckedIn' && result.checkedInAt && (
                <p className="check-in-result__detail" data-first-at={result.checkedInAt}>
                  {copy.alreadyAt(when(result.checkedInAt), result.checkedInDevice ?? null)}
                </p>
              )}
              {result.reason === 'otherEvent' && result.event && (
                <p className="check-in-result__detail">{copy.otherEventName(pick(language, result.event.titleEn, result.event.titleZh))}</p>
              )}
            </>
          )}
          {result.kind === 'error' && <p className="check-in-result__reason">{result.text}</p>}
          {!express && <p className="check-in-result__hint">{copy.dismiss}</p>}
        </div>
      )}
    </div>
  );
}

function GuestSearch({
  guests,
  queued,
  when,
  busy,
  onCheckIn,
}: {
  guests: readonly CheckInGuest[];
  queued: readonly { guestId: number; at: string }[];
  when: (iso: string) => string;
  busy: boolean;
  onCheckIn: (guest: CheckInGuest) => void;
}) {
  const copy = useCopy(checkInCopy);
  const [query, setQuery] = useState('');
  const found = searchGuests(guests, query);
  return (
    <section className="check-in__search" aria-labelledby="check-in-search">
      <h2 id="check-in-search">{copy.searchHeading}</h2>
      <Field label={copy.searchLabel} hint={copy.searchHint}>
        {(control) => (
          <input {...control} type="search" autoComplete="off" value={query} onChange={(event) => setQuery(event.target.value)} />
        )}
      </Field>
      {query.trim() && found.length === 0 && <p>{copy.noMatch}</p>}
      {found.length > 0 && (
        <ul className="check-in__guests">
          {found.map((guest) => {
            const queuedAt = queued.find((one) => one.guestId === guest.id)?.at;
            const checkedAt = guest.checkedInAt ?? queuedAt ?? null;
            return (
              <li key={guest.id} data-guest-id={guest.id}>
                <span className="check-in__guest-name">{guest.name}</span>
                <span className="check-in__guest-state">{checkedAt ? copy.checkedInAt(when(checkedAt)) : copy.status[guest.status]}</span>
                {guest.status === 'confirmed' && !checkedAt && (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={copy.checkInGuest(guest.name)}
                    onClick={() => onCheckIn(guest)}
                  >
                    {copy.checkInShort}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function DeviceName({ device, onSave }: { device: string; onSave: (name: string) => void }) {
  const copy = useCopy(checkInCopy);
  const [name, setName] = useState(device);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim().slice(0, checkInLimits.device);
    if (trimmed) onSave(trimmed);
  };
  return (
    <section className="check-in__device" aria-labelledby="check-in-device">
      <h2 id="check-in-device">{copy.deviceHeading}</h2>
      {!device && <p className="check-in__ask">{copy.deviceAsk}</p>}
      <form className="check-in__inline-form" onSubmit={save} noValidate>
        <Field label={copy.deviceLabel} hint={copy.deviceHint}>
          {(control) => (
            <input
              {...control}
              maxLength={checkInLimits.device}
              value={name}
              onChange={(event) => setName(event.target.value)}
              data-device-field=""
            />
          )}
        </Field>
        <button type="submit" className="button button--secondary">
          {copy.deviceSave}
        </button>
      </form>
    </section>
  );
}

function WalkIn({ online, onWalkIn }: { online: boolean; onWalkIn: (name: string, email: string) => Promise<void> }) {
  const copy = useCopy(checkInCopy);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!online) {
      setError(copy.walkInOffline);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onWalkIn(name.trim(), email.trim());
      setName('');
      setEmail('');
    } catch (failure) {
      setError(callFailureText(failure, copy.network, copy.failed));
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="check-in__walk-in" aria-labelledby="check-in-walk-in">
      <h2 id="check-in-walk-in">{copy.walkInHeading}</h2>
      <p>{copy.walkInIntro}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field label={copy.name}>
          {(control) => <input {...control} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />}
        </Field>
        <Field label={copy.email}>
          {(control) => (
            <input {...control} {...emailInput} autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
          )}
        </Field>
        <FormAlert className="check-in__alert" error={error} />
        <button type="submit" className="button" disabled={sending}>
          {sending ? copy.walkInSending : copy.walkInSubmit}
        </button>
      </form>
    </section>
  );
}
