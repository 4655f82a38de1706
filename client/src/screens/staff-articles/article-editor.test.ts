import { describe, expect, test } from 'vitest';
import { emptyArticleContent, magazineLimits, type ArticleContent } from '../../../../shared/magazine.schema';
import {
  backupDecision,
  backupKey,
  changedFields,
  effectiveAuthors,
  fieldOfIssuePath,
  imageMarkdown,
  insertAt,
  issuesByField,
  mayAutosave,
  mayRemoveAuthor,
  nextSaveState,
  readBackup,
  resolveStale,
  sameContent,
  saveOutcome,
  tagToAdd,
  type SaveState,
} from './article-editor';

const content = (over: Partial<ArticleContent> = {}): ArticleContent => ({ ...emptyArticleContent, ...over });

describe('the dirty check', () => {
  test('the same text is clean; any field changed is dirty', () => {
    expect(sameContent(content(), content())).toBe(true);
    expect(sameContent(content({ titleEn: 'A' }), content())).toBe(false);
    expect(sameContent(content({ bodyZh: '书法' }), content({ bodyZh: '书法。' }))).toBe(false);
    expect(sameContent(content({ tags: ['a'] }), content({ tags: ['a', 'b'] }))).toBe(false);
    expect(sameContent(content({ authorIds: [1, 2] }), content({ authorIds: [2, 1] }))).toBe(false);
    expect(sameContent(content({ issueId: 3 }), content({ issueId: null }))).toBe(false);
    expect(sameContent(content({ coverAltZh: 'x' }), content())).toBe(false);
  });

  test('what the server would save alike is clean: spaces at the ends (it trims), a tag in another case', () => {
    expect(sameContent(content({ titleEn: 'The Brush  ' }), content({ titleEn: 'The Brush' }))).toBe(true);
    expect(sameContent(content({ bodyEn: '\n\nText\n' }), content({ bodyEn: 'Text' }))).toBe(true);
    // Inside a text, spaces count (Markdown reads them).
    expect(sameContent(content({ bodyEn: 'a  b' }), content({ bodyEn: 'a b' }))).toBe(false);
    expect(sameContent(content({ tags: ['Ink', 'ink'] }), content({ tags: ['ink'] }))).toBe(true);
  });

  test('changedFields names the fields that differ, in the editor’s order', () => {
    expect(changedFields(content({ bodyZh: 'x', titleEn: 'y', tags: ['t'] }), content())).toEqual(['titleEn', 'bodyZh', 'tags']);
    expect(changedFields(content({ titleEn: ' y ' }), content({ titleEn: 'y' }))).toEqual([]);
  });
});

describe('the local backup', () => {
  const backup = { version: 3, content: content({ titleEn: 'Typed', bodyEn: 'Not saved yet' }), at: '2026-12-01T15:00:00.000Z' };

  test('is keyed by the member and the article', () => {
    expect(backupKey(3, 12)).toBe('article-backup:3:12');
    expect(backupKey(3, 12)).not.toBe(backupKey(3, 13));
    // Another member on the same browser is not offered it.
    expect(backupKey(3, 12)).not.toBe(backupKey(4, 12));
  });

  test('reads back what was stored; anything else is no backup', () => {
    expect(readBackup(JSON.stringify(backup))).toEqual(backup);
    expect(readBackup(null)).toBeNull();
    expect(readBackup('')).toBeNull();
    expect(readBackup('{not json')).toBeNull();
    expect(readBackup(JSON.stringify({ content: backup.content, at: backup.at }))).toBeNull();
    expect(readBackup(JSON.stringify({ ...backup, content: { titleEn: 5 } }))).toBeNull();
    expect(readBackup(JSON.stringify({ ...backup, content: { tags: 'a' } }))).toBeNull();
    // A field left out is empty; a field an article does not have is dropped.
    const partial = readBackup(JSON.stringify({ ...backup, content: { bodyZh: '只有这一段', extra: 'x' } }));
    expect(partial?.content).toEqual(content({ bodyZh: '只有这一段' }));
  });

  test('is offered when it holds text the server has not, dropped when the server has the same', () => {
    expect(backupDecision(null, content())).toBe('none');
    expect(backupDecision(backup, content({ titleEn: 'Typed' }))).toBe('offer');
    expect(backupDecision(backup, backup.content)).toBe('discard');
    expect(backupDecision(backup, { ...backup.content, titleEn: 'Typed ' })).toBe('discard');
  });
});

