// Outgoing mail through nodemailer: over SMTP when SMTP_URL is set; otherwise each message is
// written to DATA_DIR/outbox as an .eml file (whole, then renamed into place) and its file
// logged, so sign-in by code works on a laptop. Log lines never carry a message's body.
// The sender is MAIL_FROM's address under a name in the mail's language: the society's Chinese
// name on a Chinese mail (in Traditional on a Traditional one), MAIL_FROM's own display name (else the English name) on an English one.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { isChinese, type Language } from '../../shared/constants.js';
import { site } from '../../shared/site.js';
import { loadedTraditional, loadTraditional } from './traditional.js';

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

/** The From of a mail in `language`: the address of MAIL_FROM under a name in that language. */
export function senderFor(from: string, language: Language): { name: string; address: string } {
  const { name, address } = parseSender(from);
  if (language === 'zh-Hant') return { name: loadedTraditional()(site.name.zh), address };
  return { name: isChinese(language) ? site.name.zh : (name ?? site.name.en), address };
}

/** What a mail's sending needs first: the Traditional converter for a mail in zh-Hant (its sender's name). */
async function readyFor(language: Language) {
  if (language === 'zh-Hant') await loadTraditional();
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    let transport: Transporter | undefined;
    return {
      async send(mail) {
        transport ??= (await loadNodemailer()).createTransport(smtpUrl);
        const { language, ...message } = mail;
        await readyFor(language);
        const info = await transport.sendMail({ from: senderFor(options.from, language), ...message });
        options.log.info({ messageId: info.messageId }, 'mail sent');
      },
    };
  }
  let transport: Transporter | undefined;
  let sequence = 0;
  return {
    async send(mail) {
      transport ??= (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const { language, ...message } = mail;
      await readyFor(language);
      const info = await transport.sendMail({ from: senderFor(options.from, language), ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}.eml`;
      const file = path.join(options.outboxDir, name);
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      options.log.info({ file }, 'mail written to the outbox');
    },
  };
}
