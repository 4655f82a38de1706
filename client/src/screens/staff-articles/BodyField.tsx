// One body of an article (issue 36, item 2): a Markdown textarea, a button that puts an uploaded
// image in at the cursor (ImageDialog.tsx asks for it and its alt text), and beside or under it the
// text as readers will see it, rendered by the server (articles.preview) once typing has paused.
// On a phone the textarea and the preview take turns (Write / Preview); wider, both show.
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Field } from '../../components/Field';
import { useCopy } from '../../i18n/copy';
import { useDebounced } from '../../lib/use-debounced';
import type { Form } from '../../lib/use-form';
import { trpc } from '../../lib/trpc-react';
import type { EditorField } from './article-editor';
import { staffArticlesCopy } from './staff-articles.copy';

interface BodyFieldProps {
  form: Form<EditorField>;
  field: 'bodyEn' | 'bodyZh' | 'bodyZhHant';
  label: string;
  lang: 'en' | 'zh-CN' | 'zh-Hant';
  value: string;
  onChange: (value: string) => void;
  textareaRef: Ref<HTMLTextAreaElement>;
  onInsertImage: () => void;
  readOnly: boolean;
}

export function BodyField({ form, field, label, lang, value, onChange, textareaRef, onInsertImage, readOnly }: BodyFieldProps) {
  const copy = useCopy(staffArticlesCopy);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const previewId = useId();
  return (
    <div className="body-field" data-mode={mode} data-body={field}>
      <fieldset className="body-field__modes" aria-label={copy.modeLabel(label)}>
        {(['write', 'preview'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className="button button--quiet body-field__mode"
            aria-pressed={mode === m}
            aria-controls={m === 'preview' ? previewId : undefined}
            onClick={() => setMode(m)}
            data-mode-button={m}
          >
            {m === 'write' ? copy.write : copy.preview}
          </button>
        ))}
      </fieldset>
      <div className="body-field__write">
        <Field form={form} name={field} label={label} hint={copy.bodyHint}>
          {(control) => (
            <textarea
              {...control}
              ref={textareaRef}
              rows={14}
              lang={lang}
              value={value}
              readOnly={readOnly}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="body-field__bar">
        {!readOnly && (
          <button
            type="button"
            className="button button--secondary body-field__insert"
            onClick={onInsertImage}
            aria-label={copy.insertImageInto(label)}
          >
            {copy.insertImage}
          </button>
        )}
      </div>
      <BodyPreview id={previewId} label={copy.previewOf(label)} markdown={value} lang={lang} />
    </div>
  );
}

/** The body as readers will see it: asked of the server ~400 ms after the text last changed, only when it did. */
function BodyPreview({ id, label, markdown, lang }: { id: string; label: string; markdown: string; lang: string }) {
  const copy = useCopy(staffArticlesCopy);
  const utils = trpc.useUtils();
  const settled = useDebounced(markdown, 400);
  const [shown, setShown] = useState<{ markdown: string; html: string; minutes: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const asked = useRef<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    if (settled === asked.current) return;
    asked.current = settled;
    if (!settled.trim()) {
      setShown({ markdown: settled, html: '', minutes: 0 });
      setFailed(false);
      return;
    }
    const call = ++latest.current;
    utils.client.articles.preview
      .mutate({ markdown: settled })
      .then((answer) => {
        if (call !== latest.current) return;
        setShown({ markdown: settled, html: answer.html, minutes: answer.readingMinutes });
        setFailed(false);
      })
      .catch(() => {
        if (call !== latest.current) return;
        // Asked again with the next change.
        asked.current = null;
        setFailed(true);
      });
  }, [settled, utils]);

  const updating = shown !== null && shown.markdown !== markdown;
  return (
    <section id={id} className="body-preview" aria-label={label} data-preview="" aria-busy={updating || undefined}>
      <p className="body-preview__head">
        <span className="body-preview__title">{copy.preview}</span>
        {shown && shown.minutes > 0 && <span data-reading-time="">{copy.readingTime(shown.minutes)}</span>}
      </p>
      {failed && <p className="form-error">{copy.previewFailed}</p>}
      {shown === null || shown.html === '' ? (
        <p className="body-preview__empty">{copy.previewEmpty}</p>
      ) : (
        <div
          className="body-preview__html article-prose"
          lang={lang}
          // The server made this HTML with the renderer and allow-list sanitizer the published page
          // uses (no script, no event attributes, links and image sources checked: server/lib/markdown.ts),
          // so it is shown as it comes, exactly as readers will get it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (see above)
          dangerouslySetInnerHTML={{ __html: shown.html }}
        />
      )}
    </section>
  );
}
