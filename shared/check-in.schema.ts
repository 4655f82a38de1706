// Check-in at the door (issue 38, docs/decisions/052): a ticket for every confirmed registration,
// shown as a QR code in its mail and on its own page; a scanner for event managers (and for
// volunteers holding a check-in link) that checks a ticket in, or says why not; the guest list the
// scanner keeps for working offline (names and the tickets' hashes, never the codes nor the
// addresses), and the queue it sends when back online; walk-ins registered at the door.
import { z } from 'zod';
import { languages } from './constants.js';
import { eventId, registerInput, registrationId as registrationIdSchema, registrationStatuses } from './registrations.schema.js';

/** A ticket's code: 16 random bytes (128 bits) as 22 url-safe characters. */
export const ticketCodePattern = /^[A-Za-z0-9_-]{22}$/;
/** A check-in link's token: 32 random bytes (256 bits) as 43 url-safe characters. */
export const checkInTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The header a volunteer's scanner sends its check-in link's token in (REST and tRPC alike). */
export const checkInLinkHeader = 'check-in-link';

/** Why a ticket is not checked in (the 409's or the 404's `details.reason`, a synced check-in's `outcome`). */
export const checkInRefusals = ['alreadyCheckedIn', 'cancelled', 'waitlisted', 'otherEvent', 'unknown'] as const;
export type CheckInRefusal = (typeof checkInRefusals)[number];
export const checkInOutcomes = ['checkedIn', ...checkInRefusals] as const;
export type CheckInOutcome = (typeof checkInOutcomes)[number];

export const checkInLimits = {
  /** A device's name for itself ("Door 2"), as said on each check-in it made. */
  device: 60,
  /** A link's label. */
  label: 60,
  /** Check-ins in one sync (an offline scanner's queue; a longer queue is sent in parts). */
  sync: 500,
  /** What a scanner may read as a ticket: the ticket page's address or the bare code. */
  ticket: 512,
} as const;

const isoDateTime = z.iso.datetime({ offset: true }).meta({ example: '2026-12-05T23:42:10.000Z' });
const registrationId = registrationIdSchema.meta({ description: 'The registration’s id (check-in by name, from the guest list)' });
const device = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(checkInLimits.device, { error: 'validation.invalid' })
  .optional()
  .meta({ description: 'The scanning device’s name for itself, said to whoever scans the same ticket again', example: 'Door 2' });

/**
 * What a scanner read: the ticket page's address (`…/tickets/{code}`, what the QR code holds and a
 * hand scanner types) or the bare code. Anything else is an unknown ticket (404), not a bad request.
 */
