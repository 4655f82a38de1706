// The one escaping of text put into HTML: the pages' head (page-html.ts) and every mail's HTML
// part (the outbox's layout, server/modules/outbox/outbox.layout.ts).
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text as HTML text or an attribute's value: & < > " ' as entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}
