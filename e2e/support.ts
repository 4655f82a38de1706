// What browser tests share: a running built site on a temporary database, Chromium, and axe.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { Passwords } from '../server/lib/passwords';

const root = path.resolve(import.meta.dirname, '..');

export interface Site {
  url: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface SiteOptions {
  /**
   * Open the site at http://localhost:PORT and start it with that as PUBLIC_ORIGIN (passkeys: the
   * RP ID is its host name, and WebAuthn refuses an IP address). It still listens on 127.0.0.1.
   */
  localhost?: boolean;
}

/** Starts dist/server/main.js (built by `npm run build`) on a free port and a fresh data folder. */
export async function startSite(env: Record<string, string> = {}, options: SiteOptions = {}): Promise<Site> {
  const mainFile = path.join(root, 'dist/server/main.js');
  if (!fs.existsSync(mainFile)) throw new Error('dist/ is missing: run npm run build first (npm run test:e2e does)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
  const port = await freePort();
  const url = `http://${options.localhost ? 'localhost' : '127.0.0.1'}:${port}`;
  if (options.localhost) env = { PUBLIC_ORIGIN: url, ...env };
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [mainFile], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_MFA: 'optional',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the site did not answer within 20 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, headless, with the flags every browser test runs with, and `extraArgs` (a fake camera's). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}

/**
 * The built site (startSite's `env`) and Chromium for a whole test file: started before its tests
 * (before the file's own beforeAll hooks, registered after this call), stopped after them. `site`
 * reads the running site in tests and hooks; `openPage` opens a page in the file's browser.
 */
export function useSite(env: Record<string, string> = {}, options: SiteOptions = {}) {
  let started: { site: Site; browser: Browser } | undefined;
  beforeAll(async () => {
    const site = await startSite(env, options);
    try {
      started = { site, browser: await launchBrowser() };
    } catch (error) {
      await site.stop();
      throw error;
    }
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.site.stop();
  });
  const running = () => {
    if (!started) throw new Error('The site starts in beforeAll: use it in tests and hooks.');
    return started;
  };
  const site: Site = {
    get url() {
      return running().site.url;
    },
    get dataDir() {
      return running().site.dataDir;
    },
    output: () => running().site.output(),
    stop: () => running().site.stop(),
  };
  return { site, openPage: (options: BrowserContextOptions = {}) => openPage(running().browser, options) };
}

/** A page in a fresh context (empty storage). Console errors are collected for the test to check. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    // Every error counts: a visitor's page asks nothing it would be refused (decision 015).
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  return { context, page, consoleErrors };
}

/** The site's database, opened beside the running server (which it waits for when busy). */
export function openDatabase(site: Site): Database.Database {
  const db = new Database(path.join(site.dataDir, 'app.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** A staff account a test puts straight into the database: active staff without flags unless said. */
export interface TestAccount {
  username: string;
  role?: 'admin' | 'staff';
  active?: boolean;
  order?: number;
  manageEvents?: boolean;
  reviewProfiles?: boolean;
  manageStaff?: boolean;
  /** Issue 26: edits the society's facts and texts. */
  manageContent?: boolean;
}

/** Inserts `accounts`, each with the e-mail `{username}@mail.utoronto.ca` and one argon2 hash of `password`. */
export async function insertAccounts(site: Site, accounts: readonly TestAccount[], password: string): Promise<void> {
  const hash = await new Passwords().hash(password);
  const db = openDatabase(site);
  try {
    const insert = db.prepare(
      `insert into staff_accounts (username, email, email_normalized, password_hash, role, is_active, display_order, can_manage_events, can_review_profiles, can_manage_staff, can_manage_content, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const bit = (flag: boolean | undefined) => (flag ? 1 : 0);
    for (const a of accounts) {
      const email = `${a.username}@mail.utoronto.ca`;
      insert.run(
        a.username,
        email,
        email,
        hash,
        a.role ?? 'staff',
        bit(a.active ?? true),
        a.order ?? 0,
        bit(a.manageEvents),
        bit(a.reviewProfiles),
        bit(a.manageStaff),
        bit(a.manageContent),
        new Date().toISOString(),
      );
    }
  } finally {
    db.close();
  }
}

/** The sign-in modal in `language`. */
const signInDialog = (page: Page, language: 'en' | 'zh' = 'en') =>
  page.getByRole('dialog', { name: language === 'en' ? 'Staff sign-in' : '工作人员登录' });

/** Opens `url` and the sign-in modal from the header's login button, in `language`. */
export async function openSignInModal(page: Page, url: string, language: 'en' | 'zh' = 'en'): Promise<Locator> {
  await page.goto(url);
  await page.locator('[data-screen]').first().waitFor();
  await page
    .getByRole('banner')
    .getByRole('button', { name: language === 'en' ? 'Log in' : '登录' })
    .click();
  const dialog = signInDialog(page, language);
  await dialog.waitFor();
  return dialog;
}

/** Fills the password tab of the open sign-in modal and presses Sign in (what follows is the test's). */
export async function submitPassword(dialog: Locator, identifier: string, password: string): Promise<void> {
  await dialog.getByLabel('Username or e-mail').fill(identifier);
  await dialog.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens `url` signed out: the page's guard opens the sign-in modal; signing in keeps the page. */
export async function signInThroughGuard(page: Page, url: string, username: string, password: string): Promise<void> {
  await page.goto(url);
  const dialog = signInDialog(page);
  await dialog.waitFor();
  await submitPassword(dialog, username, password);
  await dialog.waitFor({ state: 'hidden' });
}

/** Signs in over the REST door, as an outside tool would (to set a scene up), and answers the token. */
export async function restToken(site: Pick<Site, 'url'>, identifier: string, password: string): Promise<string> {
  const response = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  expect(response.status, `sign-in of ${identifier}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Saves a member's profile over the REST door with their token (a scene's setup); answers the status. */
export async function saveProfile(site: Pick<Site, 'url'>, token: string, fields: Record<string, string>): Promise<number> {
  const response = await fetch(`${site.url}/api/staff/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(fields),
  });
  return response.status;
}

/** Stores the theme and language the way the site's switches do, and loads the page again with them. */
export async function reloadWith(page: Page, theme: 'light' | 'dark', language: 'en' | 'zh' | 'zh-Hant'): Promise<void> {
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('preferredLanguage', l);
    },
    [theme, language] as const,
  );
  await page.reload();
}

/** Runs axe-core on the page as it is (every frame) and returns its violations (ids and a few targets each). */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

/** A PNG of one colour (3×2 by default), made here so the tests need no fixture file. */
export function png(width = 3, height = 2): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xa3)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A change confirmed in sight and to screen readers (issue 21, item 10): one polite status with
 * these words, shown inside the window (not a 1-px live region).
 */
export async function announced(page: Page, text: string) {
  const status = page.getByRole('status').filter({ hasText: text });
  await expect.poll(() => status.count(), { message: text }).toBe(1);
  // Polled: the card slides in (0.18 s), its first frames a few pixels below the window.
  const seen = () =>
    status.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return {
        live: el.getAttribute('aria-live'),
        inSight: box.width > 40 && box.height > 10 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
      };
    });
  await expect.poll(seen, { message: text }).toEqual({ live: 'polite', inSight: true });
}

/**
 * Resolves once the element's animations (and its descendants' with `subtree`) have run. One that
 * is cancelled on the way (a re-render, a theme or language reload) counts as run: its `finished`
 * rejects with an AbortError then.
 */
export function animationsSettled(element: Locator, subtree = false): Promise<unknown> {
  return element.evaluate(
    (el, deep) => Promise.all(el.getAnimations({ subtree: deep }).map((a) => a.finished.catch(() => undefined))),
    subtree,
  );
}

/**
 * Changes the signed-in member's password from the user menu (English), and answers the dialog
 * once its answer is asked for: the caller reads what it says.
 */
export async function changePasswordFromMenu(page: Page, current: string, next: string): Promise<Locator> {
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill(current);
  await dialog.getByLabel('New password', { exact: true }).fill(next);
  await dialog.getByLabel('Confirm new password').fill(next);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  return dialog;
}
