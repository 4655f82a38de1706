// The server holds the table behind hant() (shared/traditional.ts) from the start: the Traditional
// forms of the texts the code holds (the society's facts, page titles), made at build time by
// `npm run i18n:traditional`. Imported for this effect by the modules that say those texts
// (messages.ts, which every answer and mail goes through, and page-html.ts).
import { traditionalTable } from '../../shared/traditional-table.js';
import { setTraditionalTable } from '../../shared/traditional.js';

setTraditionalTable(traditionalTable);
