// Gzip size (level 9) of what the home page loads before anything else: every script and
// modulepreload, and every stylesheet, that the home page's HTML names, as the built server
// sends it (the entry, its imports, and the home screen's chunks the server adds to the head),
// in each interface language (a Traditional page also names its texts' chunk).
//
// `tsx bench/size.ts` (npm run bench:size) starts the built site on a temporary folder, prints the
// figures and exits 1 if a budget is missed; npm run bench measures its own site with
// homePageSizes(base).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Language } from '../shared/constants.js';
import { freePort, waitForHealth } from './site.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist/client');

export const jsBudget = 120 * 1024;
export const cssBudget = 20 * 1024;

export interface PageSize {
  language: Language;
  jsFiles: string[];
  cssFiles: string[];
  jsGzip: number;
  cssGzip: number;
}

/** The same-origin scripts, modulepreloads and stylesheets (linked or preloaded) a page's HTML names. */
export function namedAssets(html: string) {
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of tags) {
    const rel = attribute(tag, 'rel');
    const url = tag.startsWith('<script') ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!url?.startsWith('/')) continue;
    if (tag.startsWith('<script') || rel === 'modulepreload') js.add(url);
    else if (rel === 'stylesheet' || (rel === 'preload' && attribute(tag, 'as') === 'style')) css.add(url);
  }
  return { js: [...js], css: [...css] };
}

const gzipped = (files: string[]) =>
  files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(clientDir, file.replace(/^\//, '').split('?')[0]!)), { level: 9 }).length,
    0,
  );

/** The home page's sizes in each language, from the site answering at `base`. */
export async function homePageSizes(base: string): Promise<PageSize[]> {
  const sizes: PageSize[] = [];
  for (const language of ['en', 'zh', 'zh-Hant'] as const) {
    const response = await fetch(`${base}/?language=${language}`);
    if (!response.ok) throw new Error(`GET /?language=${language}: ${response.status}`);
    const { js, css } = namedAssets(await response.text());
    sizes.push({ language, jsFiles: js, cssFiles: css, jsGzip: gzipped(js), cssGzip: gzipped(css) });
  }
  return sizes;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-size-'));
  const port = await freePort();
  const site = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let missed = false;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base);
    for (const s of await homePageSizes(base)) {
      missed ||= s.jsGzip > jsBudget || s.cssGzip > cssBudget;
      console.log(
        `home page (${s.language}) JS:  ${kb(s.jsGzip)} gzip -9 (budget 120 KB): ${s.jsFiles.map((f) => `${f} ${kb(zlib.gzipSync(fs.readFileSync(path.join(clientDir, f)), { level: 9 }).length)}`).join(', ')}`,
      );
      console.log(`home page (${s.language}) CSS: ${kb(s.cssGzip)} gzip -9 (budget 20 KB): ${s.cssFiles.join(', ')}`);
    }
  } finally {
    site.kill('SIGTERM');
    await new Promise((r) => site.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = missed ? 1 : 0;
}
