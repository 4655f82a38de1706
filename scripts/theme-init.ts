// The render-blocking /theme-init.js, made from client/src/theme-init.ts and the rule it imports
// (shared/language-tags.ts), so the script that runs before the first paint cannot drift from the
// app. Vite serves it in development and writes it into dist/client at build (themeInitPlugin, in
// vite.config.ts); the tests run the same bundle (themeInitScript).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/src/theme-init.ts');
export const themeInitPath = '/theme-init.js';

/** The script's text: one IIFE, minified, for the browsers the app targets. */
export async function themeInitScript({ minify = true } = {}): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export function themeInitPlugin(): Plugin {
  return {
    name: 'theme-init',
    configureServer(server) {
      server.middlewares.use(themeInitPath, (_request, response, next) => {
        themeInitScript({ minify: false }).then(
          (code) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: themeInitPath.slice(1), source: await themeInitScript() });
    },
  };
}
