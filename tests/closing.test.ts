// While the server stops, a request that still arrives on an open connection gets our 503.
import net from 'node:net';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { errorAnswers, registerClosingAnswer, registerErrorHandler } from '../server/http/doors/errors.js';
import { registerRequestLanguage } from '../server/lib/language.js';

test('a request arriving during close is answered 503 in the API shape, and the connection closed', async () => {
  const answers = errorAnswers();
  const app = Fastify({ return503OnClosing: false });
  registerRequestLanguage(app);
  registerErrorHandler(app, answers);
  registerClosingAnswer(app, answers);
  app.get('/api/slow', async () => {
    await new Promise((r) => setTimeout(r, 400));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => (received += d));
  const closedSocket = new Promise((resolve) => socket.on('close', resolve));
  socket.write('GET /api/slow HTTP/1.1\r\nHost: x\r\n\r\n');
  await new Promise((r) => setTimeout(r, 100));
  const closed = app.close();
  await new Promise((r) => setTimeout(r, 50));
  socket.write('GET /api/slow?language=zh HTTP/1.1\r\nHost: x\r\n\r\n');
  await closed;
  await closedSocket;
  const answers_ = received.split(/(?=HTTP\/1\.1 )/);
  expect(answers_[0]).toMatch(/^HTTP\/1\.1 200 /);
  expect(answers_[1]).toMatch(/^HTTP\/1\.1 503 /);
  expect(answers_[1]!.toLowerCase()).toContain('connection: close');
  expect(answers_[1]).toContain('{"error":"服务暂时不可用，请稍后再试。","code":"SERVICE_UNAVAILABLE"}');
});
