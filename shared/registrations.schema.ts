// Registration for an event (issue 23): a visitor registers with a name and an e-mail address and
// gets a seat or a place on the waitlist; a link in the confirmation mail cancels it. Event
// managers see the guest list and check people in at the door.
import { z } from 'zod';
import { languages } from './constants.js';
import { joinApplicationInput } from './join.schema.js';
import { holdsLinkLikeText } from './registration-rules.js';

export const registrationStatuses = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** What a new registration becomes: a seat, or a place on the waitlist. */
export const newRegistrationStatuses = ['confirmed', 'waitlisted'] as const;

export const eventId = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .meta({ description: 'The event’s id' });
export const registrationId = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .meta({ description: 'The registration’s id' });

/** The secret of a registration's cancel link (sent only by mail): 32 url-safe characters. */
export const cancelToken = z
  .string({ error: 'validation.invalid' })
  .regex(/^[A-Za-z0-9_-]{32}$/, { error: 'validation.invalid' })
  .meta({ description: 'The secret from the cancel link of the confirmation mail', example: 'Jq2wX8rT0bKc5sVn9LmZp4YdHe7uFg1A' });

const isoDateTime = z.iso.datetime({ offset: true }).meta({ example: '2026-12-05T23:00:00.000Z' });

export const registerInput = z.object({
  id: eventId,
  // Mailed to an address nobody has proved: no link or address in it (registration-rules.ts).
  name: joinApplicationInput.shape.name
    .refine((name) => !holdsLinkLikeText(name), { error: 'validation.nameHasLink' })
    .meta({
      description:
        'The name on the guest list: a name only, never a web address, an e-mail address or anything a mail client would turn into a link (`www.`, `x.com`, `@`, `http:`)',
      example: 'Li Hua',
    }),
  email: joinApplicationInput.shape.email.meta({
    description: 'Where the confirmation goes; one registration per address and event',
    example: 'li.hua@mail.utoronto.ca',
  }),
  language: z
    .enum(languages, { error: 'validation.invalid' })
    .optional()
    .meta({ description: 'The language of the mails; the request’s language when absent' }),
  newsletter: z.boolean({ error: 'validation.invalid' }).default(false).meta({
    description:
      'The form’s own unticked box: true asks for the newsletter too (both topics, the mails’ language), once the registration succeeds: a confirmation mail follows, and nothing is sent before it is confirmed',
  }),
});
export type RegisterInput = z.input<typeof registerInput>;

export const registerOutput = z.object({
  id: registrationId,
  eventId,
  status: z.enum(newRegistrationStatuses).meta({ description: 'A seat, or a place on the waitlist (moved up in order as seats free)' }),
  position: z.number().int().positive().nullable().meta({ description: 'The place on the waitlist, from 1; null with a seat' }),
});
export type RegisterOutput = z.infer<typeof registerOutput>;

export const registrationByTokenInput = z.object({ id: eventId, token: cancelToken });

/** What the cancel page shows before asking to confirm. */
export const registrationByTokenOutput = z.object({
  eventId,
  name: z.string(),
  status: z.enum(registrationStatuses),
  position: z.number().int().positive().nullable(),
});
export type RegistrationByToken = z.infer<typeof registrationByTokenOutput>;

export const cancelRegistrationOutput = z.object({ eventId, status: z.literal('cancelled') });

/** A registration as event managers see it. */
export const registrationSchema = z
  .object({
    id: registrationId,
    eventId,
    name: z.string(),
    email: z.string(),
    language: z.enum(languages),
    status: z.enum(registrationStatuses),
    position: z.number().int().positive().nullable().meta({ description: 'The place on the waitlist, from 1; null otherwise' }),
    createdAt: isoDateTime,
    cancelledAt: isoDateTime.nullable(),
    attended: z.boolean(),
    attendedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Registration' });
export type Registration = z.infer<typeof registrationSchema>;

export const listRegistrationsInput = z.object({ id: eventId });
export const listRegistrationsOutput = z.object({
  registrations: z
    .array(registrationSchema)
    .meta({ description: 'Confirmed in the order they registered, then the waitlist in its order, then the cancelled' }),
  confirmed: z.number().int().min(0),
  waitlisted: z.number().int().min(0),
  attended: z.number().int().min(0),
  capacity: z.number().int().positive().nullable(),
});
export type ListRegistrationsOutput = z.infer<typeof listRegistrationsOutput>;

export const setAttendedInput = z.object({
  id: eventId,
  registrationId,
  attended: z.boolean({ error: 'validation.invalid' }).meta({ description: 'Checked in at the door, or not (undo)' }),
});

export const exportRegistrationsInput = z.object({ id: eventId });
