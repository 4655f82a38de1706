// What each page is called in the document head: its title and description in English and
// Chinese, by the route names of routes.ts plus the not-found page. The server writes them into
// the HTML of each page (link previews run no script); the client sets them again as the visitor
// moves between pages and changes language. Both read this table, never their own copies.
import { isChinese, defaultLanguage, type Language } from './constants.js';
import { pageRoutes, type PageRouteName } from './routes.js';
import { site, type Localized } from './site.js';
import { hant, localize } from './traditional.js';

export type PageMetaName = PageRouteName | 'notFound';

export interface PageText {
  /** The whole document title, society name included. */
  title: string;
  description: string;
}

/** A page's texts in every language: a missing language is a type error. */
export type PageMeta = Readonly<Record<Language, PageText>>;

/** The home page's title stands alone. */
function standalone(title: Localized, description: Localized): PageMeta {
  return {
    en: { title: title.en, description: description.en },
    zh: { title: title.zh, description: description.zh },
    // Read when asked for: the table behind hant() may be loaded after this module (the web app
    // loads it with the Traditional texts).
    get 'zh-Hant'() {
      return { title: hant(title.zh), description: hant(description.zh) };
    },
  };
}

/** Every other title ends with the society's name. */
function page(title: Localized, description: Localized): PageMeta {
  return standalone({ en: `${title.en} · ${site.name.en}`, zh: `${title.zh} · ${site.name.zh}` }, description);
}

// A team member's page answers with the member's own texts (teamMemberPageText); the team's entry
// stands for it where no member is known yet. The staff pages share one entry.
const team = page(
  { en: 'Our team', zh: '我们的团队' },
  { en: 'The students who run the Chinese Culture Society.', zh: '运营中华文化学生会的同学们。' },
);
const events = page(
  { en: 'Events', zh: '活动' },
  {
    en: 'Concerts, Qin Society sessions, workshops and festival evenings of the Chinese Culture Society. Everyone is welcome.',
    zh: '中华文化学生会的音乐会、古琴社雅集、工作坊与节庆聚会，欢迎所有人参加。',
  },
);
const magazine = page(
  { en: 'Magazine', zh: '会刊' },
  {
    en: 'Essays, interviews, festival explainers and event recaps from the Chinese Culture Society, in English and Chinese.',
    zh: '中华文化学生会的随笔、访谈、节日解读与活动回顾，中英双语。',
  },
);
const staff = page(
  { en: 'Staff area', zh: '工作人员专区' },
  { en: 'The staff area of the Chinese Culture Society.', zh: '中华文化学生会工作人员专区。' },
);

