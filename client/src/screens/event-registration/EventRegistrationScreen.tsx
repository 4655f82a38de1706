// The page of a registration's cancel link (/events/{slug}/registrations/{token}, issue 23): it
// reads the registration by the link's secret and shows the event, the name and the status, then
// asks "Cancel my registration?". Nothing changes on load: mail scanners open links. A wrong or
// used link says so. The server answers this address with noindex (shared/page-meta.ts).
import '../../lib/zod-jitless';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useRoute } from 'wouter';
import { cancelToken, type RegistrationByToken } from '../../../../shared/registrations.schema';
import { pageRoutes } from '../../../../shared/routes';
import { eventIdOfSlug } from '../../../../shared/slugs';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { registrationCopy } from '../../features/registration/registration.copy';
import { EventLine } from './EventLine';
import { useCopy } from '../../i18n/copy';
import { callFailureText } from '../../lib/form-errors';
import { usePageMeta } from '../../lib/page-meta';
import { trpc, withData } from '../../lib/trpc-react';
import '../../styles/fields.css';
import '../../features/registration/registration.css';
import './event-registration.css';

/** Whether the server said the link names no registration (a wrong token, an event gone). */
function isBadLink(error: unknown): boolean {
  const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

function EventRegistrationScreen() {
  usePageMeta('eventRegistration');
  const copy = useCopy(registrationCopy);
  const [, params] = useRoute<{ slug: string; token: string }>(pageRoutes.eventRegistration);
  const slug = params?.slug ?? '';
  const token = params?.token ?? '';
  const id = eventIdOfSlug(slug);
  // A link that cannot name a registration is not asked about.
  const readable = id !== null && cancelToken.safeParse(token).success;
  const query = trpc.registrations.byToken.useQuery(
    { id: id ?? 1, token },
    { enabled: readable, retry: (count, error) => !isBadLink(error) && count < 1 },
  );

  const body = () => {
    if (!readable || (query.isError && isBadLink(query.error))) {
      return (
        <div className="registration-page__bad" data-state="bad-link">
          <p className="form-error">{copy.badLink}</p>
          <p>{copy.badLinkHint}</p>
        </div>
      );
    }
    if (query.isPending) return <Spinner />;
    if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
    return <Registration registration={query.data} token={token} />;
  };

  return (
    <div className="page page--narrow registration-page" data-screen="event-registration">
      <h1>{copy.pageTitle}</h1>
      {body()}
      <p className="actions registration-page__links">
        {readable && (
          <Link href={pageRoutes.event.replace(':slug', encodeURIComponent(slug))} className="text-link">
            {copy.toEvent}
          </Link>
        )}
        <Link href={pageRoutes.events} className="text-link">
          {copy.toEvents}
        </Link>
      </p>
    </div>
  );
}

function Registration({ registration, token }: { registration: RegistrationByToken; token: string }) {
  const copy = useCopy(registrationCopy);
  const utils = trpc.useUtils();
  const cancel = trpc.registrations.cancel.useMutation();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const askId = useId();

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const statusText =
    registration.status === 'confirmed'
      ? copy.statusConfirmed
      : registration.status === 'waitlisted'
        ? copy.statusWaitlisted(registration.position)
        : copy.statusCancelled;

  const onCancel = async () => {
    if (cancel.isPending) return;
    setError(null);
    try {
      await cancel.mutateAsync({ id: registration.eventId, token });
      setDone(true);
      // The seats left on the event's page, and this registration's status.
      void utils.event.get.invalidate({ id: registration.eventId });
      void utils.events.invalidate();
      void utils.registrations.byToken.invalidate();
    } catch (failure) {
      setError(callFailureText(failure, copy.errorNetwork, copy.cancelFailed));
    }
  };

  return (
    <div className="registration-page__card">
      <dl className="registration-page__facts">
        <div>
          <dt>{copy.forEvent}</dt>
          <dd>
            <EventLine id={registration.eventId} />
          </dd>
        </div>
        <div>
          <dt>{copy.nameLabel}</dt>
          <dd>{registration.name}</dd>
        </div>
        <div>
          <dt>{copy.statusLabel}</dt>
          <dd data-status={done ? 'cancelled' : registration.status}>{done ? copy.statusCancelled : statusText}</dd>
        </div>
      </dl>
      {done ? (
        <p className="registration__result registration-page__done" role="status" tabIndex={-1} ref={doneRef}>
          <span aria-hidden="true">✓ </span>
          {copy.cancelled}
        </p>
      ) : registration.status === 'cancelled' ? (
        <p className="registration-page__already">{copy.alreadyCancelled}</p>
      ) : (
        <section className="registration-page__ask" aria-labelledby={askId}>
          <h2 id={askId}>{copy.askCancel}</h2>
          <p>{registration.status === 'waitlisted' ? copy.askCancelWaitlist : copy.askCancelBody}</p>
          <div role="alert" className="registration__alert">
            {error && <p className="form-error">{error}</p>}
          </div>
          <button type="button" className="button" onClick={() => void onCancel()} disabled={cancel.isPending}>
            {cancel.isPending ? copy.cancelling : copy.cancel}
          </button>
        </section>
      )}
    </div>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(EventRegistrationScreen);
