// Every migration, by name. The server is bundled into one file, so migrations are imported
// here rather than read from the folder at run time. Append only; never edit a landed migration.
import type { Migration } from 'kysely/migration';
import * as createEvents from './2026-11-22-0900-create-events.js';
import * as createJoinApplications from './2026-11-22-0930-create-join-applications.js';
import * as createStaffAccounts from './2026-11-22-1200-create-staff-accounts.js';
import * as createSessions from './2026-11-22-1210-create-sessions.js';
import * as createVerificationCodes from './2026-11-22-1220-create-verification-codes.js';
import * as createAuditLog from './2026-11-22-1300-create-audit-log.js';
import * as addEventProgramme from './2026-11-22-1400-add-event-programme.js';
import * as addApplicationHandling from './2026-11-22-1500-add-application-handling.js';
import * as createStaffProfiles from './2026-11-22-1600-create-staff-profiles.js';
import * as createSignInAttempts from './2026-11-25-1000-create-sign-in-attempts.js';
import * as addEmailMailbox from './2026-11-25-2100-add-email-mailbox.js';
import * as addSessionEndReason from './2026-11-25-2110-add-session-end-reason.js';
import * as addEventRegistration from './2026-11-26-0900-add-event-registration.js';
import * as addResetCodePurpose from './2026-11-26-1000-add-reset-code-purpose.js';
import * as addSessionDevice from './2026-11-26-1100-add-session-device.js';
import * as createTotp from './2026-11-26-1200-create-totp.js';
import * as createPasskeys from './2026-11-26-1300-create-passkeys.js';
import * as addTraditionalContent from './2026-11-27-0900-add-traditional-content.js';
import * as createSiteContent from './2026-11-28-0900-create-site-content.js';
import * as createTerms from './2026-11-28-1000-create-terms.js';
import * as signInBrake from './2026-11-28-1001-sign-in-brake.js';
import * as addPastTeamsContact from './2026-11-28-1002-add-past-teams-contact.js';
import * as createPendingHandover from './2026-11-28-1003-create-pending-handover.js';
import * as addPromotionCancelToken from './2026-11-28-1004-add-promotion-cancel-token.js';
import * as createMagazine from './2026-11-29-0900-create-magazine.js';
import * as createSearch from './2026-11-29-0901-create-search.js';
import * as createNewsletter from './2026-11-29-1000-create-newsletter.js';
import * as addCheckIn from './2026-11-29-1400-add-check-in.js';

export const migrations: Record<string, Migration> = {
  '2026-11-22-0900-create-events': createEvents,
  '2026-11-22-0930-create-join-applications': createJoinApplications,
  '2026-11-22-1200-create-staff-accounts': createStaffAccounts,
  '2026-11-22-1210-create-sessions': createSessions,
  '2026-11-22-1220-create-verification-codes': createVerificationCodes,
  '2026-11-22-1300-create-audit-log': createAuditLog,
  '2026-11-22-1400-add-event-programme': addEventProgramme,
  '2026-11-22-1500-add-application-handling': addApplicationHandling,
  '2026-11-22-1600-create-staff-profiles': createStaffProfiles,
  '2026-11-25-1000-create-sign-in-attempts': createSignInAttempts,
  '2026-11-25-2100-add-email-mailbox': addEmailMailbox,
  '2026-11-25-2110-add-session-end-reason': addSessionEndReason,
  '2026-11-26-0900-add-event-registration': addEventRegistration,
  '2026-11-26-1000-add-reset-code-purpose': addResetCodePurpose,
  '2026-11-26-1100-add-session-device': addSessionDevice,
  '2026-11-26-1200-create-totp': createTotp,
  '2026-11-26-1300-create-passkeys': createPasskeys,
  '2026-11-27-0900-add-traditional-content': addTraditionalContent,
  '2026-11-28-0900-create-site-content': createSiteContent,
  '2026-11-28-1000-create-terms': createTerms,
  '2026-11-28-1001-sign-in-brake': signInBrake,
  '2026-11-28-1002-add-past-teams-contact': addPastTeamsContact,
  '2026-11-28-1003-create-pending-handover': createPendingHandover,
  '2026-11-28-1004-add-promotion-cancel-token': addPromotionCancelToken,
  '2026-11-29-0900-create-magazine': createMagazine,
  '2026-11-29-0901-create-search': createSearch,
  '2026-11-29-1000-create-newsletter': createNewsletter,
  '2026-11-29-1400-add-check-in': addCheckIn,
};
