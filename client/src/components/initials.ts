// The letters shown in place of a member's photo (the team cards, the profile editor).

const han = /\p{Script=Han}/u;

/**
 * Up to two letters for a name: a Chinese name gives its first character (the family name); a
 * name in letters gives the first letter of its first and last words, in capitals. Empty: ''.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0]!)[0]!;
  if (han.test(first)) return first;
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0]! : '';
  return (first + (han.test(last) ? '' : last)).toLocaleUpperCase();
}
