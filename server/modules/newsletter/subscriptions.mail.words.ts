// The words of the newsletter's subscription mails (subscriptions.mail.ts), one table per
// language: TypeScript holds both to the same keys and parameters. `society` is the society's
// name. The Chinese say 你, as the interface does; the Traditional mail is the Simplified one
// converted by the outbox (outbox.traditional.ts).

export interface SubscriptionMailWords {
  confirm: {
    subject: (society: string) => string;
    lead: (society: string) => string;
    /** Above the confirmation link. */
    link: string;
    expiry: (days: number) => string;
    notYou: string;
  };
  already: {
    subject: (society: string) => string;
    lead: (society: string) => string;
    /** Above the preferences link. */
    link: string;
    notYou: string;
  };
  /** The paragraph of a leaver's thank-you mail at a term handover, above the confirmation link. */
  handoverOffer: (society: string, days: number) => string;
}

export const subscriptionMailWords = {
  en: {
    confirm: {
      subject: (society) => `Please confirm: the ${society} newsletter`,
      lead: (society) => `Hello, someone (we hope you) asked for the newsletter of the ${society} to come to this address.`,
      link: 'To receive it, open this link and press the button to confirm:',
      expiry: (days) => `The link is good for ${days} days. Until you confirm, we send you nothing else.`,
      notYou: 'If you did not ask for it, ignore this e-mail: the address is forgotten after that.',
    },
    already: {
      subject: (society) => `You already receive the ${society} newsletter`,
      lead: (society) =>
        `Hello, someone (we hope you) asked for the newsletter of the ${society} to come to this address: it already does.`,
      link: 'To change its language or topics, or to stop receiving it, open your preferences:',
      notYou: 'If you did not ask, you need do nothing: nothing has changed.',
    },
    handoverOffer: (society, days) =>
      `Would you like to stay in touch? The ${society} newsletter brings the magazine and the coming events to your inbox, in the language you choose. To receive it, open this link within ${days} days and press the button to confirm (if you do nothing, nothing is sent):`,
  },
  zh: {
    confirm: {
      subject: (society) => `请确认订阅${society}的通讯`,
      lead: (society) => `你好！有人（希望是你）请求把${society}的通讯发送到这个地址。`,
      link: '如需订阅，请打开下面的链接并点击按钮确认：',
      expiry: (days) => `链接在 ${days} 天内有效。在你确认之前，我们不会再给你发送任何邮件。`,
      notYou: '如果这不是你的请求，请忽略此邮件：之后这个地址会被删除。',
    },
    already: {
      subject: (society) => `你已订阅${society}的通讯`,
      lead: (society) => `你好！有人（希望是你）请求把${society}的通讯发送到这个地址：这个地址已经订阅了。`,
      link: '如需更改语言或内容，或退订，请打开你的订阅设置：',
      notYou: '如果这不是你的请求，无需任何操作：一切保持不变。',
    },
    handoverOffer: (society, days) =>
      `想继续保持联系吗？${society}的通讯会把会刊文章和近期活动发到你的邮箱，语言由你选择。如需订阅，请在 ${days} 天内打开下面的链接并点击按钮确认（如果不操作，我们不会发送任何邮件）：`,
  },
} satisfies Record<'en' | 'zh', SubscriptionMailWords>;
