// What other modules may use of the accounts table besides AccountsService (the module-boundary
// rule, tests/module-boundaries.test.ts), each in the caller's own transaction: sign-in and its
// factors find an account and set its password (auth), staff management lists and changes staff
// accounts (staff), the seed makes the first accounts (team), the handover reads its actor (terms).
export {
  countAccounts,
  countActiveAdmins,
  countStaff,
  deleteAccounts,
  findAccountByEmail,
  findAccountById,
  findAccountByIdentifier,
  findAccountByMailbox,
  insertAccount,
  normalizeEmail,
  permissionFlagsOf,
  recordLogin,
  selectActor,
  selectStaffPage,
  selectStaffRow,
  selectStaffRows,
  setActive,
  setPasswordHash,
  updateAccount,
  type AccountFields,
  type StaffFilter,
  type StaffRow,
} from './accounts.repository.js';
