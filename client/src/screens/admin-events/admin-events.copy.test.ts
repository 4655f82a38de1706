import { describe, expect, test } from 'vitest';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { adminEventsCopy } from './admin-events.copy';

describe('the name of event management', () => {
  // The screen's texts moved beside it (issue 22); the user menu still names it from the shared
  // dictionaries, and both must keep saying the same words.
  test('the user menu names the screen as its title does, in both languages', () => {
    expect(en['account.manageEvents']).toBe(adminEventsCopy.en.title);
    expect(zh['account.manageEvents']).toBe(adminEventsCopy.zh.title);
  });
});
