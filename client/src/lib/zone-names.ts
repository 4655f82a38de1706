// Names of time zones in our own words: the society's zone reads "EST"/"EDT" in English and
// "多伦多时间" in Chinese whatever the browser's ICU data say (Chromium's says "Toronto时间").
// One implementation with the server's mails: shared/moments.ts.
export { joinParts, zoneName, type Part } from '../../../shared/moments';
