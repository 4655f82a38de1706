// Create or edit a staff account in a dialog: username, e-mail (any domain), role, the three
// permission flags, active, display order, and a first password or a reset. Checked with the
// shared schemas through the form hook; the controls the server would refuse to change are
// locked, each with its reason; the server's refusals (a taken username, the last admin, …) are
// shown as it words them. Closing with unsaved changes asks first.
import '../../lib/zod-jitless';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../../shared/auth.schema';
import type { Role } from '../../../../shared/permissions';
import { createStaffInput, staffLimits, updateStaffInput, type StaffAccount } from '../../../../shared/staff.schema';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { FieldError } from '../../components/FieldError';
import { CloseIcon } from '../../components/icons';
import { useCopy } from '../../i18n/copy';
import { trpc } from '../../lib/trpc';
import { useForm } from '../../lib/use-form';
import { adminStaffCopy } from './admin-staff.copy';
import { createInputOf, dialogLocks, flagNames, formFields, sameValues, updateInputOf, valuesOf, type StaffFormValues } from './staff-form';

export type EditorTarget = { account: StaffAccount | null } | null;

interface StaffEditorProps {
  /** null: closed; { account: null }: a new account; { account }: that account. */
  target: EditorTarget;
  actor: SessionUser;
  onClose: () => void;
  onSaved: (account: StaffAccount, created: boolean) => void;
}

export function StaffEditor({ target, actor, onClose, onSaved }: StaffEditorProps) {
  const titleId = useId();
  const requestClose = useRef<() => void>(onClose);
  return (
    <Dialog open={target !== null} onClose={onClose} onRequestClose={() => requestClose.current()} labelledBy={titleId} className="admin-dialog staff-editor">
      {/* Unmounted while closed: every opening starts from the account as it is. */}
      {target && <EditorForm key={target.account?.id ?? 'new'} account={target.account} actor={actor} titleId={titleId} onClose={onClose} onSaved={onSaved} requestClose={requestClose} />}
    </Dialog>
  );
}

interface EditorFormProps {
  account: StaffAccount | null;
  actor: SessionUser;
  titleId: string;
  onClose: () => void;
  onSaved: (account: StaffAccount, created: boolean) => void;
  requestClose: { current: () => void };
}

