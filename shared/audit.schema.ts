// The audit log as admins read it (GET /api/admin/audit): who did what to which record, when,
// with the record before and after.
import { z } from 'zod';
import { pageInfo, pagingFields } from './paging.js';

/** Everything the log records, `<entity>.<verb>`; staff management adds its own. */
export const auditActions = [
  'event.create',
  'event.update',
  'event.delete',
  'image.upload',
  'application.update',
  'staff.create',
  'staff.update',
  'staff.delete',
  'profile.save',
  'profile.avatar',
  'profile.pastTeamsContact',
  'profile.review',
  // Registration for events (issue 23): a visitor registers and cancels; a seat freed or added
  // moves the waitlist up; a manager checks a guest in (or undoes it).
  'registration.create',
  'registration.cancel',
  'registration.promote',
  'registration.attend',
  // Check-in at the door (issue 38): a ticket scanned or a guest picked (by a manager or a volunteer's
  // link), a walk-in registered and checked in, a check-in link made and revoked.
  'registration.checkIn',
  'registration.walkIn',
  'checkInLink.create',
  'checkInLink.revoke',
  // A password set again with an e-mailed code (issue 24); the account is its own actor.
  'auth.passwordReset',
  // A second factor (issue 24): set up, turned on, turned off; a recovery code spent at sign-in.
  'totp.setup',
  'totp.enable',
  'totp.disable',
  'totp.recoveryCodeUsed',
  // Passkeys (issue 24): added, renamed, removed; a staff manager takes every second factor off
  // an account whose member lost them.
  'passkey.add',
  'passkey.rename',
  'passkey.remove',
  'secondFactor.reset',
  // Sessions (issue 24): a member ends one of theirs, or all but this one; a staff manager ends
  // all of another account's.
  'session.end',
  'session.endOthers',
  'session.endAll',
  // The society's facts and texts (issue 26): a save, and a revision brought back.
  'site.update',
  'site.restore',
  // Terms (issue 26): an admin starts the next term (at once, or prepared ahead and done on its
  // first day, or cancelled before); an admin takes a member out of a past team.
  'term.handover',
  'term.handoverPrepared',
  'term.handoverCancelled',
  'term.removeMember',
  // The magazine (issue 36): an article's text and its way through review, and the issues.
  'article.create',
  'article.update',
  'article.restore',
  'article.submit',
  'article.return',
  'article.schedule',
  'article.publish',
  'article.unpublish',
  'article.delete',
  'issue.create',
  'issue.update',
  'issue.delete',
  // The newsletter's subscribers (issue 37): asked for (a visitor, or an editor's import), confirmed,
  // changed and left by the subscriber (as the visitor), removed by an editor.
  'subscriber.subscribe',
  'subscriber.confirm',
  'subscriber.update',
  'subscriber.unsubscribe',
  'subscriber.remove',
  'subscriber.import',
  // Newsletters (issue 37): composed, scheduled, sent, paused, resumed, and deleted before they
  // started going out, by an editor.
  'newsletter.create',
  'newsletter.update',
  'newsletter.schedule',
  'newsletter.send',
  'newsletter.pause',
  'newsletter.resume',
  'newsletter.delete',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntry = z
  .object({
    id: z.number().int().positive(),
    at: z.iso.datetime().meta({ description: 'When it happened (UTC)' }),
    actor: z.object({
      id: z.number().int().positive().nullable().meta({ description: 'The account; null once it has been deleted' }),
      username: z.string().meta({ description: 'The account’s username at the time' }),
    }),
    action: z.enum(auditActions),
    entity: z.string().meta({ description: 'Kind of record: event, image, …', example: 'event' }),
    entityId: z.string().nullable().meta({ description: 'The record’s id or name' }),
    before: z.unknown().meta({ description: 'The record before the change; null for a create' }),
    after: z.unknown().meta({ description: 'The record after the change; null for a delete' }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const listAuditInput = z
  .object({
    ...pagingFields,
    entity: z.string().max(40, { error: 'validation.invalid' }).optional().meta({ description: 'Only entries about this kind of record' }),
    entityId: z
      .string()
      .max(200, { error: 'validation.invalid' })
      .optional()
      .meta({ description: 'Only entries about this record (with entity)' }),
  })
  .optional();
export type ListAuditInput = z.input<typeof listAuditInput>;

export const listAuditOutput = z.object({ entries: z.array(auditEntry), ...pageInfo });
export type ListAuditOutput = z.infer<typeof listAuditOutput>;
