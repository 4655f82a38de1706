// npm run build: the client with Vite into dist/client (plus .gz/.br twins of its text assets),
// and the server bundled by esbuild into dist/server/server.js (native modules stay in node_modules),
// started by dist/server/main.js after the Node version check. With --if-stale it does nothing when
// dist/ was built from the same sources.
import './check-node.mjs';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const stampFile = path.join(dist, '.build-stamp');
const sources = [
  'client',
  'server',
  'shared',
  'migrations',
  'scripts/build.mjs',
  'scripts/check-node.mjs',
  'scripts/theme-init.ts',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
const serverEntries = { server: 'server/main.ts', migrate: 'server/cli/migrate.ts' };

function* filesUnder(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield p;
    return;
  }
  for (const entry of fs.readdirSync(p).sort()) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts')) continue;
    yield* filesUnder(path.join(p, entry));
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of filesUnder(path.join(root, source))) {
      hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

function precompress(dir) {
  for (const file of filesUnder(dir)) {
    if (!/\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

export async function build({ ifStale = false } = {}) {
  const hash = sourceHash();
  if (ifStale && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
    console.log('build: dist/ is up to date');
    return;
  }
  const started = Date.now();
  fs.rmSync(stampFile, { force: true });

  const vite = await import('vite');
  await vite.build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  precompress(path.join(dist, 'client'));

  fs.rmSync(path.join(dist, 'server'), { recursive: true, force: true });
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: serverEntries,
    outdir: path.join(dist, 'server'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    // Modules imported with import() (the OpenAPI generator, made at the document's first request)
    // go into chunks of their own, read only when first used.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    // Without the whitespace the server holds ~9 MB less at idle (the bundle's source is kept in
    // memory); names stay, and the source map places a stack trace (decision 021).
    minifyWhitespace: true,
    sourcemap: true,
    legalComments: 'none',
    // Native addons and packages whose files are read at run time stay in node_modules, and so
    // do the libraries loaded with their first use (nodemailer with the first mail, file-type
    // with the first upload, ical-generator with the first calendar request, the common passwords
    // with the first password set, markdown-it and sanitize-html with the first article rendered): in the bundle their source alone would be held from start
    // (idle RSS +1 MB each, the passwords' list far more) although most runs never use them.
    external: [
      'better-sqlite3',
      'argon2',
      'sharp',
      'swagger-ui-dist',
      'nodemailer',
      'file-type',
      'ical-generator',
      '@zxcvbn-ts/language-common',
      'opencc-js',
      '@simplewebauthn/server',
      // The magazine's renderer, with the first article published or submitted (server/lib/markdown.ts).
      'markdown-it',
      'sanitize-html',
    ],
    plugins: [unusedBodyParser],
    // CommonJS dependencies call require(); give the ESM bundle one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });

  // V8 keeps a module's source for as long as it runs, one byte a character if it is all ASCII and
  // two otherwise: one Chinese mark in a regular expression (esbuild escapes those of strings, not
  // of regular expressions) doubled the bundle's 2 MB in memory. Write such characters as \u escapes.
  for (const file of fs.readdirSync(path.join(dist, 'server'), { recursive: true })) {
    if (!String(file).endsWith('.js')) continue;
    const text = fs.readFileSync(path.join(dist, 'server', String(file)), 'latin1');
    const at = text.search(/[\x80-\uffff]/);
    if (at !== -1)
      throw new Error(
        `build: dist/server/${file} is not ASCII near ${JSON.stringify(text.slice(Math.max(0, at - 60), at + 20))}: write the character as a \\u escape in its source`,
      );
  }

  // dist/server/main.js checks the Node version before the bundle's imports are evaluated: an
  // ES module's imports all run before its first line, and argon2's native module crashes Node 20
  // as it loads (docs/decisions/021).
  fs.copyFileSync(path.join(root, 'scripts/check-node.mjs'), path.join(dist, 'server/check-node.mjs'));
  // The SMTP thread's own file (server/lib/mail.ts starts it as a worker), beside the bundle.
  fs.copyFileSync(path.join(root, 'server/lib/smtp-worker.mjs'), path.join(dist, 'server/smtp-worker.mjs'));
  fs.writeFileSync(
    path.join(dist, 'server/main.js'),
    "// The server's entry (npm start, systemd): the Node version first, then the bundled server.\nimport './check-node.mjs';\nawait import('./server.js');\n",
  );

  fs.writeFileSync(stampFile, hash);
  console.log(`build: client and server built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * trpc-to-openapi's document generator imports its own HTTP adapters, which read bodies with
 * co-body (and through it raw-body and iconv-lite: 0.6 MB of the bundle, about 3 MB of idle
 * RSS). The server uses only the generator (its REST door is its own: decision 012), so the
 * bundle gets a co-body that throws if anything ever calls it.
 */
const unusedBodyParser = {
  name: 'unused-body-parser',
  setup(build) {
    build.onResolve({ filter: /^co-body$/ }, () => ({ path: 'co-body', namespace: 'unused' }));
    build.onLoad({ filter: /.*/, namespace: 'unused' }, () => ({
      contents:
        "const unused = () => { throw new Error('co-body is not bundled: trpc-to-openapi adapters are not used (scripts/build.mjs)'); }; export default { json: unused, form: unused, text: unused };",
      loader: 'js',
    }));
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build({ ifStale: process.argv.includes('--if-stale') }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
