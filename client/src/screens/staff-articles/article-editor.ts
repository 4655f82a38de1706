// The article editor's logic without React (issue 36, item 2), so it is unit tested: whether the
// text differs from what the server has (the dirty check), whether a local backup is worth
// offering back, where an autosave stands (the save-state machine), what a stale save (412) leaves
// the author to choose, and which field a server's issue is about.
import { emptyArticleContent, magazineLimits, tagSchema, type ArticleContent } from '../../../../shared/magazine.schema';

export type ContentField = keyof ArticleContent;
export const contentFields = Object.keys(emptyArticleContent) as ContentField[];

/** The text fields, in the order the editor shows them (the first with an error gets focus). */
export const editorFields = [
  'titleEn',
  'standfirstEn',
  'bodyEn',
  'titleZh',
  'standfirstZh',
  'bodyZh',
  'titleZhHant',
  'standfirstZhHant',
  'bodyZhHant',
  'coverUrl',
  'coverAltEn',
  'coverAltZh',
  'tags',
  'authorIds',
  'guestByline',
  'issueId',
] as const satisfies readonly ContentField[];
export type EditorField = (typeof editorFields)[number];

/** The content as the server keeps it: texts trimmed (it trims them), tags once each whatever their case. */
export function normalized(content: ArticleContent): ArticleContent {
  const out = { ...content };
  for (const field of contentFields) {
    const value = content[field];
    if (typeof value === 'string') (out as Record<string, unknown>)[field] = value.trim();
  }
  out.tags = [...new Map(content.tags.map((tag) => [tag.trim().toLowerCase(), tag.trim()])).values()];
  return out;
}

/** Whether two contents would be saved alike (the dirty check: what is typed against what is saved). */
export function sameContent(a: ArticleContent, b: ArticleContent): boolean {
  const x = normalized(a);
  const y = normalized(b);
  return contentFields.every((field) => JSON.stringify(x[field]) === JSON.stringify(y[field]));
}

/** The fields in which two contents differ, in the editor's order. */
export function changedFields(a: ArticleContent, b: ArticleContent): EditorField[] {
  const x = normalized(a);
  const y = normalized(b);
  return editorFields.filter((field) => JSON.stringify(x[field]) !== JSON.stringify(y[field]));
}

// Backup of unsaved changes in this browser

export interface Backup {
  /** The version the typed text was made from. */
  version: number;
  content: ArticleContent;
  /** When it was written (ISO). */
  at: string;
}

/** Where the browser keeps a member's unsaved text of an article: per account, so another member signing in on the same browser is not offered it. */
export const backupKey = (accountId: number, id: number) => `article-backup:${accountId}:${id}`;

/** A stored backup, or null when there is none or it is not one (an old format, a hand edit). */
export function readBackup(stored: string | null): Backup | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<Backup>;
    if (typeof value.version !== 'number' || typeof value.at !== 'string' || !value.content || typeof value.content !== 'object')
      return null;
    // Only the fields an article has, each of its kind; a missing one is empty.
    const content = { ...emptyArticleContent };
    for (const field of contentFields) {
      const got = (value.content as Record<string, unknown>)[field];
      const empty = emptyArticleContent[field];
      if (got === undefined) continue;
      if (typeof empty === 'string' && typeof got !== 'string') return null;
      if (Array.isArray(empty) && !Array.isArray(got)) return null;
      (content as Record<string, unknown>)[field] = got;
    }
    if (value.content.issueId !== undefined && value.content.issueId !== null && typeof value.content.issueId !== 'number') return null;
    return { version: value.version, content, at: value.at };
  } catch {
    return null;
  }
}

/**
 * What to do with a backup found when the editor opens: `offer` it when it holds text the server
 * does not have, `discard` it when the server has the same (it was saved after all), `none`.
 */
export function backupDecision(backup: Backup | null, server: ArticleContent): 'offer' | 'discard' | 'none' {
  if (!backup) return 'none';
  return sameContent(backup.content, server) ? 'discard' : 'offer';
}

// The save-state machine

export type SaveState =
  | { phase: 'idle' }
  | { phase: 'saving' }
  | { phase: 'saved'; at: string }
  | { phase: 'failed'; reason: string }
  /** Someone saved since the version the text was made from (412): nothing saves until the author chooses. */
  | { phase: 'stale' }
  /** The article waits for review (409): read-only. */
  | { phase: 'locked' };

export type SaveEvent =
  | { type: 'start' }
  | { type: 'saved'; at: string }
  | { type: 'failed'; reason: string }
  | { type: 'stale' }
  | { type: 'locked' }
  /** The author chose (keep mine, load theirs): saving may go on. */
  | { type: 'resolved' };

