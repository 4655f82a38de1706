// A newsletter's mail for one subscriber (issue 37 item 3; docs/decisions/050): in their language
// (en, zh, zh-Hant; a text missing in it falls back to the other language's, as the site does),
// with the blocks of their topics only (the magazine's articles, the coming events; none of them:
// no mail), as HTML and plain text. Inline CSS only (mail clients drop <style> and classes), one
// column readable on a phone, colours that stay legible when a client darkens the mail. Links are
// absolute and the editor's: no tracking pixel, no rewritten link.
//
// Articles: the whole published safe HTML (the magazine's `live_html`, rendered once when it went
// live) while the mail stays small, else its standfirst and a link to its page. Gmail clips a
// mail's HTML beyond about 102 KB (the footer with the unsubscribe link is then hidden), so an
// article goes whole only when its HTML is under `wholeArticleChars` and the articles' HTML so
// far under `articlesChars`; the plain text part always gives standfirsts and links.
import type { Language } from '../../../shared/constants.js';
import { escapeHtml } from '../../lib/html.js';
import type { newsletterMailWords } from './newsletters.mail.words.js';

/** An article's HTML at most this long goes whole. */
export const wholeArticleChars = 20_000;
/** The articles' HTML of one mail at most this long (the rest as standfirsts). */
export const articlesChars = 60_000;

/** An article as a mail shows it, in the mail's language (fallbacks applied). */
export interface MailArticle {
  title: string;
  url: string;
  byline: string;
  standfirst: string;
  /** Its published safe HTML, links and images absolute. */
  html: string;
  cover: { url: string; alt: string } | null;
}

/** A coming event as a mail shows it. */
export interface MailEvent {
  title: string;
  when: string;
  where: string;
  url: string;
}

/** What a language's mails have in common (made once per language for a whole send). */
export interface LanguageParts {
  language: Language;
  subject: string;
  introHtml: string;
  introText: string;
  articles: MailArticle[];
  events: MailEvent[];
  society: { name: string; address: string[] };
  /** The words of the mail in this language (the Traditional converted from the Simplified). */
  words: typeof newsletterMailWords.en;
}

