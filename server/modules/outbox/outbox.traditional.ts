// The outbox's Traditional conversion of mails. A mail in Traditional Chinese made from its Simplified template (issue 25, docs/decisions/036):
// the template's words are converted (opencc, as content is), while what is not the template's
// stays as it is: an event's Traditional title (the staff's own wins), a registrant's name, a
// passkey's name. The converter must be loaded first (`loadTraditional`).
import { loadedTraditional } from '../../lib/traditional.js';
import type { MailContent, Paragraph } from './outbox.layout.js';

/** Marks in the Private Use Area: no converter touches them. */
const slot = (index: number) => `\uE000${index}\uE001`;
const slots = /\uE000(\d+)\uE001/g;

/**
 * `build` writes the Simplified mail's content, giving each text that must not be converted to
 * `keep` (which stands in for it); the result is the Traditional content with those texts put back
 * (the layout escapes them with the rest).
 */
export function traditionalMail(build: (keep: (text: string) => string) => MailContent): MailContent {
  const kept: string[] = [];
  const content = build((text) => slot(kept.push(text) - 1));
  const convert = loadedTraditional();
  const words = (text: string) => convert(text).replace(slots, (_, i: string) => kept[Number(i)]!);
  const paragraph = (p: Paragraph): Paragraph =>
    typeof p === 'string'
      ? words(p)
      : 'code' in p
        ? p
        : 'image' in p
          ? { image: { ...p.image, alt: words(p.image.alt) } }
          : { ...p, ...(p.text === undefined ? {} : { text: words(p.text) }) };
  return { ...content, subject: words(content.subject), paragraphs: content.paragraphs.map(paragraph), language: 'zh-Hant' };
}
