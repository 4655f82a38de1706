// The Traditional interface texts, a chunk of their own (issue 25): the dictionary and the table
// behind hant(), both made at build time (npm run i18n:traditional). i18n.tsx loads it before the
// first render when the language is zh-Hant, and when a visitor chooses 繁體; English and
// Simplified visitors never download it.
export { zhHant } from './zh-Hant';
export { traditionalTable } from '../../../shared/traditional-table';
