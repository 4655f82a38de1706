// Edits of a form's ordered list and of a server's field issues, used by more than one editor
// screen (the magazine's issues, the newsletter's articles).

/** The list with the item at `index` moved by `delta` places (kept inside the list); the same list when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length || delta === 0) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The server's field issues of a nested update name `issue.number`, `content.subjectEn`…: without
 * that prefix, as the form names its fields.
 */
export function unprefixIssues<I extends { path: string }>(issues: readonly I[], prefix: string): I[] {
  return issues.map((issue) => (issue.path.startsWith(`${prefix}.`) ? { ...issue, path: issue.path.slice(prefix.length + 1) } : issue));
}
