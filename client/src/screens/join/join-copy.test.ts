import { describe, expect, test } from 'vitest';
import { endSentence, joinCopy } from './join.copy';

describe('the join confirmation', () => {
  test('a time that ends in a period does not get a second one', () => {
    expect(endSentence('received 5:40 a.m.')).toBe('received 5:40 a.m.');
    expect(joinCopy.en.successReference(12, 'Jan 15, 2026, 5:40 a.m.')).toBe('Reference number 12, received Jan 15, 2026, 5:40 a.m.');
    expect(joinCopy.en.successReference(12, 'Jan 15, 2026, 5:40 a.m. EST')).toBe(
      'Reference number 12, received Jan 15, 2026, 5:40 a.m. EST.',
    );
    expect(joinCopy.zh.successReference(12, '2026年1月15日 多伦多时间 05:40')).toBe(
      '申请编号 12，收到时间：2026年1月15日 多伦多时间 05:40。',
    );
  });
});
