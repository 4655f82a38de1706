// A profile's fields as columns, alike in the saved and the published version (db/schema.ts
// `ProfileFieldColumns`): written out once, for the empty profile and for copying a version.
import type { ProfileFieldColumns } from '../../db/schema.js';

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
