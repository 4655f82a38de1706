import { expect, test } from 'vitest';
import { buildIcs, escapeText, foldLine } from './ics';

test('TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11)', () => {
  expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  expect(escapeText('Hart House; Room 1, 2nd floor')).toBe('Hart House\\; Room 1\\, 2nd floor');
});

test('content lines fold at 75 octets, counting UTF-8 bytes, never splitting a character', () => {
  const line = `SUMMARY:${'新年音乐会'.repeat(10)}`;
  const folded = foldLine(line);
  const pieces = folded.split('\r\n');
  for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
  expect(pieces.slice(1).every((p) => p.startsWith(' '))).toBe(true);
  expect(pieces.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  expect(foldLine('short')).toBe('short');
});

test('an event file carries escaped text and UTC times', () => {
  const ics = buildIcs(
    { uid: 'event-1@example', title: 'Tea; talk', description: 'One, two', location: 'Room 1; 2', startsAt: '2026-01-16T00:00:00.000Z', endsAt: '2026-01-16T01:30:00.000Z' },
    new Date('2026-01-01T00:00:00Z'),
  );
  expect(ics).toContain('SUMMARY:Tea\\; talk');
  expect(ics).toContain('LOCATION:Room 1\\; 2');
  expect(ics).toContain('DTSTART:20260116T000000Z');
  expect(ics).toContain('DTEND:20260116T013000Z');
  expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
});
