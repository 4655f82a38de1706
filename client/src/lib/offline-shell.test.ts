// The offline shell's rules, run on the service worker's own file (client/public/offline-shell.js)
// in a sandbox with a fake network and cache: what it keeps, what never, and that a visitor online
// always gets the network's page.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, test } from 'vitest';
import { offlineShellScopeOf, offlineShellScopes } from './offline-shell';

const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/offline-shell.js'), 'utf8');
const origin = 'https://society.example';

type Handler = (event: unknown) => void;

/** A cache keyed by URL (the shell's keys are whole addresses; search and Vary as the options say). */
class FakeCache {
  readonly entries = new Map<string, Response>();
  async put(request: Request | string, response: Response) {
    const url = typeof request === 'string' ? request : request.url;
    this.entries.set(url, new Response(await response.clone().arrayBuffer(), response));
  }
  async match(request: Request | string, options: { ignoreSearch?: boolean } = {}) {
    const url = typeof request === 'string' ? request : request.url;
    const strip = (u: string) => (options.ignoreSearch ? u.replace(/\?.*$/, '') : u);
    for (const [key, response] of this.entries) if (strip(key) === strip(url)) return response.clone();
    return undefined;
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request | string) {
    return this.entries.delete(typeof request === 'string' ? request : request.url);
  }
}

/** The worker's file in a sandbox: its functions, its listeners, a network that may be down. */
function loadShell() {
  const listeners = new Map<string, Handler>();
  const cache = new FakeCache();
  const network = { online: true, asked: [] as string[], body: 'network page' };
  const fetchFake = async (input: Request | string) => {
    const url = typeof input === 'string' ? input : input.url;
    network.asked.push(url);
    if (!network.online) throw new TypeError('Failed to fetch');
    const response = new Response(`${network.body} ${url}`, { status: 200, headers: { 'content-type': 'text/html' } });
    // Node's answers are 'default'; a browser's same-origin ones are 'basic'.
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  };
  const sandbox = {
    self: {
      location: { origin },
      addEventListener: (type: string, handler: Handler) => listeners.set(type, handler),
      skipWaiting: () => {},
      clients: { claim: async () => {} },
    },
    caches: { open: async () => cache, keys: async () => ['offline-shell-v1'], delete: async () => true },
    fetch: fetchFake,
    URL,
    Response,
    Request,
  };
  vm.createContext(sandbox);
  vm.runInContext(source, sandbox);
  const strategyFor = (sandbox as unknown as { strategyFor: (m: string, mode: string, href: string, o: string) => string }).strategyFor;
  /** Dispatches a fetch event: the worker's answer, or undefined when it left the request alone. */
  const dispatch = async (url: string, mode: RequestMode | 'navigate' = 'navigate', method = 'GET') => {
    let answer: Promise<Response> | undefined;
    const kept: Promise<unknown>[] = [];
    const request = { url, mode, method };
    listeners.get('fetch')!({
      request,
      respondWith: (r: Promise<Response>) => (answer = r),
      waitUntil: (p: Promise<unknown>) => kept.push(p),
    });
    const response = answer ? await answer : undefined;
    // What the worker keeps after answering, done before the next request (as a browser's would be, in time).
    await Promise.all(kept);
    return response;
  };
  return { strategyFor, dispatch, cache, network, listeners };
}

