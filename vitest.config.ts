import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests (npm test). Browser tests have their own config in e2e/.
export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // A worker runs file after file with the modules it has loaded: the app's module graph was
    // evaluated anew for every file (about a second of CPU each, most of the suite's overhead).
    isolate: false,
    // As many workers as cores: vitest's default leaves one core to itself (one worker on a
    // two-core machine), while its own share is small next to the tests'.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
