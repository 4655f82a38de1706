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

/** The marks a snippet's matches come between, from SQLite; no text holds them (private use). */
export const markOpen = '\uE000';
export const markClose = '\uE001';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A snippet as safe HTML: the text escaped, its matches in <mark>, and the spaces the index put
 * between Chinese words taken out again.
 */
export function snippetHtml(snippet: string): string {
  // A Chinese character or mark (、。，「」…) on both sides: the space is the index's, not the text's.
  const joined = snippet
    .replace(/\s*\n\s*/g, ' ')
    .replace(
      /(?<=[\p{Script=Han}\u3000-\u303f\uff00-\uffef][\uE000\uE001]?) (?=[\uE000\uE001]?[\p{Script=Han}\u3000-\u303f\uff00-\uffef])/gu,
      '',
    );
  return escapeHtml(joined).replaceAll(markOpen, '<mark>').replaceAll(markClose, '</mark>');
}
