import { describe, expect, test } from 'vitest';
import { siteContentSeed } from '../../../../shared/site-content.seed';
import {
  differingParts,
  errorsByPath,
  firstErrorPath,
  mergeParts,
  paragraphsToText,
  setAt,
  textToLines,
  textToParagraphs,
} from './site-form';

describe('the site content form', () => {
  test('lines and paragraphs round-trip through their textareas; blank lines are dropped', () => {
    expect(textToLines(' Hart House \n\n7 Hart House Circle\n')).toEqual(['Hart House', '7 Hart House Circle']);
    expect(textToParagraphs(paragraphsToText(['One.', 'Two,\nstill two.']))).toEqual(['One.', 'Two,\nstill two.']);
  });

  test('errors by path from the client’s zod issues and the server’s, the first in the form’s order', () => {
    const errors = errorsByPath(
      [
        { path: ['social', 0, 'url'], message: 'validation.httpsUrl' },
        { path: 'content.charity.amount', message: 'The total must be a whole number, 0 or more.' },
        { path: ['social', 0, 'url'], message: 'second message for the same field' },
      ],
      (message) => (message.startsWith('validation.') ? `translated ${message}` : message),
    );
    expect(errors).toEqual({
      'social.0.url': 'translated validation.httpsUrl',
      'charity.amount': 'The total must be a whole number, 0 or more.',
    });
    expect(firstErrorPath(errors, ['name.en', 'social.0.url', 'charity.amount'])).toBe('social.0.url');
  });

  test('setAt changes one value in a copy; differingParts names the parts that differ', () => {
    const seed = siteContentSeed();
    const changed = setAt(seed, 'departments.2.summary.en', 'New text');
    expect(changed.departments[2]!.summary.en).toBe('New text');
    expect(seed.departments[2]!.summary.en).not.toBe('New text');
    expect(changed.departments[1]).toBe(seed.departments[1]);
    expect(differingParts(seed, changed)).toEqual(['departments']);
    expect(differingParts(seed, setAt(setAt(seed, 'charity.amount', 5), 'email', 'a@b.ca'))).toEqual(['email', 'charity']);
  });

  test('their version merged by part: what I typed kept, what only they changed taken, what we both changed kept mine and named', () => {
    const base = siteContentSeed();
    const mine = { ...setAt(base, 'email', 'mine@uoftccs.ca'), wechat: { searchName: 'mine' } };
    const theirs = { ...setAt(base, 'email', 'theirs@uoftccs.ca'), charity: { ...base.charity, amount: 1 } };
    const merged = mergeParts(base, mine, theirs);
    expect(merged.content.email).toBe('mine@uoftccs.ca');
    expect(merged.content.wechat.searchName).toBe('mine');
    expect(merged.content.charity.amount).toBe(1);
    expect(merged.taken).toEqual(['charity']);
    expect(merged.conflicts).toEqual(['email']);
    // The same change on both sides is no conflict.
    expect(mergeParts(base, theirs, theirs)).toEqual({ content: theirs, taken: [], conflicts: [] });
  });
});