function EditorForm({ account, actor, titleId, onClose, onSaved, requestClose }: EditorFormProps) {
  const copy = useCopy(adminStaffCopy);
  const text = copy.editor;
  const form = useForm({ fields: formFields });
  const utils = trpc.useUtils();
  const create = trpc.staff.create.useMutation();
  const update = trpc.staff.update.useMutation();
  const [initial] = useState(() => valuesOf(account));
  const [values, setValues] = useState<StaffFormValues>(initial);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const locks = dialogLocks(actor, account, values.role);
  const dirty = !sameValues(values, initial);

  requestClose.current = () => {
    if (form.submitting) return;
    if (dirty) setConfirmDiscard(true);
    else onClose();
  };

  useEffect(() => {
    const frame = requestAnimationFrame(() => contentRef.current?.querySelector<HTMLElement>('input[name="username"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const set = <K extends keyof StaffFormValues>(field: K, value: StaffFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.edited(field);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (account) {
      const input = form.validate(updateStaffInput, updateInputOf(account.id, values));
      if (!input) return;
      void form.submit(async () => {
        const saved = await update.mutateAsync(input);
        await Promise.all([utils.staff.list.invalidate(), utils.profiles.list.invalidate()]);
        onSaved(saved, false);
      });
    } else {
      const input = form.validate(createStaffInput, createInputOf(values));
      if (!input) return;
      void form.submit(async () => {
        const saved = await create.mutateAsync(input);
        await utils.staff.list.invalidate();
        onSaved(saved, true);
      });
    }
  };

  const failure = form.failure;
  const errorText = !failure
    ? null
    : failure.kind === 'invalid'
      ? copy.fixErrors
      : failure.kind === 'network'
        ? copy.network
        : failure.kind === 'failed'
          ? text.saveFailed
          : failure.text;

  const flagsId = form.inputId('permissions');
  const roleHint = locks.role ? text.lock[locks.role] : !locks.adminOption ? text.adminOnlyOption : null;
  const roleOptions: Role[] = locks.adminOption || values.role === 'admin' ? ['staff', 'admin'] : ['staff'];

  return (
    <div className="admin-dialog__content" ref={contentRef}>
      <div className="admin-dialog__top">
        <h2 id={titleId} className="admin-dialog__title">
          {account ? text.editTitle : text.createTitle}
        </h2>
        <button type="button" className="icon-button" onClick={() => requestClose.current()} aria-label={copy.close}>
          <CloseIcon />
        </button>
      </div>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="admin-dialog__form">
        <div role="alert" className="admin-dialog__alert">
          {errorText && <p className="form-error">{errorText}</p>}
        </div>
        <fieldset disabled={form.submitting} className="admin-dialog__fields">
          <div className="staff-editor__pair">
            <Field form={form} name="username" label={text.username} hint={text.usernameHint}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  value={values.username}
                  maxLength={staffLimits.usernameMax + 10}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  onChange={(e) => set('username', e.target.value)}
                />
              )}
            </Field>
            <Field form={form} name="email" label={text.email} hint={text.emailHint}>
              {(control) => <input {...control} type="email" inputMode="email" value={values.email} autoComplete="off" spellCheck={false} onChange={(e) => set('email', e.target.value)} />}
            </Field>
          </div>
          <div className="staff-editor__pair">
            <Field form={form} name="role" label={text.role} hint={roleHint ?? undefined}>
              {(control) => (
                <select {...control} value={values.role} disabled={locks.role !== null} onChange={(e) => set('role', e.target.value as Role)}>
                  {roleOptions.map((role) => (
                    <option key={role} value={role}>
                      {text.roleOption[role]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field form={form} name="displayOrder" label={text.displayOrder} hint={text.displayOrderHint}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={staffLimits.displayOrderMax}
                  step={1}
                  value={values.displayOrder}
                  onChange={(e) => set('displayOrder', e.target.value)}
                />
              )}
            </Field>
          </div>
          <fieldset className="staff-editor__flags" aria-describedby={`${flagsId}-hint${form.errors.permissions ? ` ${form.errorId('permissions')}` : ''}`}>
            <legend>{text.permissions}</legend>
            <p className="field__hint" id={`${flagsId}-hint`}>
              {values.role === 'admin' ? text.lock.adminHasAll : text.noFlagsHint}
            </p>
            {flagNames.map((flag, index) => {
              const lock = locks.flags[flag];
              return (
                <Field
                  key={flag}
                  check
                  label={text.flag[flag]}
                  hint={
                    <>
                      {text.flagHint[flag]}
                      {lock && lock !== 'adminHasAll' && <span className="staff-editor__lock"> {text.lock[lock]}</span>}
                    </>
                  }
                >
                  {(control) => (
                    <input
                      {...control}
                      // The first box carries the field's name, so an error on it is focused there.
                      name={index === 0 ? 'permissions' : undefined}
                      type="checkbox"
                      checked={values.role === 'admin' || values.permissions[flag]}
                      disabled={lock !== null}
                      onChange={(e) => set('permissions', { ...values.permissions, [flag]: e.target.checked })}
                      data-flag={flag}
                    />
                  )}
                </Field>
              );
            })}
            <FieldError form={form} field="permissions" />
          </fieldset>
          <Field
            form={form}
            name="isActive"
            check
            label={text.isActive}
            hint={
              <>
                {text.isActiveHint}
                {locks.isActive && <span className="staff-editor__lock"> {text.lock[locks.isActive]}</span>}
              </>
            }
          >
            {(control) => <input {...control} type="checkbox" checked={values.isActive} disabled={locks.isActive !== null} onChange={(e) => set('isActive', e.target.checked)} />}
          </Field>
          {locks.password ? (
            <p className="field__hint staff-editor__password-note">{text.lock[locks.password]}</p>
          ) : (
            <Field form={form} name="password" label={account ? text.resetPassword : text.password} hint={account ? text.resetPasswordHint : text.passwordHint}>
              {(control) => <input {...control} type="password" autoComplete="new-password" value={values.password} onChange={(e) => set('password', e.target.value)} />}
            </Field>
          )}
        </fieldset>
        <p className="admin-dialog__actions">
          <button type="submit" className="button" disabled={form.submitting}>
            {form.submitting ? copy.saving : account ? text.save : text.create}
          </button>
          <button type="button" className="button button--secondary" onClick={() => requestClose.current()} disabled={form.submitting}>
            {copy.cancel}
          </button>
        </p>
      </form>
      <ConfirmDialog
        open={confirmDiscard}
        title={copy.discardTitle}
        confirmLabel={copy.discard}
        cancelLabel={copy.keepEditing}
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
        onCancel={() => setConfirmDiscard(false)}
      >
        <p>{copy.discardBody}</p>
      </ConfirmDialog>
    </div>
  );
}
