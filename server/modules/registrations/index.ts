// What other modules may use of registrations' tables besides RegistrationsService (the
// module-boundary rule, tests/module-boundaries.test.ts): the handover queues its thank-you mails
// as jobs in its own transaction.
export { insertJobIfAbsent } from './registrations.repository.js';
