// The thank-you mail to a member who leaves at a handover (issue 26 item 4, docs/decisions/038),
// in their language (the interface language of their last sign-in), with a text and an HTML
// part, laid out by the outbox; its words in en and zh: terms.mail.words.ts. The
// Traditional one is the Simplified converted, the term's name kept as written.
import { isChinese, type Language } from '../../../shared/constants.js';
import { pageRoutes } from '../../../shared/routes.js';
import { site } from '../../../shared/site.js';
import { loadTraditional } from '../../lib/traditional.js';
import type { MailContent, Paragraph } from '../outbox/outbox.layout.js';
import { traditionalMail } from '../outbox/outbox.traditional.js';
import { thankYouWords, type ThankYouWords } from './terms.mail.words.js';

export interface ThankYou {
  to: string;
  /** What the member is called: their profile's name in the language, else their username. */
  name: string;
  /** The term that ended, e.g. "2026–27", and its id (the past team's address). */
  termName: string;
  termId: string;
  /** The newsletter offered (issue 37): its paragraph and confirmation link, before the past team's link (Simplified words for zh-Hant: converted with the mail). */
  offer?: Paragraph[];
}

/** The past team's page in the mail's language: PUBLIC_ORIGIN/team?term={id}. */
export function pastTeamUrl(origin: string, termId: string, language: Language): string {
  return `${origin}${pageRoutes.team}?term=${encodeURIComponent(termId)}${language === 'en' ? '' : `&language=${language}`}`;
}

/** The mail in the outbox's one layout, the past team's link last. */
function compose(language: Language, to: string, subject: string, paragraphs: Paragraph[], link: string): MailContent {
  return { to, language, subject, paragraphs: [...paragraphs, { url: link }] };
}

function composeThankYou(mail: ThankYou, language: Language, origin: string): MailContent {
  const link = pastTeamUrl(origin, mail.termId, language);
  const side = isChinese(language) ? 'zh' : 'en';
  const words: ThankYouWords = thankYouWords[side];
  const society = site.name[side];
  return compose(
    language,
    mail.to,
    words.subject(mail.name, society, mail.termName),
    [words.greeting(mail.name), words.thanks(mail.termName, society), words.after, ...(mail.offer ?? [])],
    link,
  );
}

/** The mail in `language`; in zh-Hant, the Simplified one converted (the name and the term's name kept as written). */
export async function thankYouMail(mail: ThankYou, language: Language, origin: string): Promise<MailContent> {
  if (language !== 'zh-Hant') return composeThankYou(mail, language, origin);
  await loadTraditional();
  return traditionalMail((keep) => composeThankYou({ ...mail, name: keep(mail.name), termName: keep(mail.termName) }, language, origin));
}
