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
    // expect.poll waits 5 s, not vitest's 1 s: a shared machine under load may take longer than a
    // second to follow a click (one such flake: the archive's "latest past events" link).
    expect: { poll: { timeout: 5_000 } },
  },
});
