// The database as Kysely sees it: one interface per table, columns in snake_case.
import type { Generated } from 'kysely';
import type { ProfileStatus } from '../../shared/auth.schema.js';
import type { Department } from '../../shared/departments.js';

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
  /**
   * Traditional Chinese (issue 25, docs/decisions/036): each Chinese field's `_zh_hant`, converted
   * from the Simplified when it is written, and `_zh_hant_override`, the staff's own Traditional
   * text ('' for none), which wins. Reads never convert.
   */
  title_zh_hant: Generated<string>;
  title_zh_hant_override: Generated<string>;
  summary_zh_hant: Generated<string>;
  summary_zh_hant_override: Generated<string>;
  description_zh_hant: Generated<string>;
  description_zh_hant_override: Generated<string>;
  location_zh_hant: Generated<string>;
  location_zh_hant_override: Generated<string>;
  /** ISO 8601 in UTC, as Date.prototype.toISOString writes it, so text order is time order. */
  starts_at: string;
  ends_at: string;
  time_zone: string;
  image_url: string | null;
  /** 0 or 1. Required on insert: a multi-row insert would write NULL where a row leaves it out. */
  is_featured: number;
  external_url: string | null;
  /** The programme page it belongs to (shared/events.ts `eventProgrammes`), or null. */
  programme: 'qin-society' | 'new-year-concert' | null;
  /** 0 or 1: takes registrations (until registration_deadline, else starts_at). */
  registration_open: Generated<number>;
  /** Seats; null for no limit. */
  capacity: number | null;
  /** ISO 8601 in UTC; null for the start. */
  registration_deadline: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventRegistrationsTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  /** As given (shared/email.ts normalizeEmail). */
  email: string;
  /** shared/email.ts mailboxKey: one live registration per mailbox and event. */
  mailbox: string;
  language: 'en' | 'zh' | 'zh-Hant';
  status: 'confirmed' | 'waitlisted' | 'cancelled';
  /** sha256 (hex) of the cancel link's secret (the first mail's). */
  token_hash: string;
  /** sha256 (hex) of the cancel link's secret in the mail of a move up from the waitlist; null before one. */
  promotion_token_hash: Generated<string | null>;
  created_at: string;
  /** When it got its seat (at once, or moved up from the waitlist). */
  confirmed_at: string | null;
  cancelled_at: string | null;
  /** Checked in at the door; null when not (or undone). */
  attended_at: string | null;
  /** When the reminder mail went. */
  reminded_at: string | null;
  /** sha256 (hex) of the ticket's code (issue 38): set when it gets its seat; null while waitlisted (and for seats given before tickets). */
  ticket_hash: Generated<string | null>;
  /** Who checked it in: a username, or `link:<id>` for a volunteer's check-in link; null when not checked in. */
  checked_in_by: Generated<string | null>;
  /** The scanner's name for itself (a device's label) at the check-in; null when not known. */
  checked_in_device: Generated<string | null>;
}

/** A volunteer's check-in link for one event (issue 38): its token's sha256 (hex), valid until expires_at unless revoked. */
export interface CheckInLinksTable {
  id: Generated<number>;
  event_id: number;
  token_hash: string;
  label: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_by: string | null;
}

/** Work the server does at a time (the reminder a day before an event), once, across restarts. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** What it is about, unique (e.g. `reminder:42`). */
  key: string;
  run_at: string;
  /** JSON. */
  payload: Generated<string>;
  attempts: Generated<number>;
  last_error: string | null;
  done_at: string | null;
  created_at: string;
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
  /** When a staff member marked it handled, and who; null while it waits. */
  handled_at: string | null;
  handled_by: number | null;
}

export interface StaffAccountsTable {
  id: Generated<number>;
  /** Unique without case. */
  username: string;
  /** As mailed: trimmed, the domain lower-cased, the local part as typed (decision 023). */
  email: string;
  /** Lower case: how the account is found by its address (sign-in, codes); unique. */
  email_normalized: string;
  /**
   * The mailbox, lower case, without a +sub-address: unique, so one account per mailbox. NULL
   * only for an account that shared its mailbox with an older one when decision 023 came in.
   */
  email_mailbox: string | null;
  /** argon2id, PHC string. */
  password_hash: string;
  role: 'staff' | 'admin';
  /** 0 or 1, like the flags below. */
  is_active: number;
  display_order: Generated<number>;
  can_manage_events: Generated<number>;
  can_review_profiles: Generated<number>;
  can_manage_staff: Generated<number>;
  /** Issue 26: edits the society's facts and texts (/admin/site). */
  can_manage_content: Generated<number>;
  /** Issue 36: reviews, publishes and manages the magazine's articles and issues. */
  can_manage_magazine: Generated<number>;
  created_at: string;
  last_login_at: string | null;
  /** The interface language of the last sign-in: the language of mails that answer no request (docs/decisions/038). */
  preferred_language: Generated<'en' | 'zh' | 'zh-Hant'>;
  /** 1: the member keeps their contact fields on past teams once off the current team (docs/decisions/041). */
  past_teams_contact: Generated<number>;
}

