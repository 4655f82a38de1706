// The site content form's pure parts (issue 26): paragraphs and lines as the textareas hold them,
// field errors by the record's dotted paths (client check and server answer alike), and which
// parts of the record another editor's version changed, so the screen can offer them part by part.
import { siteContentFields, type SiteContent } from '../../../../shared/site-content.schema';

/** Lines as a textarea holds them: one per line. */
export const linesToText = (lines: readonly string[]) => lines.join('\n');
/** A textarea's lines (empty ones dropped: the schema refuses an empty line). */
export const textToLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
/** Paragraphs as a textarea holds them: a blank line between. */
export const paragraphsToText = (paragraphs: readonly string[]) => paragraphs.join('\n\n');
export const textToParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** A field's path in the record, dotted (departments.2.summary.en), as the errors name it. */
export type FieldPath = string;

/** Field errors by path, from zod issues (the client's check) or the server's issues (paths under `content.`). */
export function errorsByPath(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> | string; message: string }>,
  translate: (message: string) => string,
): Record<FieldPath, string> {
  const found: Record<FieldPath, string> = {};
  for (const issue of issues) {
    const path = (typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.')).replace(/^content\.?/, '');
    found[path] ??= translate(issue.message);
  }
  return found;
}

/** The first path with an error, in the order the form shows its fields (`order`: every path of the form, in order). */
export function firstErrorPath(errors: Record<FieldPath, string>, order: readonly FieldPath[]): FieldPath | undefined {
  return order.find((path) => errors[path] !== undefined) ?? Object.keys(errors)[0];
}

/** The parts of the record where `theirs` differs from `mine`. */
export function differingParts(mine: SiteContent, theirs: SiteContent): Array<keyof SiteContent> {
  return siteContentFields.filter((field) => JSON.stringify(mine[field]) !== JSON.stringify(theirs[field]));
}

/** A copy of the record with one value set at a dotted path. */
export function setAt<T extends object>(record: T, path: FieldPath, value: unknown): T {
  const keys = path.split('.');
  const copy = (node: unknown, depth: number): unknown => {
    if (depth === keys.length) return value;
    const key = keys[depth]!;
    const container = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<string, unknown>;
    container[key] = copy(container[key], depth + 1);
    return container;
  };
  return copy(record, 0) as T;
}

/**
 * A three-way merge by part: `base` the version the form started from, `mine` the form, `theirs`
 * the newer saved version. A part only they changed is theirs; a part only I changed stays mine;
 * a part both changed (differently) stays mine and is a conflict, to be offered.
 */
export function mergeParts(
  base: SiteContent,
  mine: SiteContent,
  theirs: SiteContent,
): { content: SiteContent; taken: Array<keyof SiteContent>; conflicts: Array<keyof SiteContent> } {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const content = { ...mine } as Record<keyof SiteContent, unknown>;
  const taken: Array<keyof SiteContent> = [];
  const conflicts: Array<keyof SiteContent> = [];
  for (const field of siteContentFields) {
    const mineChanged = !same(mine[field], base[field]);
    const theirsChanged = !same(theirs[field], base[field]);
    if (theirsChanged && !mineChanged) {
      content[field] = theirs[field];
      taken.push(field);
    } else if (theirsChanged && mineChanged && !same(mine[field], theirs[field])) conflicts.push(field);
  }
  return { content: content as SiteContent, taken, conflicts };
}
