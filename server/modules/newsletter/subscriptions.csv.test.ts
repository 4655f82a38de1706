// The reading of an imported CSV file and the writing of the subscriber list's file.
import { describe, expect, test } from 'vitest';
import { parseCsv, subscribersCsv } from './subscriptions.csv.js';
import { maskEmail, subscriberEmail } from './subscriptions.service.js';

describe('parseCsv', () => {
  test('cells, quotes doubled, commas and line breaks inside quotes; each record with the line it starts on', () => {
    const text = '\uFEFFemail,language\r\na@example.com,zh\n"b@example.com","zh-Hant"\r\n"Chen, ""Hant""\nsecond line",x\nlast@example.com';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['email', 'language'] },
      { line: 2, cells: ['a@example.com', 'zh'] },
      { line: 3, cells: ['b@example.com', 'zh-Hant'] },
      { line: 4, cells: ['Chen, "Hant"\nsecond line', 'x'] },
      { line: 6, cells: ['last@example.com'] },
    ]);
  });

  test('a trailing line break makes no empty record; an empty line is a record of one empty cell', () => {
    expect(parseCsv('email\r\n\r\na@b.ca\r\n')).toEqual([
      { line: 1, cells: ['email'] },
      { line: 2, cells: [''] },
      { line: 3, cells: ['a@b.ca'] },
    ]);
    expect(parseCsv('')).toEqual([]);
  });
});

describe('the subscriber list as a file', () => {
  test('BOM, headers in the language, formula cells neutralised, topics and statuses in words', () => {
    const file = subscribersCsv(
      [
        {
          id: 1,
          email: '=cmd@example.com',
          language: 'zh-Hant',
          topics: ['magazine', 'events'],
          status: 'subscribed',
          source: 'imported',
          createdAt: '2026-11-29T12:00:00.000Z',
          confirmedAt: null,
          unsubscribedAt: null,
        },
      ],
      'en',
    );
    expect(file.startsWith('\uFEFF"Number","E-mail","Status"')).toBe(true);
    expect(file).toContain('"\'=cmd@example.com","Subscribed","Chinese (Traditional)","Magazine, Events","Import","2026-11-29 07:00"');
  });
});

test('addresses: stored trimmed and in lower case; shown with the local part hidden but its first letter', () => {
  expect(subscriberEmail('  Li.Hua@Mail.UToronto.CA ')).toBe('li.hua@mail.utoronto.ca');
  expect(maskEmail('li.hua@mail.utoronto.ca')).toBe('l***@mail.utoronto.ca');
  expect(maskEmail('x@y.ca')).toBe('x***@y.ca');
});
