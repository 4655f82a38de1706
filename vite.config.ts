import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { themeInitPlugin } from './scripts/theme-init.js';

// The client lives in client/; the API runs beside Vite in development (npm run dev) on
// API_PORT and is reached through the proxy, so the browser sees one origin.
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'client',
  plugins: [react(), themeInitPlugin()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    chunkSizeWarningLimit: 400,
    // .vite/manifest.json: the server preloads each page's screen from it (server/http/pages/screen-preloads.ts).
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/uploads': `http://localhost:${apiPort}`,
      '/static': `http://localhost:${apiPort}`,
    },
  },
});
