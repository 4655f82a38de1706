// E-mail addresses (docs/decisions/023): the one normaliser every address goes through where it
// enters (the forms' schemas, the create-admin command, the repositories), and the keys accounts
// are found and kept unique by.

/** Where the domain begins: after the last @ (a quoted local part may hold one). */
function split(address: string): { local: string; domain: string } | null {
  const at = address.lastIndexOf('@');
  return at < 1 ? null : { local: address.slice(0, at), domain: address.slice(at + 1) };
}

/**
 * The address as stored and mailed: trimmed, the domain lower-cased (domains have no case), the
 * local part kept as typed (a mail server may, in principle, tell its case apart).
 */
export function normalizeEmail(address: string): string {
  const trimmed = address.trim();
  const parts = split(trimmed);
  return parts ? `${parts.local}@${parts.domain.toLowerCase()}` : trimmed;
}

/** The address without case: how an account is found by its e-mail (sign-in, codes). */
export function emailKey(address: string): string {
  return normalizeEmail(address).toLowerCase();
}

/**
 * The mailbox an address reaches, without case: the local part up to its first + (sub-addressing,
 * as Microsoft 365 and Gmail deliver trick9+tag@ to trick9@), then @domain. One account per
 * mailbox: trick9+tag@utoronto.ca and trick9@utoronto.ca cannot both have one.
 */
export function mailboxKey(address: string): string {
  const key = emailKey(address);
  const parts = split(key);
  if (!parts) return key;
  const plus = parts.local.indexOf('+');
  return plus > 0 ? `${parts.local.slice(0, plus)}@${parts.domain}` : key;
}
