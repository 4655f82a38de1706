// Team members for tests: accounts with a saved and/or a published profile, written straight into
// the database (as the profiles service will write them: docs/decisions/020). The team read cache
// is not told: a test invalidates it when it means to.
import type { Insertable } from 'kysely';
import type { ProfileFieldColumns, PublishedProfilesTable, StaffProfilesTable } from '../../server/db/schema.js';
import { emptyProfileFields, emptyTraditionalColumns } from '../../server/modules/profiles/profile-fields.js';
import { currentTermId } from '../../server/modules/terms/terms.repository.js';
import { createAccount, type AccountSpec, type TestAccount } from './accounts.js';
import type { TestApp } from './test-app.js';

/** A profile's fields: an English name from `name`, its Chinese twin, a position, arts. */
export function profileColumns(name: string, extra: Partial<ProfileFieldColumns> = {}): ProfileFieldColumns {
  return {
    ...emptyProfileFields,
    name_en: name,
    name_zh: `${name}（中文）`,
    position_en: `${name}'s position`,
    position_zh: `${name}的职位`,
    department: 'arts',
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.org`,
    ...extra,
  };
}

export interface MemberSpec {
  account?: AccountSpec & { displayOrder?: number };
  /** The version on the team page; none: not published. */
  published?: Partial<ProfileFieldColumns> & { verified?: number };
  /** The member's saved version and its review; none: no saved row. */
  saved?: Partial<ProfileFieldColumns> & { status: StaffProfilesTable['status']; rejection_reason?: string | null; verified?: number };
}

/** An account named `name` with the profile rows `spec` asks for. */
export async function createMember(t: TestApp, name: string, spec: MemberSpec = { published: {} }): Promise<TestAccount> {
  const { displayOrder, ...accountSpec } = spec.account ?? {};
  const account = await createAccount(t, { username: name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-'), ...accountSpec });
  const db = t.app.services.db;
  if (displayOrder !== undefined)
    await db.updateTable('staff_accounts').set({ display_order: displayOrder }).where('id', '=', account.id).execute();
  const now = new Date().toISOString();
  if (spec.saved) {
    const { status, rejection_reason, verified, ...fields } = spec.saved;
    const row: Insertable<StaffProfilesTable> = {
      account_id: account.id,
      ...profileColumns(name, fields),
      status,
      rejection_reason: rejection_reason ?? null,
      verified: verified ?? 0,
      submitted_at: status === 'new' ? null : now,
      updated_at: now,
    };
    await db.insertInto('staff_profiles').values(row).execute();
  }
  if (spec.published) {
    const { verified, ...fields } = spec.published;
    const row: Insertable<PublishedProfilesTable> = {
      account_id: account.id,
      ...profileColumns(name, fields),
      verified: verified ?? 0,
      approved_at: now,
    };
    await db
      .insertInto('published_profiles')
      .values({ ...row, term_id: currentTermId })
      .execute();
  }
  return account;
}

/** A profile's fields as a past team's entry keeps them (no phone). */
export function pastEntryOf(fields: ProfileFieldColumns) {
  const { phone: _, department: __, ...rest } = fields;
  return { ...rest, ...emptyTraditionalColumns };
}
