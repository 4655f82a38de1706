// The app's services, built once per app from its database and clock.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import type { Clock } from './lib/clock.js';
import { EventsService } from './modules/events/events.service.js';
import { JoinService } from './modules/join/join.service.js';

export interface Services {
  db: Kysely<Database>;
  clock: Clock;
  events: EventsService;
  join: JoinService;
}

export function createServices(db: Kysely<Database>, clock: Clock): Services {
  return { db, clock, events: new EventsService(db, clock), join: new JoinService(db, clock) };
}
