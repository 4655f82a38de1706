// Outgoing mail through nodemailer: over SMTP when SMTP_URL is set; otherwise each message is
// written to DATA_DIR/outbox as an .eml file (whole, then renamed into place) and its file
// logged, so sign-in by code works on a laptop. Log lines never carry a message's body.
// The sender is MAIL_FROM's address under a name in the mail's language: the society's Chinese
// name on a Chinese mail (in Traditional on a Traditional one), its English name on an English
// one, as the society's record has them (issue 26); without the record, MAIL_FROM's own display
// name on an English mail.
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
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
  /** The file's text (UTF-8), or its bytes in base64 (`encoding: 'base64'`): a kept mail is JSON in the jobs table. */
  content: string;
  /** With its parameters, as sent: `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
  encoding?: 'base64';
  /** An image the HTML part shows inline (`<img src="cid:…">`), so it shows with no network: a ticket's QR code. */
  cid?: string;
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
  /** Closes what the transport holds open (the SMTP connections); the server calls it as it stops. */
  close?(): void;
}

/**
 * SMTP_URL with its connections kept and reused (nodemailer's pool): a newsletter's thousands of
 * mails go over a few connections, not a connect and a greeting each. The URL's own `pool=false`
 * (or any `pool` it sets) is kept as it says.
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/** A failure the SMTP thread reported: nodemailer's message, and its code and the server's reply code where it had them. */
export class SmtpError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly responseCode?: number,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

/** The thread's file: beside this module in the sources, in dist/server beside the bundle (or its chunks' folder). */
function smtpWorkerFile(): URL {
  const candidates = [new URL('./smtp-worker.mjs', import.meta.url), new URL('../smtp-worker.mjs', import.meta.url)];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error('server/lib/smtp-worker.mjs is missing (dist/server/smtp-worker.mjs once built)');
  return found;
}

/** A thread left with nothing to send is ended after this; the next mail starts another. */
export const smtpThreadIdleMs = 60_000;

/**
 * nodemailer over SMTP in a worker thread (server/lib/smtp-worker.mjs): started with the first
 * mail, ended after smtpThreadIdleMs without one, never keeping the process alive. Should the
 * thread die, the mails in it fail (the outbox tries them again) and the next starts a new one.
 */
class SmtpThread {
  #current: { worker: Worker; pending: Map<number, Waiting> } | undefined;
  #next = 0;
  #idle: NodeJS.Timeout | undefined;

  constructor(private readonly smtpUrl: string) {}

  send(message: Record<string, unknown>): Promise<string> {
    const { worker, pending } = this.#start();
    clearTimeout(this.#idle);
    const id = ++this.#next;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, message });
    });
  }

  /** Ends the thread once it has sent what it holds (the server's close waits for the outbox first). */
  close(): void {
    clearTimeout(this.#idle);
    this.#current?.worker.postMessage({ close: true });
    this.#current = undefined;
  }

  #start(): { worker: Worker; pending: Map<number, Waiting> } {
    if (this.#current) return this.#current;
    const worker = new Worker(smtpWorkerFile(), { workerData: { smtpUrl: this.smtpUrl } });
    worker.unref();
    const current = { worker, pending: new Map<number, Waiting>() };
    worker.on('message', (answer: ThreadAnswer) => {
      const waiting = current.pending.get(answer.id);
      if (!waiting) return;
      current.pending.delete(answer.id);
      if (answer.error) waiting.reject(new SmtpError(answer.error.message, answer.error.code, answer.error.responseCode));
      else waiting.resolve(answer.messageId ?? '');
      if (current.pending.size === 0 && this.#current === current) {
        clearTimeout(this.#idle);
        this.#idle = setTimeout(() => this.close(), smtpThreadIdleMs).unref();
      }
    });
    const fail = (error: Error) => {
      if (this.#current === current) this.#current = undefined;
      for (const waiting of current.pending.values()) waiting.reject(error);
      current.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new SmtpError(`the SMTP thread stopped (exit code ${code})`)));
    this.#current = current;
    return current;
  }
}

interface Waiting {
  resolve: (messageId: string) => void;
  reject: (error: Error) => void;
}

type ThreadAnswer = { id: number; messageId?: string; error?: { message: string; code?: string; responseCode?: number } };

/** The transport only: the outbox (server/modules/outbox) keeps and retries, and names the sender (`fromName`). */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  const sender = ({ language, fromName }: Mail) =>
    senderFor(options.from, language, fromName === undefined ? undefined : async () => fromName);
  if (options.smtpUrl) {
    const transport = new SmtpThread(pooledSmtpUrl(options.smtpUrl));
    return {
      async send(mail) {
        const { language: _language, fromName: _fromName, ...message } = mail;
        const messageId = await transport.send({ from: await sender(mail), ...message });
        options.log.info({ messageId }, 'mail sent');
      },
      close: () => transport.close(),
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