export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  account_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** Set when an admin's deactivation ended the session: kept until its holder is told. Null: live. */
  ended_reason: SessionEndReason | null;
  /** The browser it was signed in from, in words (lib/user-agent.ts); null: not recognised. */
  browser: string | null;
  /** Its operating system, in words; null: not recognised. */
  os: string | null;
}

export type SessionEndReason = 'deactivated';

export interface VerificationCodesTable {
  id: Generated<number>;
  email_normalized: string;
  purpose: 'login' | 'register' | 'reset';
  code_hash: string;
  created_at: string;
  expires_at: string;
  /** Tries of the code, each counted before its compare (the one that matched too). */
  failed_attempts: Generated<number>;
  spent_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_username: string;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON. */
  before: string | null;
  after: string | null;
}

/** The fields of a profile, alike in the saved and the published version. '' where not given. */
export interface ProfileFieldColumns {
  name_en: string;
  name_zh: string;
  position_en: string;
  position_zh: string;
  department: Department | null;
  bio_en: string;
  bio_zh: string;
  email: string;
  phone: string;
  linkedin: string;
  github: string;
  wechat: string;
  mbti: string;
  /** Path of the uploaded avatar, or null. */
  avatar: string | null;
}

/** Traditional Chinese of a profile, as for events (docs/decisions/036): converted at write, and the member's own ('' for none). */
export interface ProfileTraditionalColumns {
  name_zh_hant: Generated<string>;
  name_zh_hant_override: Generated<string>;
  position_zh_hant: Generated<string>;
  position_zh_hant_override: Generated<string>;
  bio_zh_hant: Generated<string>;
  bio_zh_hant_override: Generated<string>;
}

/** What the member last saved, and its review (docs/decisions/020). */
export interface StaffProfilesTable extends ProfileFieldColumns, ProfileTraditionalColumns {
  account_id: number;
  status: ProfileStatus;
  rejection_reason: string | null;
  review_note: string | null;
  verified: number;
  submitted_at: string | null;
  reviewed_at: string | null;
  reviewed_by: number | null;
  updated_at: string;
}

/** The version last approved: what the team page shows. */
export interface PublishedProfilesTable extends ProfileFieldColumns, ProfileTraditionalColumns {
  account_id: number;
  verified: number;
  approved_at: string;
  /** The term it was approved in or carried into (docs/decisions/038); the current team is the current term's. */
  term_id: string | null;
}

/** A term of the society (docs/decisions/038): the current one is the one that started last. */
export interface TermsTable {
  /** A slug: `2026-27`. */
  id: string;
  /** As shown: `2026–27`. */
  name: string;
  /** YYYY-MM-DD. */
  starts_on: string;
  ends_on: string;
  created_at: string;
}

/** A handover prepared ahead, applied on its term's first day (docs/decisions/042); at most one row (id 1). */
export interface PendingHandoversTable {
  id: number;
  term_id: string;
  name: string;
  starts_on: string;
  ends_on: string;
  /** JSON: [{ id, positionEn?, positionZh? }]. */
  continuing: string;
  /** JSON: [id], the active accounts that leave, as shown when it was prepared. */
  leaving: string;
  prepared_by: number;
  prepared_by_username: string;
  prepared_at: string;
}

/** A past term's team as it was when the term ended: written by the handover (docs/decisions/038). */
export interface TermMembersTable extends Omit<ProfileFieldColumns, 'phone' | 'department'>, ProfileTraditionalColumns {
  term_id: string;
  account_id: number;
  username: string;
  display_order: number;
  department: string;
  verified: number;
}

/** Sign-in attempts of an account or an address in its current window (docs/decisions/022). */
export interface SignInAttemptsTable {
  key: string;
  window_start: number;
  count: number;
  /** A brake key's next free time past its free attempts, ms since the epoch (docs/decisions/039). */
  next_at: Generated<number>;
}

/** Where an account signed in from: hashed client addresses (docs/decisions/039). */
export interface SignInPlacesTable {
  account_id: number;
  place: string;
  last_at: string;
}

/** An account's TOTP factor (docs/decisions/031): secrets encrypted by lib/secret-box.ts. */
export interface TotpFactorsTable {
  account_id: number;
  pending_secret: string | null;
  secret: string | null;
  enabled_at: string | null;
  last_step: number | null;
}

export interface PasskeyUsersTable {
  account_id: number;
  user_handle: string;
}

export interface PasskeysTable {
  id: Generated<number>;
  account_id: number;
  credential_id: string;
  public_key: Uint8Array;
  counter: number;
  transports: string | null;
  name: string;
  backed_up: Generated<number>;
  created_at: string;
  last_used_at: string | null;
}

export type WebauthnPurpose = 'register' | 'sign-in';

export interface WebauthnChallengesTable {
  id: Generated<number>;
  challenge: string;
  purpose: WebauthnPurpose;
  account_id: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The client address it was handed to (docs/decisions/039). */
  client: string | null;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  account_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A sign-in waiting for its second step: bound to its account, 5 minutes, 5 tries, once. */
export interface MfaChallengesTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  created_at: string;
  expires_at: string;
  tries: Generated<number>;
  used_at: string | null;
}

