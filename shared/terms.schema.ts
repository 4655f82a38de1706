// Terms of the society and the handover between them (issue 26 items 3 and 4, docs/decisions/038).
// A term is an academic year (`2026-27`, "2026–27", its first and last day); the current term
// is the one that started last. The handover starts the next one: who continues (with a new
// position or not); every other active account leaves.
import { z } from 'zod';
import { profileLimits } from './profiles.schema.js';
import { slugOf } from './slugs.js';

export const termLimits = { idMax: 40, nameMax: 40, continuingMax: 500 } as const;

/** A term's id: lower-case letters and digits in words joined by hyphens (`2026-27`). */
export const termIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const term = z
  .object({
    id: z.string().meta({ description: 'The term’s address: /team?term={id}', example: '2026-27' }),
    name: z.string().meta({ example: '2026–27' }),
    startsOn: z.iso.date().meta({ description: 'Its first day (YYYY-MM-DD)' }),
    endsOn: z.iso.date().meta({ description: 'Its last day (YYYY-MM-DD)' }),
    current: z.boolean().meta({ description: 'The current term: the one that started last' }),
  })
  .meta({ id: 'Term' });
export type Term = z.infer<typeof term>;

export const termsOutput = z.object({ terms: z.array(term).meta({ description: 'The latest first' }) });
export type TermsOutput = z.infer<typeof termsOutput>;

/** A term's id made from its name ("2027–28" → "2027-28"): dashes of any kind are hyphens. */
export function termIdOf(name: string): string {
  return slugOf(name.replace(/[\u2010-\u2015\u2212/]/g, '-'))
    .slice(0, termLimits.idMax)
    .replace(/-$/, '');
}

const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/**
 * The term after `current`: the same dates a year later, named by its years ("2027–28") when
 * the current one is a September–August year, else by the year it starts in.
 */
export function nextTermOf(current: Pick<Term, 'startsOn' | 'endsOn'>): { id: string; name: string; startsOn: string; endsOn: string } {
  const startsOn = addYears(current.startsOn, 1);
  const endsOn = addYears(current.endsOn, 1);
  const [startYear, endYear] = [startsOn.slice(0, 4), endsOn.slice(0, 4)];
  const name = startYear === endYear ? startYear : `${startYear}–${endYear.slice(2)}`;
  return { id: termIdOf(name), name, startsOn, endsOn };
}

const date = z.iso.date({ error: 'validation.date' });
const position = (description: string) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(profileLimits.positionMax, { error: 'validation.positionTooLong' })
    .optional()
    .meta({ description });

export const handoverInput = z
  .object({
    id: z
      .string({ error: 'validation.termId' })
      .max(termLimits.idMax, { error: 'validation.termId' })
      .regex(termIdPattern, { error: 'validation.termId' })
      .optional()
      .meta({ description: 'The new term’s id; none: made from its name (“2027–28” → `2027-28`)', example: '2027-28' }),
    name: z
      .string({ error: 'validation.termName' })
      .trim()
      .min(1, { error: 'validation.termName' })
      .max(termLimits.nameMax, { error: 'validation.termName' })
      .meta({ example: '2027–28' }),
    startsOn: date.meta({
      description:
        'The new term’s first day: after the current term’s, and today or later (in the society’s time zone). Today: the handover is done now; a later day: it is prepared and done by the server on that day.',
      example: '2027-09-01',
    }),
    endsOn: date.meta({ description: 'Its last day: after the first', example: '2028-08-31' }),
    continuing: z
      .array(
        z.object({
          id: z.number({ error: 'validation.invalid' }).int().positive().meta({ description: 'An active account' }),
          positionEn: position('Its new position in English; none: as it is'),
          positionZh: position('Its new position in Chinese; none: as it is'),
        }),
        { error: 'validation.invalid' },
      )
      .max(termLimits.continuingMax, { error: 'validation.invalid' })
      .meta({ description: 'Who continues into the new term (you among them); every other active account leaves' }),
  })
  .superRefine((value, ctx) => {
    if (value.endsOn <= value.startsOn)
      ctx.addIssue({ code: 'custom', message: 'validation.endBeforeStart', path: ['endsOn'], input: value.endsOn });
    if (value.id === undefined && termIdOf(value.name) === '')
      ctx.addIssue({ code: 'custom', message: 'validation.termId', path: ['id'], input: value.name });
  });
export type HandoverInput = z.input<typeof handoverInput>;

const named = z.object({ id: z.number().int(), username: z.string() });

export const handoverOutput = z.object({
  pending: z.boolean().meta({
    description:
      'true: the new term starts on a later day, so the handover is prepared, not done: nothing changes until its first day (in the society’s time zone), when the server applies it (GET /api/admin/terms/pending shows it; DELETE cancels it). false: done now.',
  }),
  term: term.meta({ description: 'The new term (current: false while pending)' }),
  previous: term.meta({ description: 'The term that ends: its team is kept as it was' }),
  continued: z.array(named).meta({ description: 'Who continues (or will)' }),
  left: z
    .array(named)
    .meta({ description: 'Who leaves (or will): deactivated, without permissions, their sessions ended; each is sent a thank-you mail' }),
});
export type HandoverOutput = z.infer<typeof handoverOutput>;

export const pendingHandover = z
  .object({
    term: term.omit({ current: true }).meta({ description: 'The new term: it becomes current on its first day' }),
    continuing: z
      .array(named.extend({ positionEn: z.string().optional(), positionZh: z.string().optional() }))
      .meta({ description: 'Who continues, with the new positions asked (an account no longer active then is left out)' }),
    leaving: z.array(named).meta({
      description: 'Who leaves on the first day (an account already deactivated by then is left as it is; one added since continues)',
    }),
    preparedBy: named,
    preparedAt: z.string().meta({ description: 'When it was prepared or last changed (ISO 8601)' }),
  })
  .meta({ id: 'PendingHandover' });
export type PendingHandover = z.infer<typeof pendingHandover>;

export const pendingHandoverOutput = z.object({
  pending: pendingHandover.nullable().meta({ description: 'The handover prepared ahead, or null' }),
});
export type PendingHandoverOutput = z.infer<typeof pendingHandoverOutput>;

export const cancelledOutput = z.object({ cancelled: z.literal(true) });

export const termMemberInput = z.object({
  term: z
    .string({ error: 'validation.termId' })
    .max(termLimits.idMax, { error: 'validation.termId' })
    .meta({ description: 'A past term’s id', example: '2025-26' }),
  id: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .meta({ description: 'The member’s account id' }),
});
export type TermMemberInput = z.infer<typeof termMemberInput>;

export const removedOutput = z.object({ removed: z.literal(true) });
