// An SMTP server for tests and benches: a few lines of node:net that speak enough SMTP for
// nodemailer (EHLO, MAIL, RCPT, DATA, RSET, QUIT; a connection kept for many messages, as a pool
// keeps it). Each message is handed to onMessage whole ({ from, to, data }) as its DATA ends.
// `refuse(address)` true: that RCPT TO is answered 550 (a mailbox that does not exist).
// Plain JavaScript: bench/smtp-sink-thread.mjs runs it in a worker thread, where no loader is.
import net from 'node:net';

/** @param {{ onMessage: (message: { from: string; to: string[]; data: string }) => void; refuse?: (address: string) => boolean }} options */
export function startSmtpSink({ onMessage, refuse = () => false }) {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    /** Where the search for the end of DATA goes on from (the end may straddle two chunks). */
    let searchFrom = 0;
    let inData = false;
    let from = '';
    let to = [];
    socket.setEncoding('utf8');
    socket.write('220 sink ESMTP\r\n');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n', searchFrom);
          if (end === -1) {
            searchFrom = Math.max(0, buffer.length - 4);
            return;
          }
          // The message's lines, their leading dots unstuffed (RFC 5321 4.5.2).
          const data = buffer.slice(2, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          searchFrom = 0;
          inData = false;
          onMessage({ from, to, data });
          to = [];
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'EHLO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          from = address;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          if (refuse(address)) socket.write('550 no such mailbox\r\n');
          else {
            to.push(address);
            socket.write('250 ok\r\n');
          }
        } else if (verb === 'RSET') {
          to = [];
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          // The message may follow in the same chunk: the dot's search starts at its first line.
          buffer = `\r\n${buffer}`;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: server.address().port,
        /** Stops listening and ends the connections clients keep (a pool's). */
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
