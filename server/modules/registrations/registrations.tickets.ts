// A seat's ticket (issue 38, docs/decisions/052): a random code of its own (16 bytes, 128 bits, as
// 22 url-safe characters), apart from the cancel link's secret, so showing a ticket at the door
// cannot cancel it. The database keeps its SHA-256 (hex), as the offline scanner compares it; the
// code itself is only in the mail (the ticket page's address, and its QR code).
import { createHash, randomBytes } from 'node:crypto';
import { pageRoutes } from '../../../shared/routes.js';
import { qrPng } from '../../lib/qr-code.js';
import type { MailTicket } from './registrations.mail.js';

export function newTicketCode(): string {
  return randomBytes(16).toString('base64url');
}

/** What is stored of a ticket's code (and what the offline scanner compares): its SHA-256, hex. */
export function ticketHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** The ticket page's address: PUBLIC_ORIGIN/tickets/{code}, what the QR code holds. */
export function ticketUrl(origin: string, code: string): string {
  return `${origin}${pageRoutes.ticket.replace(':code', code)}`;
}

/** Pixels a module in the mail's PNG: sharp at the mail's 240 CSS pixels on a phone's 2× screen. */
const mailScale = 12;

/** The ticket as its mail carries it: the page's address and its QR code as a PNG (base64). */
export function mailTicket(origin: string, code: string): MailTicket {
  const url = ticketUrl(origin, code);
  const { png, size } = qrPng(url, mailScale);
  return { url, png: png.toString('base64'), size };
}
