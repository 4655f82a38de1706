// Event rows for tests, stored through the service (which invalidates the cached lists).
import type { NewEventRow } from '../../server/modules/events/events.repository.js';
import type { TestApp } from './test-app.js';

/** An event row: `title` in English (and a Chinese twin), times as given, the rest plain. */
export function eventRow(title: string, startsAt: string, endsAt: string, extra: Partial<NewEventRow> = {}): NewEventRow {
  const now = new Date().toISOString();
  return {
    title_en: title,
    title_zh: `${title}（中文）`,
    summary_en: '',
    summary_zh: '',
    description_en: '',
    description_zh: '',
    location_en: '',
    location_zh: '',
    starts_at: startsAt,
    ends_at: endsAt,
    time_zone: 'America/Toronto',
    image_url: null,
    is_featured: 0,
    external_url: null,
    created_at: now,
    updated_at: now,
    ...extra,
  };
}

export async function createEvents(t: TestApp, rows: NewEventRow[]) {
  await t.app.services.events.insertMany(rows);
}
