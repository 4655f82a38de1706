// The benches' SMTP sink (tests/helpers/smtp-sink.mjs) in a worker thread of its own, so its
// parsing never delays the bench's HTTP client, whose latencies are the figures. It posts
// { port } once listening, then { to: [addresses] } as each message's DATA ends; a message
// { close: true } stops it.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { startSmtpSink } from '../tests/helpers/smtp-sink.mjs';

// The sink stands for another machine: on Linux (where a nice value is the thread's own) it takes
// the cores only when the site and the bench's client leave them.
if (process.platform === 'linux') os.setPriority(19);

const sink = await startSmtpSink({ onMessage: ({ to }) => parentPort.postMessage({ to }) });
parentPort.postMessage({ port: sink.port });
parentPort.on('message', async (message) => {
  if (message?.close) {
    await sink.close();
    parentPort.close();
  }
});