/** The society's facts and texts (issue 26, decision 037): one row, id 1. */
export interface SiteContentTable {
  id: number;
  version: number;
  /** JSON of SiteContent (shared/site-content.schema.ts), English and Simplified. */
  content: string;
  /** JSON of the same record with its Chinese side in Traditional, converted when saved. */
  content_zh_hant: string;
  updated_at: string | null;
  updated_by: string | null;
}

export interface SiteRevisionsTable {
  id: Generated<number>;
  version: number;
  at: string;
  actor_id: number | null;
  actor_username: string | null;
  /** JSON array of the top-level fields the save changed. */
  changed: string;
  /** JSON of the whole record the save stored. */
  content: string;
  restored_from: number | null;
}

/** An article (issue 36, docs/decisions/048): its working copy and, beside it, its public version. */
export interface MagazineArticlesTable {
  id: Generated<number>;
  state: 'draft' | 'submitted' | 'scheduled' | 'published';
  version: number;
  /** JSON of shared/magazine.schema.ts ArticleContent (English and Simplified, with the Traditional overrides). */
  content: string;
  /** JSON: the Chinese side in Traditional (overrides, else converted), made once per save. */
  content_zh_hant: string;
  review_note: Generated<string>;
  submitted_at: string | null;
  publish_at: string | null;
  /** Null once the account that started it was deleted. */
  created_by: number | null;
  created_at: string;
  updated_at: string;
  updated_by: string;
  live_content: string | null;
  live_content_zh_hant: string | null;
  /** JSON { en, zh, zhHant }: the bodies' safe HTML, rendered when it went live. */
  live_html: string | null;
  published_at: string | null;
  live_updated_at: string | null;
}

export interface MagazineRevisionsTable {
  id: Generated<number>;
  article_id: number;
  version: number;
  at: string;
  actor_id: number | null;
  actor_username: string;
  action: 'create' | 'save' | 'restore';
  content: string;
  restored_from: number | null;
}

export interface MagazineIssuesTable {
  id: Generated<number>;
  number: number;
  title_en: string;
  title_zh: string;
  title_zh_hant: string;
  title_zh_hant_override: Generated<string>;
  cover_url: Generated<string>;
  cover_alt_en: Generated<string>;
  cover_alt_zh: Generated<string>;
  cover_alt_zh_hant: Generated<string>;
  /** YYYY-MM-DD. */
  date: string;
  is_published: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface MagazineIssueArticlesTable {
  issue_id: number;
  article_id: number;
  position: number;
}

/** What the search index holds (issue 36): each article's or event's version indexed. */
export interface SearchDocumentsTable {
  kind: 'article' | 'event';
  ref: number;
  stamp: string;
}

/** The FTS5 index of the search (issue 36): the Chinese columns hold words cut apart by spaces. */
export interface SearchIndexTable {
  rowid: number;
  title_en: string;
  title_zh: string;
  title_hant: string;
  body_en: string;
  body_zh: string;
  body_hant: string;
  kind: 'article' | 'event';
  ref: number;
  slug: string;
  at: string;
  shown_en: string;
  shown_zh: string;
  shown_hant: string;
}

/** A newsletter's subscriber (issue 37, docs/decisions/050): an address with no account. */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  /** Trimmed, lower case. */
  email: string;
  language: 'en' | 'zh' | 'zh-Hant';
  topic_magazine: Generated<number>;
  topic_events: Generated<number>;
  status: 'pending' | 'subscribed' | 'unsubscribed';
  source: 'form' | 'registration' | 'imported' | 'handover';
  /** The address's own token is mac('newsletter', `${id}:${token_salt}`) (lib/secret-box.ts); only its hash is kept. */
  token_salt: string;
  token_hash: string;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** A newsletter (issue 37): its content (JSON), its state and its send; deliveries are outbox jobs. */
export interface NewslettersTable {
  id: Generated<number>;
  state: 'draft' | 'scheduled' | 'sending' | 'paused' | 'sent';
  version: number;
  content: string;
  send_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  recipients: Generated<number>;
  sent_by: string | null;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
}

export interface Database {
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  check_in_links: CheckInLinksTable;
  jobs: JobsTable;
  join_applications: JoinApplicationsTable;
  staff_accounts: StaffAccountsTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  audit_log: AuditLogTable;
  staff_profiles: StaffProfilesTable;
  published_profiles: PublishedProfilesTable;
  terms: TermsTable;
  term_members: TermMembersTable;
  pending_handovers: PendingHandoversTable;
  sign_in_attempts: SignInAttemptsTable;
  sign_in_places: SignInPlacesTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  passkey_users: PasskeyUsersTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  site_content: SiteContentTable;
  site_revisions: SiteRevisionsTable;
  magazine_articles: MagazineArticlesTable;
  magazine_revisions: MagazineRevisionsTable;
  magazine_issues: MagazineIssuesTable;
  magazine_issue_articles: MagazineIssueArticlesTable;
  search_documents: SearchDocumentsTable;
  search_index: SearchIndexTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletters: NewslettersTable;
}
