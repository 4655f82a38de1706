// The list of common and breached passwords on the client (decision 029): the server's list
// (zxcvbn-ts's, about 49,000 entries, ~200 KB gzip), in a chunk of its own that PasswordStrength
// loads when someone first types a new password, never with the page or the sign-in modal. The
// list's own file, not the package's index, which would bring the diceware words along.
import passwords from '@zxcvbn-ts/language-common/dist/passwords.json.mjs';

export const commonPasswords: ReadonlySet<string> = new Set(passwords);
