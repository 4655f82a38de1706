// The one layout of the site's mails (issue 35): a feature gives its paragraphs, the layout makes
// the text part and the HTML part from them, escaping every text with the one escapeHtml.
import type { Language } from '../../../shared/constants.js';
import { escapeHtml } from '../../lib/html.js';
import type { Mail, MailAttachment } from '../../lib/mail.js';

/**
 * A paragraph: text (its own lines stay lines), a link shown as its own address (under its text,
 * if it has one), a code set large and alone, or an image of the mail's own (an attachment with
 * its `cid`: a ticket's QR code), `size` pixels square, in the HTML part only.
 */
export type Paragraph = string | { text?: string; url: string } | { code: string } | { image: { cid: string; alt: string; size: number } };

/** What a feature hands the outbox: to whom, in which language, its subject and paragraphs, files sent with it. */
export interface MailContent {
  to: string;
  language: Language;
  subject: string;
  paragraphs: readonly Paragraph[];
  attachments?: MailAttachment[];
}

const textOf = (p: Paragraph) =>
  typeof p === 'string' ? p : 'code' in p ? `    ${p.code}` : 'image' in p ? null : p.text === undefined ? p.url : `${p.text}\n${p.url}`;

const htmlOf = (p: Paragraph) => {
  if (typeof p === 'string') return `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  if ('code' in p) return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(p.code)}</p>`;
  if ('image' in p) {
    const { cid, alt, size } = p.image;
    return `<p><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}" style="display:block;width:${size}px;max-width:100%;height:auto;background:#fff"></p>`;
  }
  const link = `<a href="${escapeHtml(p.url)}">${escapeHtml(p.url)}</a>`;
  return `<p>${p.text === undefined ? '' : `${escapeHtml(p.text)}<br>`}${link}</p>`;
};

/** The mail of the content: its text part and its HTML part, in the one layout. */
export function layout({ to, language, subject, paragraphs, attachments }: MailContent): Mail {
  const text = paragraphs
    .map(textOf)
    .filter((line) => line !== null)
    .join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map(htmlOf),
    '</body></html>',
  ].join('');
  return { to, subject, text, html, language, ...(attachments ? { attachments } : {}) };
}
