import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

// The suite as Stryker runs it (stryker.config.json, npm run test:mutation). Left out:
// tests/lifecycle.test.ts starts the server as a child process, where Stryker cannot switch a
// mutant on (the child runs the sandbox's code with none active), so it can kill no mutant and
// would add two server starts to every run of a mutant that needs the whole suite.
// tests/create-admin.test.ts runs the command as a child process, for the same reason.
// tests/traditional-files.test.ts compares the checked-in Traditional files with what the script
// makes from the sources: in Stryker's sandbox the sources are instrumented, so it fails before
// any mutant is switched on.
const suite = mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [...configDefaults.exclude, 'tests/lifecycle.test.ts', 'tests/create-admin.test.ts', 'tests/traditional-files.test.ts'],
    },
  }),
);

// MUTATION_TESTS (comma-separated globs) runs only those test files: for code every test's app
// start reads (the site record, the terms), each mutant otherwise runs the whole suite, about one
// a minute here. A focused run can only report more survivors than the full one, never fewer
// (docs/decisions/011).
const focused = (process.env.MUTATION_TESTS ?? '')
  .split(',')
  .map((glob) => glob.trim())
  .filter(Boolean);
export default focused.length ? { ...suite, test: { ...suite.test, include: focused } } : suite;
