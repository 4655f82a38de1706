// Where you are signed in (issue 24, item 2): the account's live sessions, this device first and
// marked, each with its device in words and when it was signed in and last used; "Sign out" for
// each other one and "Sign out everywhere else". What happened is said in the screen's notice;
// what failed, beside the buttons.
import { useRef, useState } from 'react';
import { deviceWords } from '../../../../../shared/device-words';
import type { SessionInfo } from '../../../../../shared/sessions.schema';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useCopy } from '../../../i18n/copy';
import { useI18n } from '../../../i18n/i18n';
import { callFailureText } from '../../../lib/form-errors';
import { formatMoment } from '../../../lib/site-time';
import { trpc } from '../../../lib/trpc-react';
import { securityCopy } from './security.copy';

export function SessionsSection({ notify }: { notify: (text: string) => void }) {
  const copy = useCopy(securityCopy).sessions;
  const { language } = useI18n();
  const query = trpc.auth.sessions.useQuery(undefined, { staleTime: 0 });
  const utils = trpc.useUtils();
  const endOne = trpc.auth.endSession.useMutation();
  const endOthers = trpc.auth.endOtherSessions.useMutation();
  const [ending, setEnding] = useState<number | 'others' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const run = async (what: number | 'others', work: () => Promise<string>) => {
    if (ending !== null) return;
    setEnding(what);
    setError(null);
    try {
      const said = await work();
      await utils.auth.sessions.invalidate();
      notify(said);
      // The row (or rows) and the button pressed are gone: focus stays in the section.
      headingRef.current?.focus();
    } catch (failure) {
      setError(callFailureText(failure, copy.network, copy.failed));
      void utils.auth.sessions.invalidate();
    } finally {
      setEnding(null);
    }
  };

  const device = (session: SessionInfo) => deviceWords(session, language);
  const sessions = query.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current);

  return (
    <div className="security__part sessions" data-part="sessions">
      <h3 className="security__part-title" id="sessions-heading" ref={headingRef} tabIndex={-1}>
        {copy.title}
      </h3>
      <p className="field__hint">{copy.lead}</p>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <LoadError message={copy.loadError} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ul className="sessions__list" aria-labelledby="sessions-heading">
            {sessions.map((session) => (
              <li key={session.id} className="sessions__item" data-current={session.current ? '' : undefined} data-session={session.id}>
                <div className="sessions__about">
                  <p className="sessions__device">
                    <span>{device(session)}</span>
                    {session.current && <span className="badge sessions__badge">{copy.thisDevice}</span>}
                  </p>
                  <p className="sessions__when">
                    <span>{copy.signedIn(formatMoment(language, session.createdAt))}</span>
                    <span>{copy.lastUsed(formatMoment(language, session.lastUsedAt))}</span>
                  </p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="button button--secondary sessions__sign-out"
                    aria-label={copy.signOutAbout(device(session))}
                    disabled={ending !== null}
                    onClick={() =>
                      void run(session.id, async () => {
                        await endOne.mutateAsync({ id: session.id });
                        return copy.signedOutOne(device(session));
                      })
                    }
                  >
                    {ending === session.id ? copy.signingOut : copy.signOut}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="sessions__only-here">{copy.onlyHere}</p>
          ) : (
            <p className="sessions__actions">
              <button
                type="button"
                className="button sessions__sign-out-others"
                disabled={ending !== null}
                onClick={() =>
                  void run('others', async () => {
                    const { count } = await endOthers.mutateAsync();
                    return copy.signedOutOthers(count);
                  })
                }
              >
                {ending === 'others' ? copy.signingOut : copy.signOutOthers}
              </button>
            </p>
          )}
        </>
      )}
      <div role="alert" className="sessions__alert">
        {error && <p className="form-error">{error}</p>}
      </div>
    </div>
  );
}