describe('the save-state machine', () => {
  const idle: SaveState = { phase: 'idle' };
  test('saving, then saved at a time or failed with a reason', () => {
    const saving = nextSaveState(idle, { type: 'start' });
    expect(saving).toEqual({ phase: 'saving' });
    expect(nextSaveState(saving, { type: 'saved', at: '10:05' })).toEqual({ phase: 'saved', at: '10:05' });
    expect(nextSaveState(saving, { type: 'failed', reason: 'No network' })).toEqual({ phase: 'failed', reason: 'No network' });
    // A failed save is tried again by the next one.
    expect(nextSaveState({ phase: 'failed', reason: 'x' }, { type: 'start' })).toEqual({ phase: 'saving' });
  });

  test('stale (412) waits for the author’s choice: no save starts until it is resolved', () => {
    const stale = nextSaveState({ phase: 'saving' }, { type: 'stale' });
    expect(stale).toEqual({ phase: 'stale' });
    expect(nextSaveState(stale, { type: 'start' })).toEqual({ phase: 'stale' });
    expect(mayAutosave(stale, true, false, false)).toBe(false);
    const resolved = nextSaveState(stale, { type: 'resolved' });
    expect(resolved).toEqual({ phase: 'idle' });
    expect(mayAutosave(resolved, true, false, false)).toBe(true);
    // Resolving outside a 412 changes nothing.
    expect(nextSaveState({ phase: 'saved', at: 'x' }, { type: 'resolved' })).toEqual({ phase: 'saved', at: 'x' });
  });

  test('locked (409) stays locked', () => {
    const locked = nextSaveState({ phase: 'saving' }, { type: 'locked' });
    expect(locked).toEqual({ phase: 'locked' });
    for (const event of [{ type: 'start' }, { type: 'saved', at: 'x' }, { type: 'failed', reason: 'x' }, { type: 'resolved' }] as const)
      expect(nextSaveState(locked, event)).toEqual(locked);
    expect(mayAutosave(locked, true, false, false)).toBe(false);
  });

  test('an autosave starts only with something to save, nothing on its way, and the form writable', () => {
    expect(mayAutosave(idle, true, false, false)).toBe(true);
    expect(mayAutosave(idle, false, false, false)).toBe(false);
    expect(mayAutosave(idle, true, true, false)).toBe(false);
    expect(mayAutosave(idle, true, false, true)).toBe(false);
    expect(mayAutosave({ phase: 'failed', reason: 'x' }, true, false, false)).toBe(true);
  });

  test('a failed save’s code decides: 412 stale, 409 locked, anything else failed', () => {
    expect(saveOutcome('STALE_VERSION')).toBe('stale');
    expect(saveOutcome('PRECONDITION_FAILED')).toBe('stale');
    expect(saveOutcome('CONFLICT')).toBe('locked');
    expect(saveOutcome('BAD_REQUEST')).toBe('failed');
    expect(saveOutcome(undefined)).toBe('failed');
  });
});

describe('after a 412', () => {
  const mine = content({ titleEn: 'Mine', bodyEn: 'My paragraph', tags: ['ink'] });
  const theirs = { version: 7, content: content({ titleEn: 'Theirs', bodyEn: 'My paragraph' }) };

  test('keep mine: my text stays, saved over theirs from their version', () => {
    const kept = resolveStale('keepMine', mine, theirs);
    expect(kept.content).toBe(mine);
    expect(kept.version).toBe(7);
    // Still dirty against theirs, so it saves.
    expect(sameContent(kept.content, kept.saved)).toBe(false);
    expect(kept.keptAside).toBeNull();
  });

  test('load theirs: their text in the editor, mine kept aside with the fields that differ (nothing lost)', () => {
    const loaded = resolveStale('loadTheirs', mine, theirs);
    expect(loaded.content).toEqual(theirs.content);
    expect(sameContent(loaded.content, loaded.saved)).toBe(true);
    expect(loaded.version).toBe(7);
    expect(loaded.keptAside).toEqual({ content: mine, fields: ['titleEn', 'tags'] });
    expect(resolveStale('loadTheirs', theirs.content, theirs).keptAside).toBeNull();
  });
});

