// What stands in for a member's missing photo, on their card and in the profile editor.

const han = /\p{Script=Han}/u;

/**
 * What stands in for a missing photo: a Chinese name's given name (its last two characters, as
 * Chinese apps show it), else the first letters of the first and last words.
 */
export function initials(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  const characters = [...trimmed.replace(/\s+/g, '')];
  if (han.test(characters[0]!)) return characters.length <= 2 ? characters.join('') : characters.slice(-2).join('');
  const words = trimmed.split(/\s+/);
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words.at(-1)!][0]! : '';
  return (first + last).toLocaleUpperCase();
}
