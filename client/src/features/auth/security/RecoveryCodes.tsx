// The recovery codes of a first second factor (decisions 031, 034), shown once: when two-step
// sign-in is turned on with an authenticator app, or with the account's first passkey. Copy them,
// download them, say they are saved.
import { useEffect, useRef, useState } from 'react';
import { useCopy } from '../../../i18n/copy';
import { twoStepCopy } from '../two-step.copy';
import './two-step.css';

/** `replaced`: the account had codes already (its passkeys'), which these new ones replace. */
export function RecoveryCodes({ codes, onDone, replaced = false }: { codes: string[]; onDone: () => void; replaced?: boolean }) {
  const copy = useCopy(twoStepCopy).section;
  const [copied, setCopied] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const text = `${codes.join('\n')}\n`;
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(copy.copied);
    } catch {
      setCopied(copy.copyFailed);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: copy.downloadName });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="two-step__codes">
      <h4 ref={headingRef} tabIndex={-1}>
        {copy.recoveryTitle}
      </h4>
      <p>{copy.recoveryBody}</p>
      {replaced && <p data-codes-replaced="">{copy.recoveryReplaced}</p>}
      <ul className="two-step__code-list" data-recovery-codes="">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div role="status">{copied && <p className="form-success">{copied}</p>}</div>
      <div className="two-step__actions">
        <button type="button" className="button button--secondary" onClick={() => void copyCodes()}>
          {copy.copy}
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          {copy.download}
        </button>
        <button type="button" className="button" onClick={onDone} data-codes-saved="">
          {copy.saved}
        </button>
      </div>
    </div>
  );
}
