// The profile's fields: names, positions and bios in English and Chinese side by side (stacked on
// a phone), then the department and the contacts. Checked with the shared schema through the
// form hook, so the browser and the server word every refusal alike; saving sends it for review.
import '../../lib/zod-jitless';
import { useId, useState, type FormEvent } from 'react';
import { mbtiTypes, profileLimits, type StaffProfile } from '../../../../shared/profiles.schema';
import { useSite } from '../../lib/site-content';
import { Field } from '../../components/Field';
import { useCopy } from '../../i18n/copy';
import type { FormFailure } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc-react';
import { useForm } from '../../lib/use-form';
import {
  inputOf,
  profileFormFields,
  profileFormSchema,
  traditionalProfileFields,
  type ProfileFormField,
  type ProfileValues,
} from './profile-form';
import { staffProfileCopy } from './staff-profile.copy';

type Copy = (typeof staffProfileCopy)['en'];

interface ProfileFormProps {
  profile: StaffProfile;
  values: ProfileValues;
  onChange: (field: ProfileFormField, value: string) => void;
  editable: boolean;
  dirty: boolean;
  uploading: boolean;
  onSaved: (profile: StaffProfile) => void;
  /** The server refused for a reason of the account (deactivated meanwhile): read the profile again. */
  onRefused: () => void;
}

const lengthOf: Record<ProfileFormField, number> = {
  nameEn: profileLimits.nameMax,
  nameZh: profileLimits.nameMax,
  positionEn: profileLimits.positionMax,
  positionZh: profileLimits.positionMax,
  bioEn: profileLimits.bioMax,
  bioZh: profileLimits.bioMax,
  nameZhHant: profileLimits.nameMax,
  positionZhHant: profileLimits.positionMax,
  bioZhHant: profileLimits.bioMax,
  department: 100,
  email: profileLimits.emailMax,
  phone: profileLimits.phoneMax,
  linkedin: profileLimits.urlMax,
  github: profileLimits.urlMax,
  wechat: 20,
  mbti: 4,
};

/** Each text field's label and hint in the copy, and how the browser should treat it. */
const textFields: Record<
  Exclude<ProfileFormField, 'department' | 'mbti'>,
  {
    label: keyof Copy;
    hint?: keyof Copy;
    type?: string;
    autoComplete?: string;
    inputMode?: 'email' | 'tel' | 'url';
    lang?: 'en' | 'zh-CN' | 'zh-Hant';
  }
