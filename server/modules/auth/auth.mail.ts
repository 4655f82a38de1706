// The mails of sign-in and registration, in the language of the request that caused them,
// each with a text and an HTML part. The Chinese ones say 你, as the interface does.
import type { CodePurpose } from '../../../shared/auth.schema.js';
import { isChinese, type Language } from '../../../shared/constants.js';
import { site, type Localized } from '../../../shared/site.js';
import { loadTraditional } from '../../lib/traditional.js';
import type { MailContent } from '../outbox/outbox.layout.js';
import { traditionalMail } from '../outbox/outbox.traditional.js';
import { authMailWords, type AuthMailWords, type Notice } from './auth.mail.words.js';

/** What the outbox lays out: the code (if any) set alone after the first paragraph. */
function compose(language: Language, to: string, subject: string, paragraphs: string[], code?: string): MailContent {
  const [first, ...rest] = paragraphs;
  return { to, language, subject, paragraphs: [first!, ...(code ? [{ code }] : []), ...rest] };
}

export type AuthMail =
  /** The code is in the body only: a subject shows on lock screens and in notifications. */
  | { kind: 'code'; purpose: CodePurpose; code: string }
  | { kind: 'noAccount' }
  | { kind: 'alreadyRegistered' }
  /** After a password reset (issue 24): the account's password changed and its sessions ended. */
  | { kind: 'passwordChanged' }
  /** A passkey was added to the account (decision 033), so its holder hears of one they did not add. */
  | { kind: 'passkeyAdded'; name: string }
  /** A staff manager took the account's second factors off (decision 033). */
  | { kind: 'secondFactorReset' }
  /** Wrong passwords of the account from places it does not sign in from: its brake began (decision 039). */
  | { kind: 'beingGuessed'; failures: number; minutes: number };

/**
 * The mail in `language`; in zh-Hant, the Simplified one converted (a passkey's name kept as
 * given), the converter loaded first.
 */
export async function authMail(
  to: string,
  mail: AuthMail,
  language: Language,
  origin: string,
  society: Localized = site.name,
): Promise<MailContent> {
  if (language !== 'zh-Hant') return composeAuthMail(to, mail, language, origin, society);
  await loadTraditional();
  return traditionalMail((keep) =>
    composeAuthMail(to, mail.kind === 'passkeyAdded' ? { ...mail, name: keep(mail.name) } : mail, language, origin, society),
  );
}

/** `society`: the society's name as its record has it (issue 26), else the seed's. The words: auth.mail.words.ts. */
function composeAuthMail(to: string, mail: AuthMail, language: Language, origin: string, society: Localized): MailContent {
  const side = isChinese(language) ? 'zh' : 'en';
  const words: AuthMailWords = authMailWords[side];
  const name = society[side];
  if (mail.kind === 'code') {
    const purpose = words.purposes[mail.purpose];
    return compose(language, to, words.code.subject(name, purpose), words.code.paragraphs(purpose), mail.code);
  }
  const notice = <P>({ subject, paragraphs }: Notice<P>, parameters: P) => compose(language, to, subject(name), paragraphs(parameters));
  switch (mail.kind) {
    case 'passkeyAdded':
      return notice(words.passkeyAdded, { origin, name: mail.name });
    case 'beingGuessed':
      return notice(words.beingGuessed, { origin, failures: mail.failures, minutes: mail.minutes });
    default:
      return notice(words[mail.kind], { origin });
  }
}
