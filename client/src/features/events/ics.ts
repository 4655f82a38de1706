// Saving an event's .ics file: the server makes it (GET /api/events/{id}.ics, decision 017), the
// browser saves it under a name made from the title.
import { slugOf } from '../../../../shared/slugs';

/** A file name from the title, kept to safe ASCII; falls back to the given name. */
export function icsFileName(title: string, fallback: string): string {
  return `${slugOf(title) || fallback}.ics`;
}

/** The address of one event's file, with its titles and texts in `language`. */
export function eventIcsPath(id: number, language: string): string {
  return `/api/events/${id}.ics?language=${language}`;
}

/** Saves the file at `href` (same origin) as `fileName`. */
export function downloadFrom(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
