// The Security section of /staff/profile (issue 24; docs/decisions/030): a heading and the
// sections under it, each a component of its own in this folder (where you are signed in; two-step
// sign-in, passkeys). `notify` says a change went through, in the screen's notice.
import { useCopy } from '../../../i18n/copy';
import { securityCopy } from './security.copy';
import { PasskeysSection } from './PasskeysSection';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';
import './security.css';

/** `held`: the account must set up a second factor first (decision 032): only the sections that set one up. */
export function SecurityPanel({ notify, held = false }: { notify: (text: string) => void; held?: boolean }) {
  const copy = useCopy(securityCopy);
  return (
    <section className="security" aria-labelledby="security-heading" data-section="security">
      <h2 id="security-heading" className="security__title">
        {copy.title}
      </h2>
      <p className="security__lead">{copy.lead}</p>
      <TwoStepSection />
      <PasskeysSection held={held} />
      {!held && <SessionsSection notify={notify} />}
    </section>
  );
}
