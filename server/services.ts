// The app's services, built once per app from its database and clock.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './lib/mail.js';
import type { Passwords } from './lib/passwords.js';
import { ReadCache } from './lib/read-cache.js';
import { AuditService } from './modules/audit/audit.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { CheckInService } from './modules/check-in/check-in.service.js';
import { TotpService } from './modules/auth/totp.service.js';
import { PasskeysService } from './modules/auth/passkeys.service.js';
import type { SecretBox } from './lib/secret-box.js';
import { SessionsService } from './modules/auth/sessions.service.js';
import { EventsService } from './modules/events/events.service.js';
import { OutboxService } from './modules/outbox/outbox.service.js';
import { JoinService } from './modules/join/join.service.js';
import { MagazineService } from './modules/magazine/magazine.service.js';
import { NewsletterSubscriptionsService } from './modules/newsletter/subscriptions.service.js';
import { NewslettersService } from './modules/newsletter/newsletters.service.js';
import { SearchService } from './modules/search/search.service.js';
import { ProfilesService } from './modules/profiles/profiles.service.js';
import { RegistrationsService } from './modules/registrations/registrations.service.js';
import type { AdminMfaMode } from './modules/auth/admin-mfa.js';
import { SiteService } from './modules/site/site.service.js';
import { renamerOf } from './modules/site/site.names.js';
import { StaffService } from './modules/staff/staff.service.js';
import { TeamService } from './modules/team/team.service.js';
import { TermsService } from './modules/terms/terms.service.js';
import { UploadsService } from './modules/uploads/uploads.service.js';

/** The caches of public reads, one per area whose writes invalidate it. */
export type ReadCaches = Record<'events' | 'team' | 'site' | 'magazine' | 'search', ReadCache>;
export type ReadCacheName = keyof ReadCaches;

export interface Services {
  db: Kysely<Database>;
  readCaches: ReadCaches;
  clock: Clock;
  /** PUBLIC_ORIGIN: the address in mails, calendar files and structured data. */
  publicOrigin: string;
  /** The transport (nodemailer); every mail goes through the outbox, which uses it. */
  mail: Mailer;
  /** Every mail: sent now, or kept and sent again; the jobs runner (docs/decisions/045-mail-outbox.md). */
  outbox: OutboxService;
  passwords: Passwords;
  audit: AuditService;
  auth: AuthService;
  totp: TotpService;
  passkeys: PasskeysService;
  sessions: SessionsService;
  events: EventsService;
  join: JoinService;
  uploads: UploadsService;
  staff: StaffService;
  profiles: ProfilesService;
  registrations: RegistrationsService;
  team: TeamService;
  /** The society's facts and texts (issue 26). */
  site: SiteService;
  terms: TermsService;
  /** The magazine (issue 36): articles, their review and the issues. */
  magazine: MagazineService;
  /** One search of the magazine and the events (issue 36). */
  search: SearchService;
  /** The newsletter's subscribers (issue 37): subscribe, confirm, preferences, leave; the editors' list. */
  newsletterSubscriptions: NewsletterSubscriptionsService;
  /** Newsletters: composing and sending through the outbox (issue 37, docs/decisions/050). */
  newsletters: NewslettersService;
  /** Check-in at the door: tickets, scans, the offline guest list, walk-ins, volunteers' links (issue 38). */
  checkIn: CheckInService;
}

export interface ServiceOptions {
  /** The transport; the outbox made here sends through it. */
  mail: Mailer;
  passwords: Passwords;
  allowedEmailDomains: readonly string[];
  publicOrigin: string;
  /** DATA_DIR/uploads: served at /uploads/ and /static/. */
  uploadsDir: string;
  /** Seals TOTP secrets (docs/decisions/031). */
  secretBox: SecretBox;
  /** ADMIN_MFA (docs/decisions/032). */
  adminMfa: AdminMfaMode;
  /** Where services log what fails outside a request's answer (a registration mail). */
  log?: FastifyBaseLogger;
  /** NEWSLETTER_RATE_PER_MINUTE (default newsletterRatePerMinute). */
  newsletterRatePerMinute?: number;
}

/** Newsletter mails a minute unless configured: what a Gmail or university SMTP account takes. */
export const newsletterRatePerMinute = 60;

