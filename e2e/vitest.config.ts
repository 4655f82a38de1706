import { defineConfig } from 'vitest/config';

// Browser tests (npm run test:e2e): the built site in a real server process, driven through
// Debian's Chromium by Playwright. One file at a time: the machines have two cores.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
