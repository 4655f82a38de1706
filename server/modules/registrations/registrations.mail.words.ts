// The words of the registration mails (registrations.mail.ts), one table per language: TypeScript
// holds both to the same keys and parameters. `what` is the event's title, `when` its times in the
// mail's language, `society` the society's name. The Chinese say 你, as the interface does; the
// Traditional mail is the Simplified one converted by the outbox (outbox.traditional.ts).

export interface RegistrationMailWords {
  /** When and Where, one under the other; no Where without a place. */
  details: (when: string, where: string) => string;
  /** Above the event page's link. */
  page: string;
  /** In the mails that carry the .ics. */
  calendar: string;
  /** Above the cancel link of the confirmation and of the move up from the waitlist. */
  cancelLink: string;
  /** The ticket (issue 38): above its QR code, the code's description, above the ticket page's link. */
  ticket: { lead: string; alt: string; link: string };
  confirmed: { subject: (what: string) => string; lead: (what: string, society: string) => string };
  waitlisted: { subject: (what: string) => string; lead: (what: string, position: number) => string; how: string; cancelLink: string };
  promoted: { subject: (what: string) => string; lead: (what: string) => string };
  reminder: { subject: (what: string) => string; lead: (what: string) => string; cancel: string };
  cancelled: { subject: (what: string) => string; lead: (what: string) => string; again: string };
  eventCancelled: {
    subject: (what: string) => string;
    lead: (society: string, what: string, when: string) => string;
    questions: (email: string) => string;
  };
}

export const registrationMailWords = {
  en: {
    details: (when, where) => `When: ${when}${where ? `\nWhere: ${where}` : ''}`,
    page: 'The event’s page:',
    calendar: 'The calendar file (.ics) attached adds the event to your calendar.',
    cancelLink: 'If you cannot come, please cancel with this link, so someone on the waitlist gets your seat:',
    ticket: {
      lead: 'Your ticket: show this code at the door (on your phone, or printed).',
      alt: 'The QR code of your ticket',
      link: 'Your ticket on its own page (once opened, it shows without a network too):',
    },
    confirmed: {
      subject: (what) => `You are registered: ${what}`,
      lead: (what, society) => `Hello, you are registered for “${what}” of the ${society}: a seat is yours.`,
    },
    waitlisted: {
      subject: (what) => `On the waitlist: ${what}`,
      lead: (what, position) => `Hello, “${what}” is full: you are number ${position} on the waitlist.`,
      how: 'When someone cancels, the waitlist moves up in order by itself, and we will write to you when a seat is yours.',
      cancelLink: 'If you no longer want to wait, cancel with this link:',
    },
    promoted: {
      subject: (what) => `A seat is yours: ${what}`,
      lead: (what) => `Hello, someone cancelled and you moved up from the waitlist: a seat at “${what}” is yours.`,
    },
    reminder: {
      subject: (what) => `See you tomorrow: ${what}`,
      lead: (what) => `Hello, a reminder: “${what}”, which you registered for, starts in about 24 hours.`,
      cancel: 'If you cannot come, please cancel with the link of your confirmation e-mail, so someone on the waitlist gets your seat.',
    },
    cancelled: {
      subject: (what) => `Registration cancelled: ${what}`,
      lead: (what) => `Hello, your registration for “${what}” is cancelled.`,
      again: 'If you change your mind, register again while seats are left:',
    },
    eventCancelled: {
      subject: (what) => `Event cancelled: ${what}`,
      lead: (society, what, when) =>
        `Hello, we are sorry: the ${society} has cancelled “${what}” (${when}), and with it your registration.`,
      questions: (email) => `Questions? Write to ${email}.`,
    },
  },
  zh: {
    details: (when, where) => `时间：${when}${where ? `\n地点：${where}` : ''}`,
    page: '活动页面：',
    calendar: '附件中的日历文件（.ics）可以把活动加入你的日历。',
    cancelLink: '如果不能参加，请打开下面的链接取消报名，把名额留给候补的同学：',
    ticket: {
      lead: '你的门票：入场时出示这个二维码（用手机出示或印在纸上都可以）。',
      alt: '你的门票二维码',
      link: '门票页面（打开过一次后，没有网络也能显示）：',
    },
    confirmed: {
      subject: (what) => `报名成功：${what}`,
      lead: (what, society) => `你好！你已成功报名${society}的活动“${what}”，为你保留了一个名额。`,
    },
    waitlisted: {
      subject: (what) => `已进入候补：${what}`,
      lead: (what, position) => `你好！“${what}”的名额已满，你在候补名单上排第 ${position} 位。`,
      how: '一旦有人取消，候补者会按顺序自动获得名额，届时我们会发邮件通知你。',
      cancelLink: '如果不再需要候补，请打开下面的链接取消：',
    },
    promoted: {
      subject: (what) => `候补成功，你有名额了：${what}`,
      lead: (what) => `你好！有人取消了报名，你已从候补名单递补，获得了“${what}”的名额。`,
    },
    reminder: {
      subject: (what) => `明天见：${what}`,
      lead: (what) => `你好！提醒你：你报名的“${what}”将在大约 24 小时后开始。`,
      cancel: '如果不能参加，请用报名确认邮件中的链接取消报名，把名额留给候补的同学。',
    },
    cancelled: {
      subject: (what) => `已取消报名：${what}`,
      lead: (what) => `你好！你对“${what}”的报名已经取消。`,
      again: '如果改变主意，可以在名额未满时重新报名：',
    },
    eventCancelled: {
      subject: (what) => `活动取消：${what}`,
      lead: (society, what, when) => `你好！很抱歉，${society}已取消活动“${what}”（${when}），你的报名也随之取消。`,
      questions: (email) => `如有疑问，请写信至 ${email}。`,
    },
  },
} satisfies Record<'en' | 'zh', RegistrationMailWords>;
