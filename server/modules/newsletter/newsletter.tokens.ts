// The newsletter's tokens (issue 37, docs/decisions/050). Both are 256 bits, base64url, and the
// database keeps only their SHA-256:
// - a confirmation token, random, made when a confirmation mail is sent and good for 7 days;
// - an address's own token (its preferences page and its one-click unsubscribe link), made from
//   the subscriber's id and salt with the server's secret key, so every newsletter can carry it
//   without the database holding it. A new salt (subscribing again after leaving) voids old links.
import { createHash, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../lib/secret-box.js';

/** The SHA-256 of a token, in hex: what the database keeps and looks a token up by. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token (a confirmation link's). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new salt for an address's own token. */
export function newTokenSalt(): string {
  return randomBytes(16).toString('base64url');
}

/** The address's own token: the same for every mail while its salt stands. */
export function subscriberToken(box: SecretBox, subscriber: { id: number; tokenSalt: string }): string {
  return box.mac('newsletter', `${subscriber.id}:${subscriber.tokenSalt}`);
}