export interface Recipient {
  topics: { magazine: boolean; events: boolean };
  /** The address's own token (preferences and unsubscribe). */
  token: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const colours = {
  text: '#1f2328',
  muted: '#57606a',
  link: '#0b57d0',
  rule: '#d0d7de',
  background: '#ffffff',
};

/** Relative links and images of the magazine's HTML made absolute (the site's own; nothing else is changed). */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src))="\/(?!\/)/g, `$1="${origin}/`);
}

/** The preferences page of an address, and its choice to leave. */
export const preferencesUrl = (origin: string, token: string) => `${origin}/newsletter/preferences/${token}`;

function articleHtml(article: MailArticle, whole: boolean, words: LanguageParts['words']): string {
  const cover = article.cover
    ? `<p style="margin:0 0 12px"><img src="${escapeHtml(article.cover.url)}" alt="${escapeHtml(article.cover.alt)}" width="560" style="max-width:100%;height:auto;border:0;display:block"></p>`
    : '';
  const byline = article.byline ? `<p style="margin:0 0 8px;color:${colours.muted};font-size:14px">${escapeHtml(article.byline)}</p>` : '';
  const standfirst = article.standfirst ? `<p style="margin:0 0 12px;font-style:italic">${escapeHtml(article.standfirst)}</p>` : '';
  const body = whole
    ? `<div style="font-size:16px;line-height:1.6">${article.html}</div>`
    : `<p style="margin:0 0 12px"><a href="${escapeHtml(article.url)}" style="color:${colours.link}">${escapeHtml(words.readOn)}</a></p>`;
  return [
    `<div style="margin:0 0 28px;padding:0 0 20px;border-bottom:1px solid ${colours.rule}">`,
    cover,
    `<h2 style="margin:0 0 6px;font-size:20px;line-height:1.3"><a href="${escapeHtml(article.url)}" style="color:${colours.link};text-decoration:none">${escapeHtml(article.title)}</a></h2>`,
    byline,
    standfirst,
    body,
    '</div>',
  ].join('');
}

function eventHtml(event: MailEvent, words: LanguageParts['words']): string {
  return [
    '<li style="margin:0 0 14px">',
    `<strong>${escapeHtml(event.title)}</strong><br>`,
    `<span style="color:${colours.muted}">${escapeHtml(event.when)}</span>`,
    event.where ? `<br><span style="color:${colours.muted}">${escapeHtml(event.where)}</span>` : '',
    `<br><a href="${escapeHtml(event.url)}" style="color:${colours.link}">${escapeHtml(words.eventPage)}</a>`,
    '</li>',
  ].join('');
}

/**
 * The mail for one recipient, or null when none of its blocks is one of their topics (a
 * subscriber of the events only, and no coming event: nothing).
 */
export function renderNewsletter(parts: LanguageParts, recipient: Recipient, origin: string): RenderedMail | null {
  const { words } = parts;
  const articles = recipient.topics.magazine ? parts.articles : [];
  const events = recipient.topics.events ? parts.events : [];
  if (articles.length === 0 && events.length === 0) return null;
  const prefs = preferencesUrl(origin, recipient.token);
  const leave = `${prefs}#unsubscribe`;
  const topics = [recipient.topics.magazine ? words.topicMagazine : '', recipient.topics.events ? words.topicEvents : '']
    .filter(Boolean)
    .join(words.and);
  const why = words.why(parts.society.name, topics);

  let budget = articlesChars;
  const articleBlocks = articles.map((article) => {
    const whole = article.html.length <= wholeArticleChars && article.html.length <= budget;
    if (whole) budget -= article.html.length;
    return articleHtml(article, whole, words);
  });
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="color-scheme" content="light only"><meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(parts.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${colours.background};color:${colours.text}">`,
    `<div style="max-width:600px;margin:0 auto;padding:16px;font-family:-apple-system,'Segoe UI',Roboto,'PingFang SC','Microsoft YaHei',sans-serif;font-size:16px;line-height:1.6;color:${colours.text};background:${colours.background}">`,
    `<p style="margin:0 0 4px;color:${colours.muted};font-size:14px">${escapeHtml(parts.society.name)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${escapeHtml(parts.subject)}</h1>`,
    parts.introHtml ? `<div style="margin:0 0 24px">${parts.introHtml}</div>` : '',
    articleBlocks.length
      ? `<h2 style="margin:24px 0 16px;font-size:14px;text-transform:uppercase;letter-spacing:1px;color:${colours.muted}">${escapeHtml(words.articles)}</h2>${articleBlocks.join('')}`
      : '',
    events.length
      ? `<h2 style="margin:24px 0 12px;font-size:14px;text-transform:uppercase;letter-spacing:1px;color:${colours.muted}">${escapeHtml(words.events)}</h2><ul style="margin:0 0 24px;padding:0 0 0 20px">${events.map((event) => eventHtml(event, words)).join('')}</ul>`
      : '',
    `<div style="margin:32px 0 0;padding:16px 0 0;border-top:1px solid ${colours.rule};color:${colours.muted};font-size:13px;line-height:1.5">`,
    `<p style="margin:0 0 8px">${escapeHtml(why)}</p>`,
    `<p style="margin:0 0 8px"><a href="${escapeHtml(prefs)}" style="color:${colours.link}">${escapeHtml(words.preferences)}</a> &middot; <a href="${escapeHtml(leave)}" style="color:${colours.link}">${escapeHtml(words.unsubscribe)}</a></p>`,
    `<p style="margin:0">${[parts.society.name, ...parts.society.address].map(escapeHtml).join('<br>')}</p>`,
    '</div></div></body></html>',
  ].join('');

  const text = [
    parts.subject,
    parts.introText,
    articles.length
      ? [
          words.articles.toUpperCase(),
          ...articles.map((a) => [a.title, a.byline, a.standfirst, `${words.readOn}: ${a.url}`].filter(Boolean).join('\n')),
        ].join('\n\n')
      : '',
    events.length
      ? [words.events.toUpperCase(), ...events.map((e) => [e.title, e.when, e.where, e.url].filter(Boolean).join('\n'))].join('\n\n')
      : '',
    '--',
    why,
    `${words.preferences}: ${prefs}`,
    `${words.unsubscribe}: ${leave}`,
    [parts.society.name, ...parts.society.address].join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject: parts.subject, html, text };
}
