import { expect, test } from 'vitest';
import type { Event } from '../../../../shared/events.schema';
import { googleCalendarUrl } from './add-to-calendar';
import { mapUrl } from './map-link';

const event = {
  titleEn: 'Lantern Night',
  titleZh: '元宵灯会',
  summaryEn: 'Lanterns & riddles.',
  summaryZh: '',
  locationEn: 'Hart House, 7 Hart House Circle',
  locationZh: '哈特楼',
  startsAt: '2026-12-05T23:00:00.000Z',
  endsAt: '2026-12-06T02:30:00.000Z',
  timeZone: 'America/Toronto',
} as Event;

test('the map search of the place: the English text first, none without a place', () => {
  expect(mapUrl(event)).toBe('https://www.google.com/maps/search/?api=1&query=Hart%20House%2C%207%20Hart%20House%20Circle');
  expect(mapUrl({ locationEn: '', locationZh: '哈特楼' })).toBe(
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('哈特楼')}`,
  );
  expect(mapUrl({ locationEn: ' ', locationZh: '' })).toBeNull();
});

test('Google Calendar’s add-event page: title and place in the language, UTC times with the zone, the summary (other language’s as fallback) and the page', () => {
  const page = 'https://ccs.example.org/events/lantern-night-1?language=zh';
  const url = new URL(googleCalendarUrl(event, 'zh', page));
  expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    action: 'TEMPLATE',
    text: '元宵灯会',
    dates: '20261205T230000Z/20261206T023000Z',
    ctz: 'America/Toronto',
    details: `Lanterns & riddles.\n\n${page}`,
    location: '哈特楼',
  });
  expect(new URL(googleCalendarUrl({ ...event, summaryEn: '' }, 'en', 'https://x.example/e')).searchParams.get('details')).toBe(
    'https://x.example/e',
  );
});