describe('the offline shell’s rules', () => {
  const { strategyFor } = loadShell();

  test('keeps the pages of its areas: a ticket, a volunteer’s scanner, a manager’s scanner', () => {
    expect(strategyFor('GET', 'navigate', `${origin}/tickets/3q2-7wXyZ0aB1cD2eF3gH4`, origin)).toBe('page');
    expect(strategyFor('GET', 'navigate', `${origin}/tickets/3q2-7wXyZ0aB1cD2eF3gH4?language=zh-Hant`, origin)).toBe('page');
    expect(strategyFor('GET', 'navigate', `${origin}/check-in/${'a'.repeat(43)}`, origin)).toBe('page');
    expect(strategyFor('GET', 'navigate', `${origin}/admin/events/12/check-in`, origin)).toBe('page');
  });

  test('leaves every other page to the network', () => {
    for (const pathName of ['/', '/events', '/admin/events', '/admin/events/12', '/admin/events/12/edit', '/tickets/', '/tickets/a/b']) {
      expect(strategyFor('GET', 'navigate', `${origin}${pathName}`, origin), pathName).toBe('none');
    }
  });

  test('never touches an /api/ answer, another site, or anything but GET', () => {
    expect(strategyFor('GET', 'cors', `${origin}/api/tickets/3q2-7wXyZ0aB1cD2eF3gH4`, origin)).toBe('none');
    expect(strategyFor('GET', 'same-origin', `${origin}/api/trpc/checkIn.ticket?input=%7B%7D`, origin)).toBe('none');
    expect(strategyFor('GET', 'navigate', `${origin}/api/events/1.ics`, origin)).toBe('none');
    expect(strategyFor('GET', 'no-cors', 'https://cdn.example/assets/a.js', origin)).toBe('none');
    expect(strategyFor('POST', 'navigate', `${origin}/tickets/3q2-7wXyZ0aB1cD2eF3gH4`, origin)).toBe('none');
    expect(strategyFor('GET', 'no-cors', `${origin}/uploads/photo.jpg`, origin)).toBe('none');
    expect(strategyFor('GET', 'no-cors', 'not a url', origin)).toBe('none');
  });

  test('takes the build’s hashed files from the cache first, the unhashed ones it needs from the network first', () => {
    expect(strategyFor('GET', 'no-cors', `${origin}/assets/index-Bx1.js`, origin)).toBe('asset');
    expect(strategyFor('GET', 'cors', `${origin}/assets/TicketScreen-Ab2.css`, origin)).toBe('asset');
    expect(strategyFor('GET', 'no-cors', `${origin}/theme-init.js`, origin)).toBe('fresh');
    expect(strategyFor('GET', 'no-cors', `${origin}/favicon.svg`, origin)).toBe('fresh');
  });
});

describe('the offline shell at work', () => {
  const ticketPage = `${origin}/tickets/3q2-7wXyZ0aB1cD2eF3gH4`;

  test('online, a page always comes from the network, though a copy is kept', async () => {
    const shell = loadShell();
    expect(await (await shell.dispatch(ticketPage))!.text()).toBe(`network page ${ticketPage}`);
    shell.network.body = 'newer page';
    expect(await (await shell.dispatch(ticketPage))!.text()).toBe(`newer page ${ticketPage}`);
    expect(shell.network.asked).toEqual([ticketPage, ticketPage]);
  });

  test('offline, the kept page of that address, else the area’s shell; a page never seen fails', async () => {
    const shell = loadShell();
    await shell.dispatch(ticketPage);
    shell.network.online = false;
    expect(await (await shell.dispatch(ticketPage))!.text()).toBe(`network page ${ticketPage}`);
    expect(await (await shell.dispatch(`${ticketPage}?language=zh`))!.text()).toBe(`network page ${ticketPage}`);
    // Another ticket: the area's shell (the app reads the address itself).
    expect(await (await shell.dispatch(`${origin}/tickets/${'b'.repeat(22)}`))!.text()).toBe(`network page ${ticketPage}`);
    // The scanner's area was never opened: no page to give.
    await expect(shell.dispatch(`${origin}/admin/events/3/check-in`)).rejects.toThrow('Failed to fetch');
  });

  test('a hashed file is asked once, then served from the cache', async () => {
    const shell = loadShell();
    const file = `${origin}/assets/index-Bx1.js`;
    await shell.dispatch(file, 'no-cors');
    shell.network.online = false;
    expect(await (await shell.dispatch(file, 'no-cors'))!.text()).toBe(`network page ${file}`);
    expect(shell.network.asked).toEqual([file]);
  });

  test('an /api/ answer is never answered by the shell nor kept', async () => {
    const shell = loadShell();
    expect(await shell.dispatch(`${origin}/api/trpc/checkIn.ticket`, 'cors')).toBeUndefined();
    expect(await shell.dispatch(`${origin}/`, 'navigate')).toBeUndefined();
    expect(shell.network.asked).toEqual([]);
    expect(shell.cache.entries.size).toBe(0);
  });
});

describe('the scope a page registers the shell with', () => {
  test('is its own area, and none outside them', () => {
    expect(offlineShellScopeOf('/tickets/3q2-7wXyZ0aB1cD2eF3gH4')).toBe('/tickets/');
    expect(offlineShellScopeOf('/check-in/abc')).toBe('/check-in/');
    expect(offlineShellScopeOf('/admin/events/12/check-in')).toBe('/admin/events/');
    expect(offlineShellScopeOf('/events/lantern-night-4')).toBeNull();
    expect(offlineShellScopeOf('/')).toBeNull();
    expect(offlineShellScopes).toHaveLength(3);
  });
});