/** Every page of the route table and the not-found page: a missing page is a type error. */
export const pageMeta: Readonly<Record<PageMetaName, PageMeta>> = {
  home: standalone(
    { en: `${site.name.en} · ${site.university.en}`, zh: `${site.name.zh} · ${site.university.zh}` },
    {
      en: 'A student society at the University of Toronto for Chinese music, calligraphy, festivals and friendship: the Qin Society, the annual New Year Concert and a team you can join.',
      zh: '多伦多大学的中华文化学生社团：音乐、书法、节庆与友谊。这里有古琴社、一年一度的新年音乐会，还有等你加入的团队。',
    },
  ),
  about: page(
    { en: 'About us', zh: '关于我们' },
    {
      en: 'Who we are, where we come from and what we value: the story of the Chinese Culture Society at the University of Toronto.',
      zh: '我们是谁、从哪里来、珍视什么：多伦多大学中华文化学生会的故事。',
    },
  ),
  join: page(
    { en: 'Join us', zh: '加入我们' },
    {
      en: 'Five departments and the executive committee: find your place in the Chinese Culture Society and send us your application.',
      zh: '五个部门与执行委员会：在中华文化学生会找到属于你的位置，并提交你的申请。',
    },
  ),
  team,
  teamMember: team,
  events,
  qinSociety: page(
    { en: 'Qin Society', zh: '古琴社' },
    {
      en: 'The Qin Society plays the guqin, the seven-string zither of Chinese scholars, together on campus. Beginners are welcome and instruments are provided.',
      zh: '古琴社在校园里一起弹奏古琴——中国文人的七弦琴。欢迎零基础的同学，琴由社团提供。',
    },
  ),
  newYearConcert: page(
    { en: 'New Year Concert', zh: '新年音乐会' },
    {
      en: 'Our annual New Year Concert of Chinese music, held every year since 2007, has raised over 110,000 CAD for charity.',
      zh: '自 2007 年起每年举办的新年音乐会，已累计为慈善事业筹得超过 110,000 加元。',
    },
  ),
  // An event's page answers with the event's own texts (eventPageText); the events' entry stands for it until then.
  event: events,
  eventRegistration: page(
    { en: 'Your registration', zh: '你的报名' },
    { en: 'See or cancel your registration for an event of the Chinese Culture Society.', zh: '查看或取消你在中华文化学生会活动的报名。' },
  ),
  magazine,
  // An article's, an issue's and a tag's pages answer with their own texts (server/http/pages/magazine-pages.ts); the magazine's entry stands for them until then.
  magazineArticle: magazine,
  magazineIssue: magazine,
  magazineTag: magazine,
  search: page(
    { en: 'Search', zh: '搜索' },
    {
      en: 'Search the magazine and the events of the Chinese Culture Society, in English and Chinese.',
      zh: '搜索中华文化学生会的会刊文章与活动，中英文皆可。',
    },
  ),
  newsletterConfirm: page(
    { en: 'Confirm your subscription', zh: '确认订阅' },
    { en: 'Confirm your subscription to the newsletter of the Chinese Culture Society.', zh: '确认订阅中华文化学生会的电子报。' },
  ),
  newsletterPreferences: page(
    { en: 'Your newsletter', zh: '你的电子报' },
    {
      en: 'Choose the language and topics of the Chinese Culture Society’s newsletter, or unsubscribe.',
      zh: '选择中华文化学生会电子报的语言与内容，或退订。',
    },
  ),
  ticket: page(
    { en: 'Your ticket', zh: '你的门票' },
    {
      en: 'Your ticket for an event of the Chinese Culture Society: show its code at the door.',
      zh: '你参加中华文化学生会活动的门票：入场时出示二维码。',
    },
  ),
  volunteerCheckIn: page(
    { en: 'Check-in at the door', zh: '入场签到' },
    { en: 'Check guests in at the door of an event of the Chinese Culture Society.', zh: '在中华文化学生会活动门口为来宾签到。' },
  ),
  adminEvents: staff,
  adminCheckIn: staff,
  adminStaff: staff,
  adminSite: staff,
  staffProfile: staff,
  adminMagazine: staff,
  adminNewsletter: staff,
  staffArticles: staff,
  staffArticle: staff,
  notFound: page(
    { en: 'Page not found', zh: '页面不存在' },
    { en: 'This page does not exist on the Chinese Culture Society website.', zh: '中华文化学生会网站上没有这个页面。' },
  ),
};

/** <html lang> of each interface language. */
export const htmlLangOf: Readonly<Record<Language, string>> = { en: 'en', zh: 'zh-CN', 'zh-Hant': 'zh-Hant' };

/**
 * hreflang of each interface language in a page's alternates and the sitemap: the scripts, not a
 * region (Simplified and Traditional readers live in many places).
 */
export const hreflangOf: Readonly<Record<Language, string>> = { en: 'en', zh: 'zh-Hans', 'zh-Hant': 'zh-Hant' };

/** og:locale of each interface language. */
export const ogLocaleOf: Readonly<Record<Language, string>> = { en: 'en_CA', zh: 'zh_CN', 'zh-Hant': 'zh_TW' };

/**
 * The path a page is known by (canonical link, og:url), or null when it has none of its own: the
 * not-found page, and pages with a parameter (a team member's: teamMemberPath gives each its own).
 */
/**
 * Pages whose address carries the secret of a mail (a registration's cancel link, the
 * newsletter's confirmation link and a subscriber's own link, a ticket) or of a volunteer's
 * check-in link: they send no Referer anywhere
 * (`<meta name="referrer" content="no-referrer">`), and the cached-read lane never remembers
 * their addresses.
 */
export function carriesSecret(name: PageMetaName): boolean {
  return (
    name === 'eventRegistration' ||
    name === 'newsletterConfirm' ||
    name === 'newsletterPreferences' ||
    name === 'ticket' ||
    name === 'volunteerCheckIn'
  );
}

/**
 * Pages kept out of search engines (robots noindex): the not-found page, the pages whose address
 * carries a secret, and the site's own search (a page of results for every query a crawler could
 * make up; the pages it finds are in the sitemap).
 */
export function keptOutOfSearch(name: PageMetaName): boolean {
  return name === 'notFound' || carriesSecret(name) || name === 'search';
}

export function canonicalPath(name: PageMetaName): string | null {
  if (name === 'notFound') return null;
  const path: string = pageRoutes[name];
  return path.includes(':') ? null : path;
}

