import { sql, type Kysely } from 'kysely';

// A member's choice to keep their contact details (e-mail, LinkedIn, GitHub, WeChat, MBTI) on the
// past teams they were on once they are no longer on the current team (issue 34, item 8;
// docs/decisions/041). Off by default: a past term shows a leaver's name, position, photo and bio
// only. On the account, not the profile: it is set at once, without review, and a leaver (whose
// account a handover deactivates) can still change it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff_accounts')
    .addColumn('past_teams_contact', 'integer', (c) => c.notNull().defaultTo(0).check(sql`past_teams_contact in (0, 1)`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_accounts').dropColumn('past_teams_contact').execute();
}
