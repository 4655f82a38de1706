// What other modules may read of the events table besides EventsService (the module-boundary
// rule, tests/module-boundaries.test.ts): registrations reads the event it registers for in its
// own transaction.
export { selectEvent, type EventRow } from './events.repository.js';
