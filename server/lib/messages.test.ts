import { expect, test } from 'vitest';
import { isMessageKey, messageKeys, translate } from './messages.js';

test('every server message exists, non-empty, in both languages', () => {
  for (const key of ['errors.internal', 'errors.tooManyRequests', 'validation.email'] as const) {
    expect(isMessageKey(key)).toBe(true);
    expect(translate('en', key)).not.toBe('');
    expect(translate('zh', key)).not.toBe(translate('en', key));
  }
  expect(isMessageKey('toString')).toBe(false);
});

test('the Chinese messages say 你 throughout, as the interface does (never the formal 您)', () => {
  expect(messageKeys.filter((key) => translate('zh', key).includes('您'))).toEqual([]);
});
