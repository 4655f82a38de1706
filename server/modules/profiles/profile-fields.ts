// A profile's fields as columns, alike in the saved and the published version (db/schema.ts
// `ProfileFieldColumns`): written out once, for the empty profile and for copying a version.
import type { Selectable } from 'kysely';
import type { ProfileFieldColumns, ProfileTraditionalColumns } from '../../db/schema.js';
import { loadTraditional } from '../../lib/traditional.js';

/** No fields yet: '' where not given, no department, no avatar. */
export const emptyProfileFields: Readonly<ProfileFieldColumns> = {
  name_en: '',
  name_zh: '',
  position_en: '',
  position_zh: '',
  department: null,
  bio_en: '',
  bio_zh: '',
  email: '',
  phone: '',
  linkedin: '',
  github: '',
  wechat: '',
  mbti: '',
  avatar: null,
};

const fieldNames = Object.keys(emptyProfileFields) as Array<keyof ProfileFieldColumns>;

/** Only the profile fields of a row that holds more (the saved version, as the published one stores them). */
export function profileFieldsOf(row: ProfileFieldColumns): ProfileFieldColumns {
  return Object.fromEntries(fieldNames.map((name) => [name, row[name]])) as unknown as ProfileFieldColumns;
}

type TraditionalColumns = Selectable<ProfileTraditionalColumns>;

/** No Traditional text yet. */
export const emptyTraditionalColumns: Readonly<TraditionalColumns> = {
  name_zh_hant: '',
  name_zh_hant_override: '',
  position_zh_hant: '',
  position_zh_hant_override: '',
  bio_zh_hant: '',
  bio_zh_hant_override: '',
};

/** The Traditional columns of a row (an approval copies them with the fields). */
export function traditionalColumnsOf(row: TraditionalColumns): TraditionalColumns {
  return Object.fromEntries(
    Object.keys(emptyTraditionalColumns).map((name) => [name, row[name as keyof TraditionalColumns]]),
  ) as unknown as TraditionalColumns;
}

/** A profile's Chinese fields converted to Traditional: once per write (docs/decisions/036). */
export async function traditionalProfileColumns(row: Pick<ProfileFieldColumns, 'name_zh' | 'position_zh' | 'bio_zh'>) {
  const convert = await loadTraditional();
  return { name_zh_hant: convert(row.name_zh), position_zh_hant: convert(row.position_zh), bio_zh_hant: convert(row.bio_zh) };
}
