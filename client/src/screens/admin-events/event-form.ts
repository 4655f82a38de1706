// The editor's values and the event input they make: text as typed, the times as the pickers'
// wall-clock values in the event's zone. Pure, so the conversion is tested without a browser.
import type { EventProgramme } from '../../../../shared/events';
import type { EditableEvent, EventInput } from '../../../../shared/events.schema';
import { site } from '../../../../shared/site';
import { instantToWallTime, wallTimeToInstant } from '../../../../shared/zoned-time';

/** The Traditional Chinese of one's own (issue 25): empty, the Chinese converted by the server. */
export const traditionalFields = ['titleZhHant', 'summaryZhHant', 'locationZhHant', 'descriptionZhHant'] as const;
export const textFields = [
  'titleEn',
  'summaryEn',
  'locationEn',
  'descriptionEn',
  'titleZh',
  'summaryZh',
  'locationZh',
  'descriptionZh',
  ...traditionalFields,
] as const;
export type TextField = (typeof textFields)[number];

/** The form's fields in the order they are shown (the form hook focuses the first with an error). */
export const formFields = [
  ...textFields,
  'startsAt',
  'endsAt',
  'isFeatured',
  'imageUrl',
  'externalUrl',
  'programme',
  'registrationOpen',
  'capacity',
  'registrationDeadline',
] as const;
export type FormField = (typeof formFields)[number];

export type EditorValues = Record<TextField, string> & {
  startsAt: string;
  endsAt: string;
  isFeatured: boolean;
  imageUrl: string;
  externalUrl: string;
  /** A programme of shared/events.ts, or '' for none. */
  programme: EventProgramme | '';
  registrationOpen: boolean;
  /** Seats as typed; '' for no limit. */
  capacity: string;
  /** When registration closes, a picker's wall-clock value in the event's zone; '' for the start. */
  registrationDeadline: string;
};

/** The zone the pickers are in: the event's own, the society's for a new one. */
export const editorZone = (event: Pick<EditableEvent, 'timeZone'> | null) => event?.timeZone || site.timeZone;

/** The form's values of an event as written (the editor's read: Simplified, and the Traditional overrides), or of a new one. */
export function valuesOf(event: EditableEvent | null): EditorValues {
  const zone = editorZone(event);
  const text = Object.fromEntries(textFields.map((field) => [field, event?.[field] ?? ''])) as Record<TextField, string>;
  return {
    ...text,
    startsAt: event ? instantToWallTime(event.startsAt, zone) : '',
    endsAt: event ? instantToWallTime(event.endsAt, zone) : '',
    isFeatured: event?.isFeatured ?? false,
    imageUrl: event?.imageUrl ?? '',
    externalUrl: event?.externalUrl ?? '',
    programme: event?.programme ?? '',
    registrationOpen: event?.registrationOpen ?? false,
    capacity: event?.capacity == null ? '' : String(event.capacity),
    registrationDeadline: event?.registrationDeadline ? instantToWallTime(event.registrationDeadline, zone) : '',
  };
}

/**
 * The seats as the schema gets them: '' is no limit (null); anything else a number, which the
 * schema refuses in its own words when it is not a whole number from 1 ("abc" is NaN, "2.5" no integer).
 */
function capacityOf(typed: string): number | null {
  const trimmed = typed.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** What the schema checks and the server gets: every field (PUT replaces the event). */
export function inputOf(values: EditorValues, timeZone: string): EventInput {
  return {
    ...Object.fromEntries(textFields.map((field) => [field, values[field]])),
    // An empty or impossible picker value stays a string the schema refuses in its own words.
    startsAt: wallTimeToInstant(values.startsAt, timeZone) ?? values.startsAt,
    endsAt: wallTimeToInstant(values.endsAt, timeZone) ?? values.endsAt,
    timeZone,
    isFeatured: values.isFeatured,
    imageUrl: values.imageUrl.trim() || null,
    externalUrl: values.externalUrl.trim() || null,
    programme: values.programme || null,
    registrationOpen: values.registrationOpen,
    capacity: capacityOf(values.capacity),
    registrationDeadline: values.registrationDeadline
      ? (wallTimeToInstant(values.registrationDeadline, timeZone) ?? values.registrationDeadline)
      : null,
  } as EventInput;
}

export function sameValues(a: EditorValues, b: EditorValues): boolean {
  return (Object.keys(a) as (keyof EditorValues)[]).every((key) => a[key] === b[key]);
}
