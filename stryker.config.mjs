// Mutation testing of the rule files: npm run test:mutation (docs/decisions/011).
// One file while iterating: npx stryker run --mutate server/lib/json-body.ts

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The project's suite without the test that starts the server as a child process (see there).
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // Names no file on purpose: Stryker's tsconfig step calls the typescript JS API, which
  // TypeScript 7 lacks, and vitest needs no tsconfig rewritten.
  tsconfigFile: 'stryker-has-no-tsconfig.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  ignorePatterns: ['dist', 'coverage', 'test-results', 'reports', 'data/*.db*'],
  mutate: [
    // Who holds which permission, and who may open which staff page and tab.
    'shared/permissions.ts',
    'shared/events.ts',
    // Event pages' addresses (issue 23): the slug's words and the id read back from it.
    'shared/slugs.ts',
    // Registration (issue 23, decision 028): capacity, the waitlist's order, the deadline and start, once per mailbox, the reminder.
    'shared/registration-rules.ts',
    // The magazine (issue 36, decision 048): who may do what to an article, which links and images a body may hold, when one is ready.
    'shared/magazine-rules.ts',
    'server/modules/magazine/magazine.readiness.ts',
    // Which language a browser's tags read (issue 25, decision 035) and the Traditional overrides.
    'shared/language-tags.ts',
    'shared/traditional-overrides.ts',
    // The Traditional converter's lookup (decision 036): binary search in OpenCC's sorted text, longest match first.
    'server/lib/opencc-compact.ts',
    // CSV files (the applications inbox, an event's guest list): formula cells neutralised.
    'server/lib/csv.ts',
    'server/lib/app-error.ts',
    'server/lib/json-body.ts',
    'server/lib/encoded-answer.ts',
    'server/lib/rate-limit-store.ts',
    'server/lib/language.ts',
    'server/trpc/errors.ts',
    'server/trpc/procedures.ts',
    'server/http/doors/errors.ts',
    'server/http/doors/rest-door.ts',
    'server/http/doors/trpc-door.ts',
    'server/http/caching/cached-procedures.ts',
    'server/http/security/headers.ts',
    'server/config.ts',
    // Who must set up a second factor first (issue 24 item 5, decision 032).
    'server/modules/auth/admin-mfa.ts',
    'server/http/caching/pre-routing-lane.ts',
    'server/http/security/session.ts',
    'server/lib/passwords.ts',
    'server/lib/semaphore.ts',
    'server/lib/codes.ts',
    // Sign-in, sessions, codes; two-step sign-in's rules in auth/mfa-rules.ts (decision 031: the window, replay, a challenge's life).
    'server/modules/auth/**/*.ts',
    '!server/modules/auth/auth.mail.ts',
    'server/lib/read-cache.ts',
    'shared/events.schema.ts',
    'server/modules/events/**/*.ts',
    '!server/modules/events/events.seed.ts',
    'server/modules/audit/**/*.ts',
    // The society's record (issue 26, decision 037): the version check, restore, revisions, its sides, its schema, who may edit.
    'server/modules/site/**/*.ts',
    'shared/site-content.ts',
    'shared/site-content.schema.ts',
    'shared/paging.ts',
    'shared/paging-limits.ts',
    'server/modules/join/**/*.ts',
    // Uploads (decision 016): the form's limits, the procedure, the checks and re-encoding.
    'server/lib/upload-form.ts',
    'server/lib/incoming-file.ts',
    'server/lib/images.ts',
    'server/modules/uploads/*.ts',
    'shared/images.ts',
    // Profiles and their review (decision 020): the transitions, avatar files (self-review: shared/staff-rules.ts).
    'server/modules/profiles/**/*.ts',
    // Staff accounts (issue 13, decision 020): the rules (self-review too), the guards in their transaction.
    'shared/staff-rules.ts',
    'server/modules/staff/**/*.ts',
    // One home for accounts (issue 22): the code that came from the auth and staff repositories, and the SQL and URL pieces they shared.
    'server/modules/accounts/**/*.ts',
    'server/db/sql-helpers.ts',
    // E-mail addresses (decision 023): the stored form, the key accounts are found by, one account per mailbox.
    'shared/email.ts',
    'server/lib/query-string.ts',
    // Weak passwords (issue 24, decision 029): the common list's lookup and the strength meter.
    'shared/password-rule.ts',
    // Sessions a member sees and ends (issue 24, decision 030): the device in words (the service, repository and procedures are under auth above).
    'server/lib/user-agent.ts',
    'shared/device-words.ts',
    // Terms and the handover (issue 26, decision 038): who may, the transaction, the past team, the next term's name.
    'server/modules/terms/**/*.ts',
    'shared/terms.schema.ts',
  ],
};
