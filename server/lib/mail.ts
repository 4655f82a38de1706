// Outgoing mail through nodemailer: over SMTP when SMTP_URL is set; otherwise each message is
// written to DATA_DIR/outbox as an .eml file (whole, then renamed into place) and its file
// logged, so sign-in by code works on a laptop. Log lines never carry a message's body.
// The sender is MAIL_FROM's address under a name in the mail's language: the society's Chinese
// name on a Chinese mail (in Traditional on a Traditional one), its English name on an English
// one, as the society's record has them (issue 26); without the record, MAIL_FROM's own display
// name on an English mail.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { isChinese, type Language } from '../../shared/constants.js';
import { site } from '../../shared/site.js';
import { loadTraditional } from './traditional.js';

/** nodemailer is loaded with the first mail: most runs of the site send none, and it is big. */
const loadNodemailer = async () => (await import('nodemailer')).default;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language the mail is written in: the sender's display name is in it too. */
  language: Language;
  /** Files sent with it (an event's .ics: `text/calendar; method=PUBLISH`). */
  attachments?: MailAttachment[];
  /** The sender's display name (the outbox gives the society's, from its record); else MAIL_FROM's or the seed's. */
  fromName?: string;
  /** Headers of its own (a newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058), passed to nodemailer as they are. */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  /** The file's text (UTF-8). */
  content: string;
  /** With its parameters, as sent: `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
}

/** MAIL_FROM ("Name <address>", "\"Name\" <address>" or a bare address) as its display name and address. */
export function parseSender(from: string): { name: string | undefined; address: string } {
  const match = /^\s*(?:"?([^"<]*?)"?\s*)?<([^<>\s]+)>\s*$/.exec(from);
  if (!match) return { name: undefined, address: from.trim() };
  return { name: match[1]?.trim() || undefined, address: match[2]! };
}

/** The society's name in a language (the record's, issue 26), for a mail's sender. */
export type SenderNames = (language: Language) => Promise<string>;

/** Without the record: MAIL_FROM's own display name on an English mail (else the English name), the seed's Chinese name on a Chinese one. */
async function fallbackName(fromName: string | undefined, language: Language): Promise<string> {
  if (language === 'zh-Hant') return (await loadTraditional())(site.name.zh);
  return isChinese(language) ? site.name.zh : (fromName ?? site.name.en);
}

/**
 * The From of a mail in `language`: the address of MAIL_FROM under the society's name in that
 * language, as its record has it (`names`); without the record (or should it fail to read), MAIL_FROM's
 * own display name on an English mail and the seed's names.
 */
export async function senderFor(from: string, language: Language, names?: SenderNames): Promise<{ name: string; address: string }> {
  const { name, address } = parseSender(from);
  if (names) {
    try {
      return { name: await names(language), address };
    } catch {
      // The database is unreadable: the mail still goes, under the configured or the seed's name.
    }
  }
  return { name: await fallbackName(name, language), address };
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The transport only: the outbox (server/modules/outbox) keeps and retries, and names the sender (`fromName`). */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  const sender = ({ language, fromName }: Mail) =>
    senderFor(options.from, language, fromName === undefined ? undefined : async () => fromName);
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    let transport: Transporter | undefined;
    return {
      async send(mail) {
        transport ??= (await loadNodemailer()).createTransport(smtpUrl);
        const { language: _language, fromName: _fromName, ...message } = mail;
        const info = await transport.sendMail({ from: await sender(mail), ...message });
        options.log.info({ messageId: info.messageId }, 'mail sent');
      },
    };
  }
  let transport: Transporter | undefined;
  let sequence = 0;
  return {
    async send(mail) {
      transport ??= (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const { language: _language, fromName: _fromName, ...message } = mail;
      const info = await transport.sendMail({ from: await sender(mail), ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}.eml`;
      const file = path.join(options.outboxDir, name);
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      options.log.info({ file }, 'mail written to the outbox');
    },
  };
}