export const ticketRead = z
  .string({ error: 'validation.invalid' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(checkInLimits.ticket, { error: 'validation.invalid' })
  .meta({
    description: 'The QR code’s text: the ticket page’s address, or the code alone',
    example: 'https://example.org/tickets/3q2-7wXyZ0aB1cD2eF3gH4',
  });

/** The code in what a scanner read (the last path segment of a ticket address, or the text itself), or null. */
export function ticketCodeOf(read: string): string | null {
  const text = read.trim();
  const match = /\/tickets\/([A-Za-z0-9_-]+)\/?(?:[?#].*)?$/.exec(text);
  const code = match ? match[1]! : text;
  return ticketCodePattern.test(code) ? code : null;
}

// ---- the ticket's own page (public, by its code) ---------------------------------------------

export const ticketInput = z.object({
  code: z
    .string({ error: 'validation.invalid' })
    .regex(ticketCodePattern, { error: 'validation.linkInvalid' })
    .meta({ description: 'The ticket’s code, from its mail', example: '3q2-7wXyZ0aB1cD2eF3gH4' }),
});

/** What the ticket page shows (and keeps, to show offline). */
export const ticketOutput = z.object({
  name: z.string().meta({ description: 'The name on the guest list' }),
  status: z.enum(registrationStatuses).meta({ description: 'confirmed: the ticket lets them in; cancelled: it no longer does' }),
  checkedInAt: isoDateTime.nullable().meta({ description: 'When it was checked in at the door; null before' }),
  event: z.object({
    id: eventId,
    slug: z.string(),
    titleEn: z.string(),
    titleZh: z.string(),
    locationEn: z.string(),
    locationZh: z.string(),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    timeZone: z.string(),
  }),
  url: z.string().meta({ description: 'The ticket page’s address: what its QR code holds' }),
  qrSvg: z.string().meta({ description: 'The QR code of `url` as an SVG document (black on white, with its quiet zone)' }),
});
export type Ticket = z.infer<typeof ticketOutput>;

// ---- checking in ---------------------------------------------------------------------------

/** One check-in: a ticket scanned (or typed by a hand scanner), or a guest picked by name. */
export const checkInInput = z
  .object({
    id: eventId,
    ticket: ticketRead.optional(),
    registrationId: registrationId.optional(),
    device,
  })
  .refine((input) => (input.ticket === undefined) !== (input.registrationId === undefined), {
    error: 'validation.checkInOne',
    path: ['ticket'],
  });

/** A guest as the scanner knows them: no address, no language. */
export const checkInGuest = z
  .object({
    id: registrationId,
    name: z.string(),
    status: z.enum(registrationStatuses),
    /** sha256 (hex) of the ticket's code: the offline scanner hashes what it reads and compares; null without a ticket. */
    ticketHash: z
      .string()
      .nullable()
      .meta({ description: 'SHA-256 (hex) of the ticket’s code; null when it has none (waitlisted, or a seat given before tickets)' }),
    checkedInAt: isoDateTime.nullable(),
    checkedInDevice: z.string().nullable().meta({ description: 'The device that checked it in, when it said' }),
  })
  .meta({ id: 'CheckInGuest' });
export type CheckInGuest = z.infer<typeof checkInGuest>;

export const checkInOutput = z.object({
  status: z.literal('checkedIn'),
  registration: checkInGuest,
  checkedInAt: isoDateTime,
});
export type CheckInOutput = z.infer<typeof checkInOutput>;

/** The 409's (and an unknown ticket's 404) `details`: why, and what the scanner shows. */
export const checkInRefusalDetails = z.object({
  reason: z.enum(checkInRefusals),
  registration: checkInGuest
    .optional()
    .meta({ description: 'The guest the ticket is theirs (not for an unknown ticket, nor one of another event)' }),
  checkedInAt: isoDateTime.optional().meta({ description: 'alreadyCheckedIn: when the first check-in was' }),
  checkedInDevice: z.string().nullable().optional().meta({ description: 'alreadyCheckedIn: by which device' }),
  event: z
    .object({ id: eventId, titleEn: z.string(), titleZh: z.string() })
    .optional()
    .meta({ description: 'otherEvent: the event the ticket is for' }),
});
export type CheckInRefusalDetails = z.infer<typeof checkInRefusalDetails>;

// ---- the offline scanner's guest list -----------------------------------------------------

export const checkInListInput = z.object({ id: eventId });
export const checkInListOutput = z.object({
  event: z.object({
    id: eventId,
    titleEn: z.string(),
    titleZh: z.string(),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    timeZone: z.string(),
    capacity: z.number().int().positive().nullable(),
    registrationOpen: z.boolean(),
  }),
  guests: z.array(checkInGuest).meta({ description: 'Confirmed in the order they registered, then the waitlist, then the cancelled' }),
  confirmed: z.number().int().min(0),
  checkedIn: z.number().int().min(0),
  /** The list's version: its ETag, and what If-None-Match takes back for a 304. */
  version: z.string(),
});
export type CheckInList = z.infer<typeof checkInListOutput>;

// ---- an offline queue sent when back online ----------------------------------------------

export const syncCheckInsInput = z.object({
  id: eventId,
  device,
  checkIns: z
    .array(
      z
        .object({
          ticket: ticketRead.optional(),
          registrationId: registrationId.optional(),
          at: isoDateTime.meta({
            description: 'When the device checked it in (its own clock); kept unless in the future or before the day before the event',
          }),
        })
        .refine((one) => (one.ticket === undefined) !== (one.registrationId === undefined), {
          error: 'validation.checkInOne',
          path: ['ticket'],
        }),
    )
    .min(1, { error: 'validation.required' })
    .max(checkInLimits.sync, { error: 'validation.invalid' }),
});
export const syncCheckInsOutput = z.object({
  results: z
    .array(
      z.object({
        outcome: z
          .enum(checkInOutcomes)
          .meta({ description: 'checkedIn, or why not: the first check-in of a ticket wins, whichever device it came from' }),
        registration: checkInGuest.nullable(),
        checkedInAt: isoDateTime.nullable().meta({ description: 'The check-in that stands (this one, or the first)' }),
        checkedInDevice: z.string().nullable(),
      }),
    )
    .meta({ description: 'One per check-in sent, in the same order' }),
  checkedIn: z.number().int().min(0).meta({ description: 'Checked in now, of the event' }),
  confirmed: z.number().int().min(0),
});
export type SyncCheckInsOutput = z.infer<typeof syncCheckInsOutput>;

// ---- walk-ins ----------------------------------------------------------------------------

export const walkInInput = z.object({
  id: eventId,
  name: registerInput.shape.name,
  email: registerInput.shape.email,
  language: z
    .enum(languages, { error: 'validation.invalid' })
    .optional()
    .meta({ description: 'The language of their mail; the request’s when absent' }),
  device,
});

// ---- volunteers' check-in links ------------------------------------------------------------

export const checkInLinkSchema = z
  .object({
    id: z.number().int().positive(),
    eventId,
    label: z.string(),
    createdBy: z.string(),
    createdAt: isoDateTime,
    expiresAt: isoDateTime.meta({ description: 'The event’s end: the link works until then' }),
    revokedAt: isoDateTime.nullable(),
    checkIns: z.number().int().min(0).meta({ description: 'Check-ins made with it' }),
  })
  .meta({ id: 'CheckInLink' });
export type CheckInLink = z.infer<typeof checkInLinkSchema>;

export const createCheckInLinkInput = z.object({
  id: eventId,
  label: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(checkInLimits.label, { error: 'validation.invalid' })
    .meta({ description: 'Who or where it is for, said on each check-in made with it', example: 'Door 2' }),
});
/** The link as made: its token and address are answered this once (only the token's hash is kept). */
export const createCheckInLinkOutput = z.object({
  link: checkInLinkSchema,
  url: z.string().meta({ description: 'The address that opens the scanner for this event: /check-in/{token}' }),
  qrSvg: z.string().meta({ description: 'The QR code of `url`, to scan with the volunteer’s phone' }),
});
export const listCheckInLinksOutput = z.object({ links: z.array(checkInLinkSchema) });
export const checkInLinkIdInput = z.object({ id: eventId, linkId: z.number({ error: 'validation.invalid' }).int().positive() });

export const checkInTokenInput = z.object({
  token: z
    .string({ error: 'validation.invalid' })
    .regex(checkInTokenPattern, { error: 'validation.linkInvalid' })
    .meta({ description: 'The check-in link’s token', example: 'kq3xN8cTzL0bYw5sKp2eHd7uJr9aFm4gQi6oWn1tXyE' }),
});
/** What a volunteer's scanner learns from its link: the event, and until when. */
export const checkInLinkInfoOutput = z.object({
  event: checkInListOutput.shape.event,
  label: z.string(),
  expiresAt: isoDateTime,
});