export function nextSaveState(state: SaveState, event: SaveEvent): SaveState {
  // A locked article stays so until the page reads it again.
  if (state.phase === 'locked') return state;
  switch (event.type) {
    case 'start':
      return state.phase === 'stale' ? state : { phase: 'saving' };
    case 'saved':
      return { phase: 'saved', at: event.at };
    case 'failed':
      return { phase: 'failed', reason: event.reason };
    case 'stale':
      return { phase: 'stale' };
    case 'locked':
      return { phase: 'locked' };
    case 'resolved':
      return state.phase === 'stale' ? { phase: 'idle' } : state;
  }
}

/** Whether an autosave may start now: there is something to save, nothing on its way, and no choice or lock in the way. */
export function mayAutosave(state: SaveState, dirty: boolean, inFlight: boolean, readOnly: boolean): boolean {
  return dirty && !inFlight && !readOnly && state.phase !== 'stale' && state.phase !== 'locked';
}

/** How a failed save is read: its code (from the server's answer) decides what the editor does. */
export function saveOutcome(code: string | undefined): 'stale' | 'locked' | 'failed' {
  if (code === 'STALE_VERSION' || code === 'PRECONDITION_FAILED') return 'stale';
  if (code === 'CONFLICT') return 'locked';
  return 'failed';
}

/**
 * After a 412, the two ways on. `keepMine`: save the typed text over theirs, made from their
 * version. `loadTheirs`: their text in the editor, the typed one kept aside (the fields that differ).
 */
export function resolveStale(
  choice: 'keepMine' | 'loadTheirs',
  mine: ArticleContent,
  theirs: { version: number; content: ArticleContent },
): {
  content: ArticleContent;
  saved: ArticleContent;
  version: number;
  keptAside: { content: ArticleContent; fields: EditorField[] } | null;
} {
  if (choice === 'keepMine') return { content: mine, saved: theirs.content, version: theirs.version, keptAside: null };
  const fields = changedFields(mine, theirs.content);
  return {
    content: theirs.content,
    saved: theirs.content,
    version: theirs.version,
    keptAside: fields.length > 0 ? { content: mine, fields } : null,
  };
}

// Fields and their errors

/** The editor's field a server issue's path names (`content.bodyEn`, `content.authorIds.0`), or null. */
export function fieldOfIssuePath(path: string): EditorField | null {
  const field = path.replace(/^content\./, '').split('.')[0] ?? '';
  return (editorFields as readonly string[]).includes(field) ? (field as EditorField) : null;
}

/** The server's issues keyed by field (the first of each), plus those about no field of the editor. */
export function issuesByField(issues: ReadonlyArray<{ path: string; message: string }>): {
  fields: Partial<Record<EditorField, string>>;
  other: string[];
} {
  const fields: Partial<Record<EditorField, string>> = {};
  const other: string[] = [];
  for (const issue of issues) {
    const field = fieldOfIssuePath(issue.path);
    if (field === null) other.push(issue.message);
    else if (!fields[field]) fields[field] = issue.message;
  }
  return { fields, other };
}

/** A tag to add: trimmed, or why not (a dictionary key), or null when it is there already. */
export function tagToAdd(
  tags: readonly string[],
  typed: string,
): { tag: string } | { error: 'validation.tag' | 'validation.tagsTooMany' } | null {
  const parsed = tagSchema.safeParse(typed);
  if (!parsed.success) return { error: 'validation.tag' };
  if (tags.some((tag) => tag.toLowerCase() === parsed.data.toLowerCase())) return null;
  if (tags.length >= magazineLimits.tags) return { error: 'validation.tagsTooMany' };
  return { tag: parsed.data };
}

/** The Markdown of an image (alt text required; brackets that would end it are escaped), with blank lines around it. */
export function imageMarkdown(alt: string, url: string): string {
  const text = alt
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[[\]\\]/g, (c) => `\\${c}`);
  return `![${text}](${url})`;
}

/** `text` with `insert` put at [start, end), on a paragraph of its own; the cursor's place after it. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; cursor: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const middle = `${lead}${insert}${trail}`;
  return { text: `${before}${middle}${after}`, cursor: before.length + lead.length + insert.length };
}

/**
 * The byline's accounts as the editor shows them: those chosen, or (none chosen) the account that
 * started it, as the server reads an empty list.
 */
export function effectiveAuthors(authorIds: readonly number[], createdBy: number | null): number[] {
  return authorIds.length > 0 ? [...authorIds] : createdBy === null ? [] : [createdBy];
}

/**
 * Whether `me` may take `id` off the byline: not when it is the last one, and an author who did not
 * start the article does not take themselves off (they would lose it); an editor may.
 */
export function mayRemoveAuthor(id: number, authors: readonly number[], me: number, createdBy: number | null, isEditor: boolean): boolean {
  if (authors.length <= 1) return false;
  return isEditor || id !== me || createdBy === me;
}
