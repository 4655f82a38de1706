// Create or edit an event in a dialog: English and Chinese side by side (stacked on a phone),
// the Chinese in Traditional of one's own under a section closed by default (issue 25: empty, the
// server converts the Simplified; an existing event is read as written, GET /api/admin/events/{id}),
// the times in the society's zone, the featured flag, the image, registration (seats, closing time). Checked with the shared schema
// through the form hook, so the browser and the server word every refusal alike. Closing with
// unsaved changes asks first.
import '../../lib/zod-jitless';
import { useId, useRef, useState, type FormEvent } from 'react';
import { eventInput, eventLimits, type EditableEvent, type Event } from '../../../../shared/events.schema';
import { site } from '../../../../shared/site';
import { DialogTop } from '../../components/DialogTop';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { DiscardDialog, EditorDialog, useDiscardGuard, type RequestClose } from '../../components/EditorDialog';
import { Field } from '../../components/Field';
import { FormActions } from '../../components/FormActions';
import { FormAlert } from '../../components/FormAlert';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import type { FormFailure } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc-react';
import { useForm, useFormValues } from '../../lib/use-form';
import { useInitialFocus } from '../../lib/use-initial-focus';
import { adminEventsCopy } from './admin-events.copy';
import { editorZone, formFields, inputOf, sameValues, traditionalFields, valuesOf, type EditorValues, type TextField } from './event-form';
import { ImageField } from '../../components/ImageField';

export type EditorTarget = { event: Event | null } | null;

interface EventEditorProps {
  /** null: closed; { event: null }: a new event; { event }: that event. */
  target: EditorTarget;
  onClose: () => void;
  onSaved: (event: Event, created: boolean) => void;
}

export function EventEditor({ target, onClose, onSaved }: EventEditorProps) {
  const titleId = useId();
  return (
    <EditorDialog open={target !== null} onClose={onClose} titleId={titleId} className="event-editor">
      {(requestClose) =>
        target &&
        (target.event ? (
          <EditableEventForm
            key={target.event.id}
            id={target.event.id}
            titleId={titleId}
            onClose={onClose}
            onSaved={onSaved}
            requestClose={requestClose}
          />
        ) : (
          <EditorForm key="new" event={null} titleId={titleId} onClose={onClose} onSaved={onSaved} requestClose={requestClose} />
        ))
      }
    </EditorDialog>
  );
}

/**
 * An existing event, read as written before its form opens: the list shows it in the reader's
 * language (Traditional in 繁體), the form edits the Simplified and the overrides.
 */
function EditableEventForm({ id, ...props }: Omit<EditorFormProps, 'event'> & { id: number }) {
  const copy = useCopy(adminEventsCopy);
  const query = trpc.events.editable.useQuery({ id }, { staleTime: 0, gcTime: 0 });
  if (query.data) return <EditorForm event={query.data} {...props} />;
  return (
    <div className="dialog__content event-editor__content">
      <DialogTop
        className="admin-dialog__top"
        titleId={props.titleId}
        titleClassName="event-editor__title"
        title={copy.editTitle}
        closeLabel={copy.close}
        onClose={props.onClose}
      />
      {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : <Spinner />}
    </div>
  );
}

interface EditorFormProps {
  event: EditableEvent | null;
  titleId: string;
  onClose: () => void;
  onSaved: (event: Event, created: boolean) => void;
  requestClose: RequestClose;
}

const lengthOf: Record<TextField, number> = {
  titleEn: eventLimits.title,
  titleZh: eventLimits.title,
  summaryEn: eventLimits.summary,
  summaryZh: eventLimits.summary,
  locationEn: eventLimits.location,
  locationZh: eventLimits.location,
  descriptionEn: eventLimits.description,
  descriptionZh: eventLimits.description,
  titleZhHant: eventLimits.title,
  summaryZhHant: eventLimits.summary,
  locationZhHant: eventLimits.location,
  descriptionZhHant: eventLimits.description,
};

