// Intl.DateTimeFormat objects, each distinct locale and set of options built once and kept
// (shared/moments.ts, which the server's mails use too).
export { dateTimeFormat } from '../../../shared/moments';
