// The society's name and university as texts written from the seed name them (issue 26, decision
// 037): page titles and descriptions, the calendar's name and description, mails. Each seed word is
// replaced with the record's, longest first, in the text's language (Traditional: the stored
// conversion), so a renamed society is renamed everywhere those texts go.
import { concert, type Language } from '../../../shared/constants.js';
import { site as seedSite } from '../../../shared/site.js';
import { hant } from '../../../shared/traditional.js';
import type { StoredSite } from './site.service.js';

const digits = (value: number) => String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Rewrites a text written with the seed's name, university and figures as the record has them. */
export type Renamer = (text: string, language: Language) => string;

/** The renamer of a stored record; `figures` also replaces the charity total and the first concert's year. */
export function renamerOf(stored: StoredSite, figures = false): Renamer {
  const { content, hant: traditional } = stored;
  const pairsOf = (language: Language): Array<[string, string]> => {
    const pairs: Array<[string, string]> =
      language === 'en'
        ? [
            [seedSite.name.en, content.name.en],
            [seedSite.university.en, content.university.en],
          ]
        : language === 'zh'
          ? [
              [seedSite.name.zh, content.name.zh],
              [seedSite.university.zh, content.university.zh],
            ]
          : [
              [hant(seedSite.name.zh), traditional.name.zh],
              [hant(seedSite.university.zh), traditional.university.zh],
            ];
    if (figures)
      pairs.push(
        [digits(concert.charityTotalCad), digits(content.charity.amount)],
        [String(concert.startYear), String(content.concert.startYear)],
      );
    return pairs.filter(([from, to]) => from !== to).sort((a, b) => b[0].length - a[0].length);
  };
  const pairs: Record<Language, Array<[string, string]>> = { en: pairsOf('en'), zh: pairsOf('zh'), 'zh-Hant': pairsOf('zh-Hant') };
  return (text, language) => pairs[language].reduce((result, [from, to]) => result.replaceAll(from, to), text);
}
