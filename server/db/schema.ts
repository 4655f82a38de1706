// The database as Kysely sees it: one interface per table, columns in snake_case.
import type { Generated } from 'kysely';

export interface EventsTable {
  id: Generated<number>;
  title_en: string;
  title_zh: string;
  summary_en: string;
  summary_zh: string;
  description_en: string;
  description_zh: string;
  location_en: string;
  location_zh: string;
  /** ISO 8601 in UTC, as Date.prototype.toISOString writes it, so text order is time order. */
  starts_at: string;
  ends_at: string;
  time_zone: string;
  image_url: string | null;
  /** 0 or 1. Required on insert: a multi-row insert would write NULL where a row leaves it out. */
  is_featured: number;
  external_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface JoinApplicationsTable {
  id: Generated<number>;
  name: string;
  email: string;
  department: string;
  message: string;
  /** The interface language the applicant used, so a reply can be in it. */
  language: string;
  created_at: string;
}

export interface Database {
  events: EventsTable;
  join_applications: JoinApplicationsTable;
}
