// The SMTP transport (server/lib/mail.ts): nodemailer in a worker thread of its own, over pooled
// connections, against a real SMTP server (tests/helpers/smtp-sink.mjs) on a local port.
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, type Mail, pooledSmtpUrl, SmtpError } from '../server/lib/mail.js';
import { type SunkMessage, startSmtpSink } from './helpers/smtp-sink.mjs';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function sink(refuse?: (address: string) => boolean) {
  const received: SunkMessage[] = [];
  const server = await startSmtpSink({ onMessage: (message) => received.push(message), ...(refuse ? { refuse } : {}) });
  closers.push(server.close);
  return { ...server, received };
}

function mailer(port: number) {
  const made = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Society <society@example.org>',
    outboxDir: '/nonexistent',
    log: silent,
  });
  closers.push(() => made.close?.());
  return made;
}

const mail = (to: string, more: Partial<Mail> = {}): Mail => ({
  to,
  subject: `Hello ${to}`,
  text: 'A line.\n.A line that starts with a dot.',
  html: '<p>A line.</p>',
  language: 'en',
  ...more,
});

describe('pooledSmtpUrl', () => {
  it('keeps the connections unless the URL says otherwise', () => {
    expect(pooledSmtpUrl('smtp://user:secret@mail.example.org:587')).toBe('smtp://user:secret@mail.example.org:587?pool=true');
    expect(pooledSmtpUrl('smtps://mail.example.org/?pool=false')).toBe('smtps://mail.example.org/?pool=false');
    expect(pooledSmtpUrl('smtp://mail.example.org/?maxConnections=2')).toBe('smtp://mail.example.org/?maxConnections=2&pool=true');
  });
});

describe('mail over SMTP, from a thread of its own', () => {
  it('delivers each of many mails sent at once, once, with its sender name and headers', async () => {
    const server = await sink();
    const transport = mailer(server.port);
    const to = Array.from({ length: 12 }, (_, i) => `reader-${i}@example.org`);
    await Promise.all(
      to.map((address) =>
        transport.send(mail(address, { fromName: '中華文化學會', headers: { 'List-Unsubscribe': `<https://example.org/u/${address}>` } })),
      ),
    );
    expect(server.received.map((message) => message.to[0]).sort()).toEqual([...to].sort());
    const first = server.received.find((message) => message.to[0] === 'reader-3@example.org')!;
    expect(first.from).toBe('society@example.org');
    expect(first.data).toMatch(/^Subject: Hello reader-3@example.org$/m);
    expect(first.data).toMatch(/^List-Unsubscribe: <https:\/\/example.org\/u\/reader-3@example.org>$/m);
    // The display name, MIME-encoded as it is not ASCII.
    expect(first.data).toMatch(/^From: =\?UTF-8\?[BQ]\?.+\?= <society@example.org>$/m);
    expect(first.data).toContain('\n.A line that starts with a dot.');
  });

  it("rejects with the server's answer when a recipient is refused, and the next mail still goes", async () => {
    const server = await sink((address) => address.startsWith('nobody'));
    const transport = mailer(server.port);
    const refused = await transport.send(mail('nobody@example.org')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmtpError);
    expect((refused as SmtpError).responseCode).toBe(550);
    expect((refused as SmtpError).message).toMatch(/no such mailbox/);
    await transport.send(mail('someone@example.org'));
    expect(server.received.map((message) => message.to)).toEqual([['someone@example.org']]);
  });

  it('rejects when no server answers, and sends once one does', async () => {
    const server = await sink();
    await server.close();
    const transport = mailer(server.port);
    await expect(transport.send(mail('early@example.org'))).rejects.toBeInstanceOf(SmtpError);
    expect(server.received).toEqual([]);
  });

  it('starts a new thread for a mail after close', async () => {
    const server = await sink();
    const transport = mailer(server.port);
    await transport.send(mail('before@example.org'));
    transport.close?.();
    await transport.send(mail('after@example.org'));
    expect(server.received.map((message) => message.to[0])).toEqual(['before@example.org', 'after@example.org']);
  });
});
