import { expect, test } from 'vitest';
import { eventIcsPath, icsFileName } from './ics';

test('file names from titles: safe ASCII, the fallback for a title with none', () => {
  expect(icsFileName('New Year Concert 2027!', 'event-3')).toBe('new-year-concert-2027.ics');
  expect(icsFileName('Café, “Qin” night', 'event-3')).toBe('cafe-qin-night.ics');
  expect(icsFileName('新年音乐会', 'event-3')).toBe('event-3.ics');
});

test('the server’s file of an event, in a language', () => {
  expect(eventIcsPath(3, 'zh')).toBe('/api/events/3.ics?language=zh');
});
