// The newsletter's subscription mails (issue 37, docs/decisions/050), in the subscriber's
// language, laid out by the outbox: the confirmation (its link opens a page that confirms with a
// button: mail scanners follow links), and the answer to an address that is already subscribed
// (its preferences link, nothing changed). Their words: subscriptions.mail.words.ts; the
// Traditional mail is the Simplified one converted (the converter loaded first: loadTraditional).
import { isChinese, type Language } from '../../../shared/constants.js';
import { newsletterLimits } from '../../../shared/newsletter.schema.js';
import { site, type Localized } from '../../../shared/site.js';
import type { MailContent, Paragraph } from '../outbox/outbox.layout.js';
import { traditionalMail } from '../outbox/outbox.traditional.js';
import { subscriptionMailWords, type SubscriptionMailWords } from './subscriptions.mail.words.js';

export type SubscriptionMail = { kind: 'confirm'; url: string } | { kind: 'already'; url: string };

const languageQuery = (language: Language) => (language === 'en' ? '' : `?language=${language}`);

/** The confirmation page: PUBLIC_ORIGIN/newsletter/confirm/{token}. */
export function confirmPageUrl(origin: string, token: string, language: Language): string {
  return `${origin}/newsletter/confirm/${token}${languageQuery(language)}`;
}

/** The preferences page (the choice to leave, language, topics): PUBLIC_ORIGIN/newsletter/preferences/{token}. */
export function preferencesPageUrl(origin: string, token: string, language: Language): string {
  return `${origin}/newsletter/preferences/${token}${languageQuery(language)}`;
}

const wordsOf = (language: Language): SubscriptionMailWords => subscriptionMailWords[isChinese(language) ? 'zh' : 'en'];
const nameOf = (society: Localized | undefined, language: Language) => (society ?? site.name)[isChinese(language) ? 'zh' : 'en'];

function compose(to: string, language: Language, mail: SubscriptionMail, society: string): MailContent {
  const words = wordsOf(language);
  const days = newsletterLimits.pendingDays;
  const paragraphs: Paragraph[] =
    mail.kind === 'confirm'
      ? [words.confirm.lead(society), { text: words.confirm.link, url: mail.url }, words.confirm.expiry(days), words.confirm.notYou]
      : [words.already.lead(society), { text: words.already.link, url: mail.url }, words.already.notYou];
  const subject = mail.kind === 'confirm' ? words.confirm.subject(society) : words.already.subject(society);
  return { to, language, subject, paragraphs };
}

/** The mail in `language` (in zh-Hant the converter must be loaded: loadTraditional). */
export function subscriptionMail(to: string, language: Language, mail: SubscriptionMail, society?: Localized): MailContent {
  const name = nameOf(society, language);
  if (language !== 'zh-Hant') return compose(to, language, mail, name);
  return traditionalMail(() => compose(to, language, mail, name));
}

/** The paragraph and link offering the newsletter in a leaver's thank-you mail (Simplified for zh-Hant: the caller's mail is converted whole). */
export function handoverOffer(language: Language, url: string, society?: Localized): Paragraph[] {
  return [wordsOf(language).handoverOffer(nameOf(society, language), newsletterLimits.pendingDays), { url }];
}
