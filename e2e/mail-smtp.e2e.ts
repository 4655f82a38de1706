// Mail over SMTP from the built site (dist/server/main.js, started as production starts it): its
// SMTP thread (dist/server/smtp-worker.mjs, beside the bundle) delivers a newsletter confirmation
// to a real SMTP server on a local port, and the server stops cleanly with the thread's pooled
// connection still open.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type SunkMessage, startSmtpSink } from '../tests/helpers/smtp-sink.mjs';
import { type Site, startSite } from './support';

const received: SunkMessage[] = [];
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let site: Site;

beforeAll(async () => {
  sink = await startSmtpSink({ onMessage: (message) => received.push(message) });
  site = await startSite({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Society <society@example.org>' });
});
afterAll(async () => {
  await site?.stop();
  await sink?.close();
});

test('a confirmation mail reaches the SMTP server from the built site', async () => {
  const answer = await fetch(`${site.url}/api/newsletter/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reader@example.org', language: 'zh-Hant', topics: ['magazine', 'events'] }),
  });
  expect(answer.status).toBe(200);
  const deadline = Date.now() + 15_000;
  while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(received.map((message) => message.to)).toEqual([['reader@example.org']]);
  expect(received[0]!.from).toBe('society@example.org');
  // The HTML part is quoted-printable: its soft line breaks joined, its = signs decoded.
  const html = received[0]!.data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
  expect(html).toMatch(/href="http:\/\/[^"]+\/newsletter\/confirm\/[\w-]{43}\?language=zh-Hant"/);
});
