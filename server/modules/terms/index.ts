// What other modules may read of the terms tables besides TermsService (the module-boundary rule,
// tests/module-boundaries.test.ts): the current term's id as SQL (a profile belongs to it), the
// terms, and a past term's team as it was kept.
export { currentTermId, selectCurrentTerm, selectTerm, selectTermMembers } from './terms.repository.js';
