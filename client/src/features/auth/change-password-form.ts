// The password change form's check (docs/product.md §5): the server's rules (current and new required,
// the new one at least 6 characters and not the current one) plus the confirmation, which only
// the form has. Messages are dictionary keys.
import '../../lib/zod-jitless';
import { z } from 'zod';
import { changePasswordInput } from '../../../../shared/auth.schema';

export const changePasswordForm = z
  .object({
    ...changePasswordInput.shape,
    confirmPassword: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((v) => v.newPassword !== v.currentPassword, { error: 'validation.passwordUnchanged', path: ['newPassword'] })
  .refine((v) => v.confirmPassword === v.newPassword, { error: 'password.mismatch', path: ['confirmPassword'] });