export function createServices(db: Kysely<Database>, clock: Clock, options: ServiceOptions): Services {
  const { mail, passwords } = options;
  const audit = new AuditService(db, clock);
  const readCaches: ReadCaches = {
    events: new ReadCache(clock),
    team: new ReadCache(clock),
    site: new ReadCache(clock),
    magazine: new ReadCache(clock),
    search: new ReadCache(clock),
  };
  // A save of the society's record changes what every public read may show (names, departments, addresses in structured data).
  const site = new SiteService({
    db,
    clock,
    audit,
    changed: () => {
      for (const cache of Object.values(readCaches)) cache.invalidate();
    },
  });
  // Its name and address as mails and calendar files give them (issue 26).
  const society = async () => {
    const stored = await site.current();
    return { name: stored.content.name, email: stored.content.email, rename: renamerOf(stored) };
  };
  const outbox = new OutboxService({ db, clock, mailer: mail, log: options.log, site });
  const newsletterSubscriptions = new NewsletterSubscriptionsService({
    db,
    clock,
    audit,
    outbox,
    box: options.secretBox,
    publicOrigin: options.publicOrigin,
    log: options.log,
    society,
  });
  const auth = new AuthService({
    db,
    clock,
    outbox,
    passwords,
    allowedEmailDomains: options.allowedEmailDomains,
    publicOrigin: options.publicOrigin,
    audit,
    log: options.log,
    adminMfa: options.adminMfa,
    society,
  });
  // A member's names show on their articles' bylines too.
  const teamChanged = () => {
    readCaches.team.invalidate();
    readCaches.magazine.invalidate();
  };
  const uploads = new UploadsService({ uploadsDir: options.uploadsDir, audit });
  const profiles = new ProfilesService({ db, clock, audit, uploads, uploadsDir: options.uploadsDir, changed: teamChanged });
  // The search holds the events' and the articles' texts: a change of either is one of the search's too.
  const searchChanged = () => {
    readCaches.search.invalidate();
    search.changed();
  };
  const eventsChanged = () => {
    readCaches.events.invalidate();
    searchChanged();
  };
  const registrations = new RegistrationsService({
    db,
    clock,
    audit,
    outbox,
    publicOrigin: options.publicOrigin,
    log: options.log,
    changed: eventsChanged,
    society,
    newsletter: (email, language) => newsletterSubscriptions.subscribeFromRegistration(email, language),
  });
  const totp = new TotpService({ db, clock, passwords, audit, box: options.secretBox, society, adminMfa: options.adminMfa });
  const team = new TeamService(db, site);
  const events = new EventsService({ db, clock, audit, changed: eventsChanged, registrations });
  const checkIn = new CheckInService({ db, clock, audit, registrations, publicOrigin: options.publicOrigin, changed: eventsChanged });
  const magazine = new MagazineService({
    db,
    clock,
    audit,
    publicOrigin: options.publicOrigin,
    changed: () => {
      readCaches.magazine.invalidate();
      searchChanged();
    },
    bylines: (ids, side) => team.bylines(ids, side),
    accountOfUsername: (username) => team.accountOfUsername(username),
  });
  const search = new SearchService(db, [magazine.searchSource(), events.searchSource()]);
  const newsletters = new NewslettersService({
    db,
    clock,
    audit,
    outbox,
    publicOrigin: options.publicOrigin,
    box: options.secretBox,
    perMinute: options.newsletterRatePerMinute ?? newsletterRatePerMinute,
    magazine,
    events,
    site,
  });
  return {
    db,
    readCaches,
    clock,
    publicOrigin: options.publicOrigin,
    mail,
    outbox,
    passwords,
    audit,
    auth,
    totp,
    passkeys: new PasskeysService({
      db,
      clock,
      passwords,
      audit,
      publicOrigin: options.publicOrigin,
      outbox,
      log: options.log,
      society,
      adminMfa: options.adminMfa,
      confirmSecondFactor: (user, code) => totp.confirmSecondFactor(user, code),
    }),
    sessions: new SessionsService({ db, clock, audit }),
    events,
    join: new JoinService(db, clock, audit),
    uploads,
    staff: new StaffService({ db, clock, passwords, audit, auth, changed: teamChanged, avatars: profiles }),
    profiles,
    registrations,
    checkIn,
    team,
    site,
    magazine,
    search,
    newsletterSubscriptions,
    newsletters,
    terms: new TermsService({
      db,
      clock,
      audit,
      auth,
      outbox,
      publicOrigin: options.publicOrigin,
      log: options.log,
      changed: teamChanged,
      avatars: profiles,
      shownTeam: (trx) => team.shownMembers(trx),
      newsletterOffer: (trx, actor, email, language) => newsletterSubscriptions.offerToLeaver(trx, actor, email, language),
    }),
  };
}
