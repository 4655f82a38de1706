// What the benches that start the built site share: a free port, and waiting for it to answer.
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once GET /api/health answers 200; throws after 30 s. */
export async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('the site did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}
