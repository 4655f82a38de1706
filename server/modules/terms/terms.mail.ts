// The thank-you mail to a member who leaves at a handover (issue 26 item 4, docs/decisions/038),
// in their language (the interface language of their last sign-in), with a text and an HTML
// part, laid out by the outbox. The Chinese one says 你, as the interface does; the
// Traditional one is the Simplified converted, the term's name kept as written.
import { isChinese, type Language } from '../../../shared/constants.js';
import { pageRoutes } from '../../../shared/routes.js';
import { site } from '../../../shared/site.js';
import { loadTraditional } from '../../lib/traditional.js';
import type { MailContent } from '../outbox/outbox.layout.js';
import { traditionalMail } from '../outbox/outbox.traditional.js';

export interface ThankYou {
  to: string;
  /** What the member is called: their profile's name in the language, else their username. */
  name: string;
  /** The term that ended, e.g. "2026–27", and its id (the past team's address). */
  termName: string;
  termId: string;
}

/** The past team's page in the mail's language: PUBLIC_ORIGIN/team?term={id}. */
export function pastTeamUrl(origin: string, termId: string, language: Language): string {
  return `${origin}${pageRoutes.team}?term=${encodeURIComponent(termId)}${language === 'en' ? '' : `&language=${language}`}`;
}

/** The mail in the outbox's one layout, the past team's link last. */
function compose(language: Language, to: string, subject: string, paragraphs: string[], link: string): MailContent {
  return { to, language, subject, paragraphs: [...paragraphs, { url: link }] };
}

function composeThankYou(mail: ThankYou, language: Language, origin: string): MailContent {
  const link = pastTeamUrl(origin, mail.termId, language);
  if (isChinese(language)) {
    return compose(
      language,
      mail.to,
      `谢谢你，${mail.name}：${site.name.zh} ${mail.termName} 届`,
      [
        `${mail.name}，你好！`,
        `${mail.termName} 届已经结束。感谢你这一年为${site.name.zh}付出的时间和心血。`,
        '你在这一届团队中的介绍会保留在网站的往届团队页面上。你的员工账户已停用；如果你以后回来帮忙，请联系管理员重新激活。如果你希望从往届团队中移除自己的介绍，也请告诉管理员。',
      ],
      link,
    );
  }
  return compose(
    language,
    mail.to,
    `Thank you, ${mail.name}: ${site.name.en} ${mail.termName}`,
    [
      `Dear ${mail.name},`,
      `The ${mail.termName} term has ended. Thank you for the time and care you gave ${site.name.en} this year.`,
      'Your entry stays on the site in the past team of that year. Your staff account is now deactivated; if you come back to help, ask an admin to activate it again. If you would rather not be shown in the past team, tell an admin and they will remove your entry.',
    ],
    link,
  );
}

/** The mail in `language`; in zh-Hant, the Simplified one converted (the name and the term's name kept as written). */
export async function thankYouMail(mail: ThankYou, language: Language, origin: string): Promise<MailContent> {
  if (language !== 'zh-Hant') return composeThankYou(mail, language, origin);
  await loadTraditional();
  return traditionalMail((keep) => composeThankYou({ ...mail, name: keep(mail.name), termName: keep(mail.termName) }, language, origin));
}
