// The mail as each subscriber gets it (newsletters.preview), made from what is saved: its
// language chosen (English, Simplified, Traditional), its subject, its HTML in a sandboxed frame
// (no script, no same origin: `sandbox=""` with `srcdoc`) at a phone's width (360 px) or the
// desktop's, and its plain text.
import { useEffect, useId, useState } from 'react';
import { languages, type Language } from '../../../../shared/constants';
import { htmlLangOf } from '../../../../shared/page-meta';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useCopy } from '../../i18n/copy';
import { trpc } from '../../lib/trpc-react';
import { adminNewsletterCopy } from './admin-newsletter.copy';

const widths = ['phone', 'desktop'] as const;
type Width = (typeof widths)[number];

export function NewsletterPreview({ id, version, unsaved }: { id: number; version: number; unsaved: boolean }) {
  const copy = useCopy(adminNewsletterCopy);
  const text = copy.preview;
  const ids = useId();
  const [shown, setShown] = useState(false);
  const [language, setLanguage] = useState<Language>('en');
  const [width, setWidth] = useState<Width>('phone');
  const query = trpc.newsletters.preview.useQuery({ id }, { enabled: shown });
  const { refetch } = query;
  // A new save makes the preview again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is the trigger
  useEffect(() => {
    if (shown) void refetch();
  }, [version]);
  const preview = query.data?.previews.find((one) => one.language === language);

  return (
    <section className="newsletter-preview" aria-labelledby={`${ids}-heading`} data-preview="">
      <h3 id={`${ids}-heading`}>{text.heading}</h3>
      <p className="field__hint">{text.hint}</p>
      {unsaved && <p className="newsletter-editor__unsaved">{copy.editor.saveFirst}</p>}
      {!shown ? (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setShown(true)} data-show-preview="">
            {text.show}
          </button>
        </p>
      ) : (
        <>
          <div className="newsletter-preview__controls">
            <fieldset className="newsletter-preview__choice">
              <legend>{text.language}</legend>
              {languages.map((one) => (
                <label key={one} className="newsletter-preview__option">
                  <input
                    type="radio"
                    name={`${ids}-language`}
                    value={one}
                    checked={language === one}
                    onChange={() => setLanguage(one)}
                    data-preview-language={one}
                  />
                  {copy.languageNames[one]}
                </label>
              ))}
            </fieldset>
            <fieldset className="newsletter-preview__choice">
              <legend>{text.width}</legend>
              {widths.map((one) => (
                <label key={one} className="newsletter-preview__option">
                  <input
                    type="radio"
                    name={`${ids}-width`}
                    value={one}
                    checked={width === one}
                    onChange={() => setWidth(one)}
                    data-preview-width={one}
                  />
                  {text[one]}
                </label>
              ))}
            </fieldset>
            <p>
              <button type="button" className="button button--secondary" onClick={() => void refetch()} disabled={query.isFetching}>
                {query.isFetching ? text.loading : text.refresh}
              </button>
            </p>
          </div>
          {query.isPending ? (
            <Spinner />
          ) : query.isError ? (
            <LoadError onRetry={() => void refetch()} />
          ) : preview ? (
            <div className="newsletter-preview__mail" data-preview-of={language} aria-busy={query.isFetching || undefined}>
              <p className="newsletter-preview__subject">
                <span className="newsletter-preview__label">{text.subject}: </span>
                <span lang={htmlLangOf[language]} data-preview-subject="">
                  {preview.subject}
                </span>
              </p>
              {/* Scrolled sideways at the desktop width on a narrow screen: reachable by keyboard. */}
              <section
                className={`newsletter-preview__frame newsletter-preview__frame--${width}`}
                aria-label={text.frameTitle(copy.languageNames[language])}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region is focusable so the keyboard can scroll it (axe: scrollable-region-focusable)
                tabIndex={0}
              >
                <iframe sandbox="" srcDoc={preview.html} title={text.frameTitle(copy.languageNames[language])} data-preview-frame={width} />
              </section>
              <details className="newsletter-preview__text">
                <summary>{text.plainText}</summary>
                <pre lang={htmlLangOf[language]} data-preview-text="">
                  {preview.text}
                </pre>
              </details>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
