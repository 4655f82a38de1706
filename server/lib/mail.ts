// Outgoing mail through nodemailer: over SMTP when SMTP_URL is set; otherwise each message is
// written to DATA_DIR/outbox as an .eml file (whole, then renamed into place) and its file
// logged, so sign-in by code works on a laptop. Log lines never carry a message's body.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

/** nodemailer is loaded with the first mail: most runs of the site send none, and it is big. */
const loadNodemailer = async () => (await import('nodemailer')).default;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
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
        const info = await transport.sendMail({ from: options.from, ...mail });
        options.log.info({ messageId: info.messageId }, 'mail sent');
      },
    };
  }
  let transport: Transporter | undefined;
  let sequence = 0;
  return {
    async send(mail) {
      transport ??= (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await transport.sendMail({ from: options.from, ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}.eml`;
      const file = path.join(options.outboxDir, name);
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      options.log.info({ file }, 'mail written to the outbox');
    },
  };
}
