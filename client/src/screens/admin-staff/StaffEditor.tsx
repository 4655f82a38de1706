// Create or edit a staff account in a dialog: username, e-mail (any domain), role, the three
// permission flags, active, display order, and a first password or a reset. Checked with the
// shared schemas through the form hook; the controls the server would refuse to change are
// locked, each with its reason; the server's refusals (a taken username, the last admin, …) are
// shown as it words them. Closing with unsaved changes asks first.
import '../../lib/zod-jitless';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../../shared/auth.schema';
import type { Role } from '../../../../shared/permissions';
import { createStaffInput, staffLimits, updateStaffInput, type StaffAccount } from '../../../../shared/staff.schema';
import { DialogTop } from '../../components/DialogTop';
import { DiscardDialog, EditorDialog, useDiscardGuard, type RequestClose } from '../../components/EditorDialog';
import { Field } from '../../components/Field';
import { FieldError } from '../../components/FieldError';
import { FormActions } from '../../components/FormActions';
import { FormAlert } from '../../components/FormAlert';
import { useCopy } from '../../i18n/copy';
import { trpc } from '../../lib/trpc-react';
import { useForm, useFormValues } from '../../lib/use-form';
import { useInitialFocus } from '../../lib/use-initial-focus';
import { adminStaffCopy } from './admin-staff.copy';
import { EndSessionsButton } from './EndSessionsButton';
import { ResetSecondFactorButton } from './ResetSecondFactorButton';
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
  return (
    <EditorDialog open={target !== null} onClose={onClose} titleId={titleId} className="staff-editor">
      {(requestClose) =>
        target && (
          <EditorForm
            key={target.account?.id ?? 'new'}
            account={target.account}
            actor={actor}
            titleId={titleId}
            onClose={onClose}
            onSaved={onSaved}
            requestClose={requestClose}
          />
        )
      }
    </EditorDialog>
  );
}

interface EditorFormProps {
  account: StaffAccount | null;
  actor: SessionUser;
  titleId: string;
  onClose: () => void;
  onSaved: (account: StaffAccount, created: boolean) => void;
  requestClose: RequestClose;
}

function EditorForm({ account, actor, titleId, onClose, onSaved, requestClose }: EditorFormProps) {
  const copy = useCopy(adminStaffCopy);
  const text = copy.editor;
  const form = useForm({ fields: formFields });
  const utils = trpc.useUtils();
  const create = trpc.staff.create.useMutation();
  const update = trpc.staff.update.useMutation();
  const [initial] = useState(() => valuesOf(account));
  const [values, set] = useFormValues<StaffFormValues>(form, initial);
  const contentRef = useRef<HTMLDivElement>(null);
  const locks = dialogLocks(actor, account, values.role);
  const guard = useDiscardGuard(requestClose, { unsaved: !sameValues(values, initial), saving: form.submitting, onClose });
  useInitialFocus(contentRef, 'input[name="username"]');

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
    <div className="dialog__content admin-dialog__content" ref={contentRef}>
      <DialogTop
        className="admin-dialog__top"
        titleId={titleId}
        titleClassName="admin-dialog__title"
        title={account ? text.editTitle : text.createTitle}
        closeLabel={copy.close}
        onClose={() => requestClose.current()}
      />
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="admin-dialog__form">
        <FormAlert className="admin-dialog__alert" error={errorText} />
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
              {(control) => (
                <input
                  {...control}
                  type="email"
                  inputMode="email"
                  value={values.email}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => set('email', e.target.value)}
                />
              )}
            </Field>
          </div>
          <div className="staff-editor__pair">
            <Field form={form} name="role" label={text.role} hint={roleHint ?? undefined}>
              {(control) => (
                <select
                  {...control}
                  value={values.role}
                  disabled={locks.role !== null}
                  onChange={(e) => set('role', e.target.value as Role)}
                >
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
          <fieldset
            className="staff-editor__flags"
            aria-describedby={`${flagsId}-hint${form.errors.permissions ? ` ${form.errorId('permissions')}` : ''}`}
          >
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
            {(control) => (
              <input
                {...control}
                type="checkbox"
                checked={values.isActive}
                disabled={locks.isActive !== null}
                onChange={(e) => set('isActive', e.target.checked)}
              />
            )}
          </Field>
          {locks.password ? (
            <p className="field__hint staff-editor__password-note">{text.lock[locks.password]}</p>
          ) : (
            <Field
              form={form}
              name="password"
              label={account ? text.resetPassword : text.password}
              hint={account ? text.resetPasswordHint : text.passwordHint}
            >
              {(control) => (
                <input
                  {...control}
                  type="password"
                  autoComplete="new-password"
                  value={values.password}
                  onChange={(e) => set('password', e.target.value)}
                />
              )}
            </Field>
          )}
          {account && <EndSessionsButton account={account} actor={actor} />}
          {account && <ResetSecondFactorButton account={account} actor={actor} />}
        </fieldset>
        <FormActions
          className="admin-dialog__actions"
          submitLabel={form.submitting ? copy.saving : account ? text.save : text.create}
          submitDisabled={form.submitting}
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
