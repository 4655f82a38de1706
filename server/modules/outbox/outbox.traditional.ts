// The outbox's Traditional conversion of mails. A mail in Traditional Chinese made from its Simplified template (issue 25, docs/decisions/036):
// the template's words are converted (opencc, as content is), while what is not the template's
// stays as it is: an event's Traditional title (the staff's own wins), a registrant's name, a
// passkey's name. The converter must be loaded first (`loadTraditional`).
import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../lib/mail.js';
import { loadedTraditional } from '../../lib/traditional.js';

/** Marks in the Private Use Area: no converter or HTML escape touches them. */
const slot = (index: number) => `\uE000${index}\uE001`;
const slots = /\uE000(\d+)\uE001/g;

/**
 * `build` writes the Simplified mail, giving each text that must not be converted to `keep`
 * (which stands in for it); the result is the Traditional mail with those texts put back.
 */
export function traditionalMail(build: (keep: (text: string) => string) => Mail): Mail {
  const kept: string[] = [];
  const mail = build((text) => slot(kept.push(text) - 1));
  const convert = loadedTraditional();
  const putBack = (text: string, html: boolean) =>
    text.replace(slots, (_, i: string) => (html ? escapeHtml(kept[Number(i)]!) : kept[Number(i)]!));
  return {
    ...mail,
    subject: putBack(convert(mail.subject), false),
    text: putBack(convert(mail.text), false),
    html: putBack(convert(mail.html), true),
    language: 'zh-Hant',
  };
}