function EditorForm({ event, titleId, onClose, onSaved, requestClose }: EditorFormProps) {
  const { t } = useI18n();
  const copy = useCopy(adminEventsCopy);
  const form = useForm({ fields: formFields });
  const utils = trpc.useUtils();
  const create = trpc.events.create.useMutation();
  const update = trpc.events.update.useMutation();
  const [initial] = useState(() => valuesOf(event));
  const [values, set] = useFormValues<EditorValues>(form, initial);
  const [uploading, setUploading] = useState(false);
  // Closed at first, unless the event has Traditional of its own; opened when one of its fields is refused.
  const [traditionalOpen, setTraditionalOpen] = useState(() => traditionalFields.some((field) => initial[field] !== ''));
  const traditionalRefused = traditionalFields.some((field) => form.errors[field]);
  const contentRef = useRef<HTMLDivElement>(null);
  const zone = editorZone(event);
  const guard = useDiscardGuard(requestClose, { unsaved: uploading || !sameValues(values, initial), saving: form.submitting, onClose });
  useInitialFocus(contentRef, 'input[name="titleEn"]');

  const onSubmit = (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    if (uploading) {
      form.setFailure({ kind: 'server', text: copy.waitForUpload });
      return;
    }
    const input = form.validate(eventInput, inputOf(values, zone));
    if (!input) return;
    void form.submit(async () => {
      const saved = event ? await update.mutateAsync({ id: event.id, ...input }) : await create.mutateAsync(input);
      // Every list of events (this screen's and each filter of /events) is read again.
      await utils.events.list.invalidate();
      onSaved(saved, !event);
    });
  };

  const failureText = (failure: FormFailure | null) => {
    if (!failure) return null;
    if (failure.kind === 'invalid') return t('auth.fixErrors');
    if (failure.kind === 'network') return copy.network;
    if (failure.kind === 'failed') return copy.saveFailed;
    if (failure.code === 'FORBIDDEN') return copy.forbidden;
    return failure.text;
  };
  const errorText = failureText(form.failure);

  const textField = (field: TextField, label: string, lang: 'en' | 'zh' | 'zh-Hant', multiline = false) => {
    const hint = field === 'titleEn' || field === 'titleZh';
    const props = {
      value: values[field],
      lang: lang === 'zh' ? 'zh-CN' : lang,
      maxLength: lengthOf[field] + 50,
      onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    };
    return (
      <Field form={form} name={field} label={label} hint={hint ? copy.titleHint : undefined}>
        {(control) =>
          multiline ? (
            <textarea rows={field.startsWith('description') ? 6 : 3} {...control} {...props} />
          ) : (
            <input type="text" {...control} {...props} />
          )
        }
      </Field>
    );
  };

  const zoneText = copy.timesIn(zone === site.timeZone ? copy.orgPlace : zone, zone);

  return (
    <div className="dialog__content event-editor__content" ref={contentRef}>
      <DialogTop
        className="admin-dialog__top"
        titleId={titleId}
        titleClassName="event-editor__title"
        title={event ? copy.editTitle : copy.createTitle}
        closeLabel={copy.close}
        onClose={() => requestClose.current()}
      />
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="event-editor__form">
        <FormAlert className="admin-dialog__alert" error={errorText} />
        <fieldset disabled={form.submitting} className="event-editor__fields">
          <div className="event-editor__languages">
            <fieldset className="event-editor__language">
              <legend>{copy.english}</legend>
              {textField('titleEn', copy.titleEn, 'en')}
              {textField('summaryEn', copy.summaryEn, 'en', true)}
              {textField('locationEn', copy.locationEn, 'en')}
              {textField('descriptionEn', copy.descriptionEn, 'en', true)}
            </fieldset>
            <fieldset className="event-editor__language">
              <legend>{copy.chinese}</legend>
              {textField('titleZh', copy.titleZh, 'zh')}
              {textField('summaryZh', copy.summaryZh, 'zh', true)}
              {textField('locationZh', copy.locationZh, 'zh')}
              {textField('descriptionZh', copy.descriptionZh, 'zh', true)}
              <details
                className="event-editor__traditional"
                open={traditionalOpen || traditionalRefused}
                onToggle={(e) => setTraditionalOpen(e.currentTarget.open)}
              >
                <summary>{copy.traditional}</summary>
                <p className="field__hint">{copy.traditionalHint}</p>
                {textField('titleZhHant', copy.titleZhHant, 'zh-Hant')}
                {textField('summaryZhHant', copy.summaryZhHant, 'zh-Hant', true)}
                {textField('locationZhHant', copy.locationZhHant, 'zh-Hant')}
                {textField('descriptionZhHant', copy.descriptionZhHant, 'zh-Hant', true)}
              </details>
            </fieldset>
          </div>
          <fieldset className="event-editor__when" aria-describedby={`${titleId}-zone`}>
            <legend>{copy.when}</legend>
            <p className="field__hint" id={`${titleId}-zone`}>
              {zoneText}
            </p>
            <div className="event-editor__times">
              {(['startsAt', 'endsAt'] as const).map((field) => (
                <Field form={form} name={field} key={field} label={field === 'startsAt' ? copy.startsAt : copy.endsAt}>
                  {(control) => (
                    <input
                      {...control}
                      type="datetime-local"
                      value={values[field]}
                      onChange={(e) => set(field, e.target.value)}
                      data-time-zone={zone}
                    />
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
          <Field form={form} name="isFeatured" check label={copy.featuredField} hint={copy.featuredHint}>
            {(control) => (
              <input {...control} type="checkbox" checked={values.isFeatured} onChange={(e) => set('isFeatured', e.target.checked)} />
            )}
          </Field>
          <ImageField
            form={form}
            field="imageUrl"
            texts={{
              legend: copy.image,
              hint: copy.imageHint,
              preview: copy.imagePreview,
              uploaded: copy.uploaded,
              uploading: copy.uploading,
              cancelUpload: copy.cancelUpload,
              choose: copy.chooseImage,
              replace: copy.replaceImage,
              remove: copy.removeImage,
              url: copy.imageUrl,
              urlHint: copy.imageUrlHint,
            }}
            value={values.imageUrl}
            onChange={(url) => set('imageUrl', url)}
            onUploading={setUploading}
            disabled={form.submitting}
          />
          <Field form={form} name="externalUrl" label={copy.externalUrl} hint={copy.externalUrlHint}>
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                spellCheck={false}
                value={values.externalUrl}
                onChange={(e) => set('externalUrl', e.target.value)}
              />
            )}
          </Field>
          <Field form={form} name="programme" label={copy.programme} hint={copy.programmeHint}>
            {(control) => (
              <select {...control} value={values.programme} onChange={(e) => set('programme', e.target.value as typeof values.programme)}>
                <option value="">{copy.programmeNone}</option>
                <option value="qin-society">{copy.programmeQin}</option>
                <option value="new-year-concert">{copy.programmeConcert}</option>
              </select>
            )}
          </Field>
          <fieldset className="event-editor__registration">
            <legend>{copy.registration}</legend>
            <Field form={form} name="registrationOpen" check label={copy.registrationOpen} hint={copy.registrationOpenHint}>
              {(control) => (
                <input
                  {...control}
                  type="checkbox"
                  checked={values.registrationOpen}
                  onChange={(e) => set('registrationOpen', e.target.checked)}
                />
              )}
            </Field>
            <div className="event-editor__pair">
              <Field form={form} name="capacity" label={copy.capacity} hint={copy.capacityHint}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={eventLimits.capacity}
                    step={1}
                    value={values.capacity}
                    onChange={(e) => set('capacity', e.target.value)}
                  />
                )}
              </Field>
              <Field form={form} name="registrationDeadline" label={copy.registrationDeadline} hint={copy.registrationDeadlineHint}>
                {(control) => (
                  <input
                    {...control}
                    type="datetime-local"
                    value={values.registrationDeadline}
                    onChange={(e) => set('registrationDeadline', e.target.value)}
                    data-time-zone={zone}
                  />
                )}
              </Field>
            </div>
          </fieldset>
        </fieldset>
        <FormActions
          className="admin-dialog__actions"
          submitLabel={form.submitting ? copy.saving : event ? copy.save : copy.create}
          submitDisabled={form.submitting || uploading}
          cancelLabel={copy.cancel}
          onCancel={() => requestClose.current()}
          cancelDisabled={form.submitting}
        />
      </form>
      <DiscardDialog
        guard={guard}
        texts={{ title: copy.discardTitle, body: copy.discardBody, discard: copy.discard, keepEditing: copy.keepEditing }}
      />
    </div>
  );
}
