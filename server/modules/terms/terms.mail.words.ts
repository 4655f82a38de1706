// The words of the thank-you mail at a handover (terms.mail.ts), one table per language:
// TypeScript holds both to the same keys and parameters. `name` is what the member is called,
// `term` the term's name, `society` the society's name. The Chinese say 你, as the interface does;
// the Traditional mail is the Simplified one converted by the outbox (outbox.traditional.ts).

export interface ThankYouWords {
  subject: (name: string, society: string, term: string) => string;
  greeting: (name: string) => string;
  thanks: (term: string, society: string) => string;
  /** What becomes of their entry and their account. */
  after: string;
}

export const thankYouWords = {
  en: {
    subject: (name, society, term) => `Thank you, ${name}: ${society} ${term}`,
    greeting: (name) => `Dear ${name},`,
    thanks: (term, society) => `The ${term} term has ended. Thank you for the time and care you gave ${society} this year.`,
    after:
      'Your entry stays on the site in the past team of that year. Your staff account is now deactivated; if you come back to help, ask an admin to activate it again. If you would rather not be shown in the past team, tell an admin and they will remove your entry.',
  },
  zh: {
    subject: (name, society, term) => `谢谢你，${name}：${society} ${term} 届`,
    greeting: (name) => `${name}，你好！`,
    thanks: (term, society) => `${term} 届已经结束。感谢你这一年为${society}付出的时间和心血。`,
    after:
      '你在这一届团队中的介绍会保留在网站的往届团队页面上。你的员工账户已停用；如果你以后回来帮忙，请联系管理员重新激活。如果你希望从往届团队中移除自己的介绍，也请告诉管理员。',
  },
} satisfies Record<'en' | 'zh', ThankYouWords>;
