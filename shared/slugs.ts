// Readable addresses made from titles (issue 23): an event's page is /events/{slug}, its slug the
// English title in safe ASCII followed by the event's id (`lantern-night-2026-142`). The id is
// what finds the event, so an old slug still names it after a title edit (and is redirected to
// the current one); the words are for people and link previews. The same words name the
// event's .ics file when a browser saves it.

/** The longest run of words kept from a title. */
export const slugWordsMax = 60;

/** A title in safe ASCII words joined by hyphens ("Café, “Qin” night" → "cafe-qin-night"); '' when none is left (a Chinese title). */
export function slugOf(title: string): string {
  // Runs of spaces, underscores and hyphens are one hyphen by then: one at each end at most.
  return title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-/, '')
    .slice(0, slugWordsMax)
    .replace(/-$/, '');
}

/** The slug of an event's page: its English title's words and its id, or `event-{id}` without words. */
export function eventSlug(event: { id: number; titleEn: string }): string {
  return `${slugOf(event.titleEn) || 'event'}-${event.id}`;
}

/** The id at the end of an event's slug (the words before it may be old), or null when there is none. */
export function eventIdOfSlug(slug: string): number | null {
  const id = Number(/-([1-9]\d{0,15})$/.exec(slug)?.[1]);
  return Number.isSafeInteger(id) ? id : null;
}

/** The slug of an article's page (/magazine/{slug}): its English title's words and its id, or `article-{id}` without words. */
export function articleSlug(article: { id: number; titleEn: string }): string {
  return `${slugOf(article.titleEn) || 'article'}-${article.id}`;
}

/** The id a magazine address names: the id at the end of a slug, or the id alone. */
export function articleIdOfSlug(slug: string): number | null {
  if (/^[1-9]\d{0,15}$/.test(slug)) {
    const id = Number(slug);
    return Number.isSafeInteger(id) ? id : null;
  }
  return eventIdOfSlug(slug);
}
