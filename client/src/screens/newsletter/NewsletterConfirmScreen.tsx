// The page of a newsletter's confirmation link (/newsletter/confirm/{token}, issue 37): it says
// what the link is for and confirms only when the button is pressed (mail scanners follow links,
// so nothing happens on load). Confirmed: "You're subscribed", a link to the address's own
// preferences page (the one every newsletter carries) and one to the magazine; an
// expired or unknown link: says so, with the subscribe form to start again. The server answers
// this address with noindex and no-referrer (shared/page-meta.ts carriesSecret).
import { useEffect, useRef, useState } from 'react';
import { Link, useRoute } from 'wouter';
import { pageRoutes } from '../../../../shared/routes';
import { FormAlert } from '../../components/FormAlert';
import { SubscribeForm } from '../../features/newsletter/SubscribeForm';
import { useCopy } from '../../i18n/copy';
import { callFailureText } from '../../lib/form-errors';
import { usePageMeta } from '../../lib/page-meta';
import { trpc, withData } from '../../lib/trpc-react';
import { newsletterPagesCopy } from './newsletter-pages.copy';
import { isBadLink, isTokenShaped } from './newsletter-link';
import './newsletter-pages.css';

type State = 'ask' | 'confirmed' | 'bad-link';

function NewsletterConfirmScreen() {
  usePageMeta('newsletterConfirm');
  const [, params] = useRoute<{ token: string }>(pageRoutes.newsletterConfirm);
  const token = params?.token ?? '';
  // Another link is another page: its state starts afresh.
  return <Confirmation key={token} token={token} />;
}

function Confirmation({ token }: { token: string }) {
  const copy = useCopy(newsletterPagesCopy);
  const [state, setState] = useState<State>(() => (isTokenShaped(token) ? 'ask' : 'bad-link'));
  const [error, setError] = useState<string | null>(null);
  /** The address's own token, from the confirmation's answer: its preferences page. */
  const [ownToken, setOwnToken] = useState<string | null>(null);
  const confirm = trpc.newsletter.confirm.useMutation();
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state !== 'ask') resultRef.current?.focus();
  }, [state]);

  const onConfirm = async () => {
    if (confirm.isPending) return;
    setError(null);
    try {
      const confirmed = await confirm.mutateAsync({ token });
      setOwnToken(confirmed.token);
      setState('confirmed');
    } catch (failure) {
      if (isBadLink(failure)) setState('bad-link');
      else setError(callFailureText(failure, copy.errorNetwork, copy.confirmFailed));
    }
  };

  return (
    <div className="page page--narrow newsletter-page" data-screen="newsletter-confirm" data-state={state}>
      <p className="eyebrow">{copy.eyebrow}</p>
      <h1>{copy.confirmTitle}</h1>
      {state === 'ask' && (
        <div className="newsletter-page__card">
          <p>{copy.confirmBody}</p>
          <FormAlert className="newsletter-page__alert" error={error} />
          <button type="button" className="button" onClick={() => void onConfirm()} disabled={confirm.isPending}>
            {confirm.isPending ? copy.confirming : copy.confirm}
          </button>
        </div>
      )}
      {state === 'confirmed' && (
        <div className="newsletter-page__done" role="status" tabIndex={-1} ref={resultRef}>
          <p className="newsletter-page__done-title">
            <span aria-hidden="true">✓ </span>
            {copy.confirmedLead}
          </p>
          <p>{copy.confirmedBody}</p>
          {ownToken && (
            <p>
              <Link href={pageRoutes.newsletterPreferences.replace(':token', ownToken)} className="text-link" data-preferences-link="">
                {copy.toPreferences}
              </Link>
            </p>
          )}
        </div>
      )}
      {state === 'bad-link' && (
        <>
          <div className="newsletter-page__bad" role="alert" tabIndex={-1} ref={resultRef} data-state="bad-link">
            <p className="form-error">{copy.badConfirmLink}</p>
            <p>{copy.badConfirmHint}</p>
          </div>
          <SubscribeForm />
        </>
      )}
      <p className="actions newsletter-page__links">
        <Link href={pageRoutes.magazine} className="text-link">
          {copy.toMagazine}
        </Link>
      </p>
    </div>
  );
}

// Its mutation needs the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(NewsletterConfirmScreen);
