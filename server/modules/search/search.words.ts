// How the search reads text (issue 36 item 7; docs/decisions/048): Chinese has no spaces between
// words, so both what is indexed and what is asked are cut into words by Intl.Segmenter (zh)
// before SQLite's tokenizer sees them; then 书法 is a word of its own, in an article and in a
// query alike. A query's words must all be there, each as a word's beginning (古 finds 古琴,
// calligraph finds calligraphy); English is stemmed by the index (porter). Pure, so mutation
// testing reaches it.

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const han = /\p{Script=Han}/u;

/** Words a query is cut into at most: more would only slow the search. */
export const queryWordsMax = 12;

/** A text as the index takes it: its Chinese runs cut into words by spaces, the rest as it is. */
export function indexText(text: string): string {
  if (!han.test(text)) return text;
  const out: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    // A word beside a Chinese word gets spaces round it; spaces already there stay one.
    if (han.test(segment)) out.push(` ${segment} `);
    else out.push(segment);
  }
  return out.join('').replace(/ {2,}/g, ' ').trim();
}

/** The words of a query, each a letter or number run or a Chinese word, at most queryWordsMax. */
export function queryWords(query: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(query.normalize('NFKC').toLowerCase())) {
    if (isWordLike && /[\p{L}\p{N}]/u.test(segment)) words.push(segment);
    if (words.length === queryWordsMax) break;
  }
  return words;
}

/** An FTS5 MATCH expression finding texts with every word of `query` (as a word's beginning), or null for none. */
export function matchExpression(query: string): string | null {
  const words = queryWords(query);
  if (words.length === 0) return null;
  // Each word a quoted string (its quotes doubled), so no word is read as an operator.
  return words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' ');
}

/** Marks of the matches while a snippet is made; no text holds them (private use). */
const markOpen = '\uE000';
const markClose = '\uE001';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Characters of text a snippet shows around the first word found. */
export const snippetChars = 90;

/**
 * A snippet of `text` (as the index holds it) for `words` (a query's, as queryWords gives them)
 * as safe HTML: the first place a word is found, with some text around it, every word found in
 * it in <mark>; the text's beginning when none is. A word is found where a word of the text
 * begins with it (or, for a longer word, with all but its last two letters, so calligraphy marks
 * calligraphic as the stemmed index found it).
 */
export function snippetOf(text: string, words: readonly string[]): string {
  const plain = text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/(?<=[\p{Script=Han}\u3000-\u303f\uff00-\uffef]) (?=[\p{Script=Han}\u3000-\u303f\uff00-\uffef])/gu, '');
  if (!plain) return '';
  const stems = words.map((word) => (han.test(word) || word.length <= 4 ? word : word.slice(0, -2)));
  const pattern = stems.length
    ? new RegExp(
        stems.map((stem) => (han.test(stem) ? escapeRegExp(stem) : `(?<![\\p{L}\\p{N}])${escapeRegExp(stem)}[\\p{L}\\p{N}]*`)).join('|'),
        'giu',
      )
    : null;
  const first = pattern ? plain.search(pattern) : -1;
  const start = first <= snippetChars / 3 ? 0 : first - Math.floor(snippetChars / 3);
  const end = Math.min(plain.length, start + snippetChars);
  const piece = plain.slice(start, end);
  const marked = pattern ? piece.replace(pattern, (found) => `${markOpen}${found}${markClose}`) : piece;
  return `${start > 0 ? '…' : ''}${escapeHtml(marked).replaceAll(markOpen, '<mark>').replaceAll(markClose, '</mark>')}${end < plain.length ? '…' : ''}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
