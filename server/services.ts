// The app's services, built once per app from its database and clock.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './lib/mail.js';
import type { Passwords } from './lib/passwords.js';
import { AuthService } from './modules/auth/auth.service.js';
import { EventsService } from './modules/events/events.service.js';
import { JoinService } from './modules/join/join.service.js';

export interface Services {
  db: Kysely<Database>;
  clock: Clock;
  mail: Mailer;
  passwords: Passwords;
  auth: AuthService;
  events: EventsService;
  join: JoinService;
}

export interface ServiceOptions {
  mail: Mailer;
  passwords: Passwords;
  allowedEmailDomains: readonly string[];
  publicOrigin: string;
}

export function createServices(db: Kysely<Database>, clock: Clock, options: ServiceOptions): Services {
  const { mail, passwords } = options;
  return {
    db,
    clock,
    mail,
    passwords,
    auth: new AuthService({ db, clock, mail, passwords, allowedEmailDomains: options.allowedEmailDomains, publicOrigin: options.publicOrigin }),
    events: new EventsService(db, clock),
    join: new JoinService(db, clock),
  };
}