describe('the server’s issues', () => {
  test('each names its field, without the content. prefix; others are kept for the summary', () => {
    expect(fieldOfIssuePath('content.bodyEn')).toBe('bodyEn');
    expect(fieldOfIssuePath('content.authorIds.2')).toBe('authorIds');
    expect(fieldOfIssuePath('titleZh')).toBe('titleZh');
    expect(fieldOfIssuePath('content.nothing')).toBeNull();
    expect(fieldOfIssuePath('')).toBeNull();
    expect(
      issuesByField([
        { path: 'content.bodyEn', message: 'Body missing' },
        { path: 'content.bodyEn', message: 'Image alt' },
        { path: 'content.titleZh', message: 'Title missing' },
        { path: 'version', message: 'Odd' },
      ]),
    ).toEqual({ fields: { bodyEn: 'Body missing', titleZh: 'Title missing' }, other: ['Odd'] });
  });
});

describe('tags', () => {
  test('trimmed, once whatever the case, at most the limit, no slash', () => {
    expect(tagToAdd([], '  calligraphy ')).toEqual({ tag: 'calligraphy' });
    expect(tagToAdd(['Calligraphy'], 'calligraphy')).toBeNull();
    expect(tagToAdd([], 'a/b')).toEqual({ error: 'validation.tag' });
    expect(tagToAdd([], '   ')).toEqual({ error: 'validation.tag' });
    expect(tagToAdd([], 'x'.repeat(magazineLimits.tag + 1))).toEqual({ error: 'validation.tag' });
    const full = Array.from({ length: magazineLimits.tags }, (_, i) => `t${i}`);
    expect(tagToAdd(full, 'one more')).toEqual({ error: 'validation.tagsTooMany' });
    expect(tagToAdd(full.slice(1), 'one more')).toEqual({ tag: 'one more' });
  });
});

describe('images in a body', () => {
  test('the Markdown names the alt text and the address; brackets in the alt text cannot end it', () => {
    expect(imageMarkdown(' A brush ', '/uploads/images/a-10x10.jpg')).toBe('![A brush](/uploads/images/a-10x10.jpg)');
    expect(imageMarkdown('a [b]\nc', '/u.jpg')).toBe('![a \\[b\\] c](/u.jpg)');
  });

  test('goes in at the cursor, a paragraph of its own; the cursor after it', () => {
    expect(insertAt('', 0, 0, '![a](u)')).toEqual({ text: '![a](u)', cursor: 7 });
    expect(insertAt('One.Two.', 4, 4, 'I')).toEqual({ text: 'One.\n\nI\n\nTwo.', cursor: 7 });
    expect(insertAt('One.\n\nTwo.', 6, 6, 'I')).toEqual({ text: 'One.\n\nI\n\nTwo.', cursor: 7 });
    expect(insertAt('One.\n', 5, 5, 'I')).toEqual({ text: 'One.\n\nI', cursor: 7 });
    // A selection is replaced.
    expect(insertAt('One SEL two', 4, 7, 'I')).toEqual({ text: 'One \n\nI\n\n two', cursor: 7 });
  });
});

describe('the byline', () => {
  test('none chosen: the account that started it, as the server reads it', () => {
    expect(effectiveAuthors([], 4)).toEqual([4]);
    expect(effectiveAuthors([], null)).toEqual([]);
    expect(effectiveAuthors([5, 4], 4)).toEqual([5, 4]);
  });

  test('never the last one off; an author who did not start it keeps themselves on; an editor may take anyone off', () => {
    expect(mayRemoveAuthor(4, [4], 4, 4, true)).toBe(false);
    expect(mayRemoveAuthor(5, [4, 5], 4, 4, false)).toBe(true);
    expect(mayRemoveAuthor(4, [4, 5], 4, 4, false)).toBe(true);
    expect(mayRemoveAuthor(5, [4, 5], 5, 4, false)).toBe(false);
    expect(mayRemoveAuthor(5, [4, 5], 5, 4, true)).toBe(true);
  });
});

describe('an upload’s answer', () => {
  test('is the stored path an article may name, or nothing', async () => {
    const { acceptUploadedPath } = await import('./upload');
    expect(acceptUploadedPath({ url: '/uploads/images/abc_D-1-640x480.jpg', width: 640 })).toBe('/uploads/images/abc_D-1-640x480.jpg');
    expect(acceptUploadedPath({ url: '/uploads/images/abc-640x480.webp' })).toBeNull();
    expect(acceptUploadedPath({ url: 'https://evil.example/x.jpg' })).toBeNull();
    expect(acceptUploadedPath(null)).toBeNull();
  });
});
