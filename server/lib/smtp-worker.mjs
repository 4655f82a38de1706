// The SMTP transport in a worker thread of its own (server/lib/mail.ts starts it with the first
// mail over SMTP): nodemailer builds each message (MIME, quoted-printable, dot-stuffing) and
// speaks SMTP here, a few milliseconds of work a mail that would otherwise stop the server's
// answers while a newsletter goes out. Plain JavaScript, so it runs as it is from the sources
// and from dist/server alike. The parent posts { id, message } (nodemailer's message object);
// the worker answers { id, messageId } or { id, error: { message, code, responseCode } }.
// { close: true } closes the transport's connections and ends the thread.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';

// Sending is background work: on Linux a nice value is the thread's own, so this thread gives the
// cores to the one answering requests first (elsewhere it would be the whole process's: left be).
if (process.platform === 'linux') {
  try {
    os.setPriority(workerData.nice ?? 10);
  } catch {
    // Not allowed here: the thread runs at the process's priority.
  }
}

const transport = nodemailer.createTransport(workerData.smtpUrl);

parentPort.on('message', async (request) => {
  if (request.close) {
    transport.close();
    parentPort.close();
    return;
  }
  try {
    const info = await transport.sendMail(request.message);
    parentPort.postMessage({ id: request.id, messageId: info.messageId });
  } catch (error) {
    parentPort.postMessage({
      id: request.id,
      error: { message: error?.message ?? String(error), code: error?.code, responseCode: error?.responseCode },
    });
  }
});
