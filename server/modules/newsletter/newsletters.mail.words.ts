// The words of the newsletter's mails (newsletters.render.ts), one table per language: TypeScript
// holds both to the same keys and parameters. The Traditional mail's words are the Simplified
// ones converted (loadedTraditional), as the outbox converts every mail's; the editor's own
// texts (subject, intro) and the magazine's come as their Traditional side has them.

export interface NewsletterMailWords {
  /** Above the articles. */
  articles: string;
  /** Under an article given by its standfirst: the link to the whole of it. */
  readOn: string;
  /** Between the authors of a byline. */
  by: (names: string) => string;
  /** Above the coming events. */
  events: string;
  /** The link of an event. */
  eventPage: string;
  /** Why they get it: the topics they chose. */
  why: (society: string, topics: string) => string;
  topicMagazine: string;
  topicEvents: string;
  and: string;
  preferences: string;
  unsubscribe: string;
  /** Above a test send's subject. */
  test: string;
}

export const newsletterMailWords = {
  en: {
    articles: 'From the magazine',
    readOn: 'Read on',
    by: (names) => `By ${names}`,
    events: 'Coming events',
    eventPage: 'Details and registration',
    why: (society, topics) => `You receive this because you subscribed to the newsletter of the ${society}: ${topics}.`,
    topicMagazine: 'the magazine',
    topicEvents: 'coming events',
    and: ' and ',
    preferences: 'Change language or topics',
    unsubscribe: 'Unsubscribe',
    test: '[Test] ',
  },
  zh: {
    articles: '会刊文章',
    readOn: '阅读全文',
    by: (names) => `作者：${names}`,
    events: '近期活动',
    eventPage: '详情与报名',
    why: (society, topics) => `你收到这封邮件，是因为你订阅了${society}的通讯：${topics}。`,
    topicMagazine: '会刊',
    topicEvents: '近期活动',
    and: '和',
    preferences: '更改语言或内容',
    unsubscribe: '退订',
    test: '[测试] ',
  },
} satisfies Record<'en' | 'zh', NewsletterMailWords>;