/** A page's address in a language: English at the bare path, the others with ?language=zh or ?language=zh-Hant (&language= after a query of its own). */
export function pageUrl(origin: string, path: string, language: Language): string {
  return language === defaultLanguage ? `${origin}${path}` : `${origin}${path}${path.includes('?') ? '&' : '?'}language=${language}`;
}

/** What a team member's page is called by: their names and positions in both languages. */
export interface TeamMemberPageFacts {
  username: string;
  nameEn: string;
  nameZh: string;
  positionEn: string;
  positionZh: string;
}

/** The text of the language, else the other's. */
const either = (language: Language, en: string, zh: string) => (isChinese(language) ? zh || en : en || zh);

/** A member's name in a language: the other language's when theirs is empty, else the username. */
export function teamMemberName(member: TeamMemberPageFacts, language: Language): string {
  return either(language, member.nameEn, member.nameZh) || member.username;
}

/**
 * A team member's page in a language: the member's name (the other language's when theirs is
 * empty, else the username) before the society's, and their position as the description.
 */
export function teamMemberPageText(member: TeamMemberPageFacts, language: Language): PageText {
  const name = teamMemberName(member, language);
  const position = either(language, member.positionEn, member.positionZh);
  return { title: `${name} · ${localize(site.name, language)}`, description: position || pageMeta.team[language].description };
}

/** A past term's team page (issue 26, docs/decisions/038): the term's name in the title and the description. */
export function pastTeamPageText(termName: string, language: Language): PageText {
  const society = localize(site.name, language);
  if (!isChinese(language))
    return { title: `Our team ${termName} · ${society}`, description: `The students who ran the ${society} in ${termName}.` };
  // The Chinese words as pairs of their own, so their Traditional is in the table behind hant().
  const words = { team: { en: 'team', zh: '届团队' }, ran: { en: 'ran', zh: '届运营' }, students: { en: 'students', zh: '的同学们。' } };
  return {
    title: `${termName} ${localize(words.team, language)} · ${society}`,
    description: `${termName} ${localize(words.ran, language)}${society}${localize(words.students, language)}`,
  };
}

/** The address of a past term's team: /team?term={id}. */
export function pastTeamPath(termId: string): string {
  return `${pageRoutes.team}?term=${encodeURIComponent(termId)}`;
}

/** The address of a member's page: /team/{username}. */
export function teamMemberPath(username: string): string {
  return pageRoutes.teamMember.replace(':member', encodeURIComponent(username));
}

/** What an event's page is called by: its slug, titles, summaries and descriptions in both languages. */
export interface EventPageFacts {
  slug: string;
  titleEn: string;
  titleZh: string;
  summaryEn: string;
  summaryZh: string;
  descriptionEn: string;
  descriptionZh: string;
}

/** Characters of a description that a link preview shows (about two lines of a card). */
export const descriptionExcerptMax = 160;

/**
 * The start of a text for a page's description: whitespace made single spaces, cut at the last
 * space before `max` characters (anywhere for a text without spaces, Chinese) with an ellipsis.
 */
export function excerpt(text: string, max = descriptionExcerptMax): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // The Chinese marks (，。；：、) escaped: the server bundle stays ASCII, held as one byte a character (scripts/build.mjs).
  return `${(space >= max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:\uff0c\u3002\uff1b\uff1a\u3001]+$/, '')}…`;
}

/** An event's title in a language, the other language's when it has none. */
export function eventTitle(event: Pick<EventPageFacts, 'titleEn' | 'titleZh'>, language: Language): string {
  return either(language, event.titleEn, event.titleZh);
}

/**
 * An event's page in a language: its title (the other language's when empty) before the
 * society's, and as description its summary, else the start of its description (in the language,
 * else in the other), else the events page's.
 */
export function eventPageText(event: EventPageFacts, language: Language): PageText {
  const title = eventTitle(event, language);
  const about = (l: Language) =>
    isChinese(l) ? event.summaryZh || excerpt(event.descriptionZh) : event.summaryEn || excerpt(event.descriptionEn);
  const description = about(language) || about(isChinese(language) ? 'en' : 'zh');
  return { title: `${title} · ${localize(site.name, language)}`, description: description || pageMeta.events[language].description };
}

/** The address of an event's page: /events/{slug} (shared/slugs.ts). */
export function eventPath(slug: string): string {
  return pageRoutes.event.replace(':slug', encodeURIComponent(slug));
}