> = {
  nameEn: { label: 'nameEn', hint: 'nameHint', autoComplete: 'name', lang: 'en' },
  nameZh: { label: 'nameZh', hint: 'nameHint', autoComplete: 'off', lang: 'zh-CN' },
  positionEn: { label: 'positionEn', hint: 'positionHint', autoComplete: 'organization-title', lang: 'en' },
  positionZh: { label: 'positionZh', hint: 'positionHint', autoComplete: 'off', lang: 'zh-CN' },
  bioEn: { label: 'bioEn', hint: 'bioHint', lang: 'en' },
  bioZh: { label: 'bioZh', hint: 'bioHint', lang: 'zh-CN' },
  nameZhHant: { label: 'nameZhHant', autoComplete: 'off', lang: 'zh-Hant' },
  positionZhHant: { label: 'positionZhHant', autoComplete: 'off', lang: 'zh-Hant' },
  bioZhHant: { label: 'bioZhHant', lang: 'zh-Hant' },
  email: { label: 'email', hint: 'emailHint', type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { label: 'phone', hint: 'phoneHint', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  linkedin: { label: 'linkedin', hint: 'linkedinHint', type: 'url', autoComplete: 'url', inputMode: 'url' },
  github: { label: 'github', hint: 'githubHint', type: 'url', autoComplete: 'off', inputMode: 'url' },
  wechat: { label: 'wechat', hint: 'wechatHint', autoComplete: 'off' },
};

export function ProfileForm({ profile, values, onChange, editable, dirty, uploading, onSaved, onRefused }: ProfileFormProps) {
  const site = useSite();
  const copy = useCopy(staffProfileCopy);
  const form = useForm({ fields: profileFormFields });
  const save = trpc.profiles.save.useMutation();
  const headingId = useId();
  const saveHintId = useId();
  // Closed at first, unless the profile has Traditional of its own; opened when one of its fields is refused.
  const [traditionalOpen, setTraditionalOpen] = useState(() => traditionalProfileFields.some((field) => values[field] !== ''));
  const traditionalRefused = traditionalProfileFields.some((field) => form.errors[field]);

  const set = (field: ProfileFormField, value: string) => {
    onChange(field, value);
    form.edited(field);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!editable || form.submitting) return;
    if (uploading) {
      form.setFailure({ kind: 'server', text: copy.waitForUpload });
      return;
    }
    const input = form.validate(profileFormSchema, inputOf(values));
    if (!input) return;
    void form
      .submit(async () => {
        const { profile: saved } = await save.mutateAsync(input);
        onSaved(saved);
      })
      .then((failure) => {
        if (failure?.kind === 'server' && failure.code === 'FORBIDDEN') onRefused();
      });
  };

  const failureText = (failure: FormFailure | null) => {
    if (!failure) return null;
    if (failure.kind === 'invalid') return copy.fixErrors;
    if (failure.kind === 'network') return copy.network;
    if (failure.kind === 'failed') return copy.saveFailed;
    return failure.text;
  };
  const errorText = failureText(form.failure);

  const textField = (field: keyof typeof textFields, multiline = false) => {
    const spec = textFields[field];
    const props = {
      value: values[field],
      lang: spec.lang,
      maxLength: lengthOf[field] + 50,
      autoComplete: spec.autoComplete,
      spellCheck: spec.type ? false : undefined,
      onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    };
    return (
      <Field form={form} name={field} label={copy[spec.label] as string} hint={spec.hint ? (copy[spec.hint] as string) : undefined}>
        {(control) =>
          multiline ? (
            <textarea rows={5} {...control} {...props} />
          ) : (
            <input type={spec.type ?? 'text'} inputMode={spec.inputMode} {...control} {...props} />
          )
        }
      </Field>
    );
  };

  return (
    <section className="profile-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="staff-profile__section-title">
        {copy.formHeading}
      </h2>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="profile-form__form">
        <div role="alert" className="profile-form__alert">
          {errorText && <p className="form-error">{errorText}</p>}
        </div>
        <fieldset disabled={!editable || form.submitting} className="profile-form__fields">
          <div className="profile-form__languages">
            <fieldset className="profile-form__language">
              <legend>{copy.english}</legend>
              {textField('nameEn')}
              {textField('positionEn')}
              {textField('bioEn', true)}
            </fieldset>
            <fieldset className="profile-form__language">
              <legend>{copy.chinese}</legend>
              {textField('nameZh')}
              {textField('positionZh')}
              {textField('bioZh', true)}
              <details
                className="profile-form__traditional"
                open={traditionalOpen || traditionalRefused}
                onToggle={(e) => setTraditionalOpen(e.currentTarget.open)}
              >
                <summary>{copy.traditional}</summary>
                <p className="field__hint">{copy.traditionalHint}</p>
                {textField('nameZhHant')}
                {textField('positionZhHant')}
                {textField('bioZhHant', true)}
              </details>
            </fieldset>
          </div>
          <fieldset className="profile-form__details">
            <legend>{copy.detailsLegend}</legend>
            <div className="profile-form__grid">
              <Field form={form} name="department" label={copy.department}>
                {(control) => (
                  <select {...control} value={values.department} onChange={(e) => set('department', e.target.value)}>
                    <option value="">{copy.departmentPlaceholder}</option>
                    {site.departments.map((department) => (
                      <option key={department.id} value={department.id}>
                        {department.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {textField('email')}
              {textField('phone')}
              {textField('wechat')}
              {textField('linkedin')}
              {textField('github')}
              <Field form={form} name="mbti" label={copy.mbti}>
                {(control) => (
                  <select {...control} value={values.mbti.toUpperCase()} onChange={(e) => set('mbti', e.target.value)}>
                    <option value="">{copy.mbtiNone}</option>
                    {mbtiTypes.map((type) => (
                      <option key={type} value={type}>
                        {type}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </fieldset>
        </fieldset>
        {editable && (
          <div className="profile-form__actions">
            <p className="field__hint" id={saveHintId}>
              {copy.saveHint[profile.status]}
            </p>
            <p className="profile-form__buttons">
              <button type="submit" className="button" disabled={form.submitting || uploading} aria-describedby={saveHintId}>
                {form.submitting ? copy.saving : copy.save}
              </button>
            </p>
            {dirty && <p className="profile-form__unsaved">{copy.unsaved}</p>}
          </div>
        )}
      </form>
    </section>
  );
}
