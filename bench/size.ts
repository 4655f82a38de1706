// Gzip size of what the home page loads before any lazy chunk: the entry script, its
// modulepreloads and the stylesheets named in dist/client/index.html.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');

export function homePageSizes() {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!).filter((src) => src.startsWith('/assets/'));
  const js = [...new Set([...refs(/<script[^>]+src="([^"]+)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)])];
  const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const gzip = (files: string[]) => files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(clientDir, f)), { level: 9 }).length, 0);
  return { jsFiles: js, cssFiles: css, jsGzip: gzip(js), cssGzip: gzip(css) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const s = homePageSizes();
  console.log(`home page initial JS:  ${(s.jsGzip / 1024).toFixed(1)} KB gzip (${s.jsFiles.join(', ')}) — budget 120 KB`);
  console.log(`home page initial CSS: ${(s.cssGzip / 1024).toFixed(1)} KB gzip (${s.cssFiles.join(', ')}) — budget 20 KB`);
}
