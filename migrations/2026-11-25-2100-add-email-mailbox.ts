import type { Kysely } from 'kysely';

// E-mail addresses (issue 21, item 4; docs/decisions/023): the domain of every stored address
// lower-cased (the local part kept), and staff_accounts.email_mailbox, the mailbox an address
// reaches (lower case, without a +sub-address), unique: one account per mailbox. Two accounts
// that already share a mailbox are both kept: the older one holds the key, the newer one keeps
// NULL (its own address still signs it in) and is named in a warning; nothing is deleted.
// Frozen in time: the rules are written out here, not imported.

function lowerDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 1 ? address : `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`;
}

function mailbox(address: string): string {
  const key = lowerDomain(address.trim()).toLowerCase();
  const at = key.lastIndexOf('@');
  if (at < 1) return key;
  const plus = key.slice(0, at).indexOf('+');
  return plus > 0 ? `${key.slice(0, plus)}${key.slice(at)}` : key;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_accounts').addColumn('email_mailbox', 'text').execute();
  const accounts = await db.selectFrom('staff_accounts').select(['id', 'username', 'email']).orderBy('created_at').orderBy('id').execute();
  const holders = new Map<string, { id: number; username: string; email: string }>();
  for (const account of accounts as Array<{ id: number; username: string; email: string }>) {
    const key = mailbox(account.email);
    const older = holders.get(key);
    if (older) {
      console.warn(
        `migration 2026-11-25-2100-add-email-mailbox: the accounts ${older.username} <${older.email}> (id ${older.id}) and ${account.username} <${account.email}> (id ${account.id}) reach the same mailbox; both are kept, and a change of the newer one's address must choose another mailbox (docs/decisions/023)`,
      );
    } else {
      holders.set(key, account);
    }
    await db
      .updateTable('staff_accounts')
      .set({ email: lowerDomain(account.email), email_mailbox: older ? null : key })
      .where('id', '=', account.id)
      .execute();
  }
  await db.schema.createIndex('staff_accounts_email_mailbox').unique().on('staff_accounts').column('email_mailbox').execute();
  // The contact addresses of profiles, as they will be stored from now on.
  for (const table of ['staff_profiles', 'published_profiles']) {
    const rows = await db.selectFrom(table).select(['account_id', 'email']).where('email', '!=', '').execute();
    for (const row of rows as Array<{ account_id: number; email: string }>) {
      const email = lowerDomain(row.email);
      if (email !== row.email) await db.updateTable(table).set({ email }).where('account_id', '=', row.account_id).execute();
    }
  }
  // join_applications.email has been stored lower-cased whole from the start.
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('staff_accounts_email_mailbox').execute();
  await db.schema.alterTable('staff_accounts').dropColumn('email_mailbox').execute();
}
