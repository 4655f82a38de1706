// The team screen's logic, without React: the department filter in the URL, members grouped by
// department in the site's order, and a member found by address. (The initials a card shows when
// there is no photo: features/team/initials.ts.)
import { departments, type Department } from '../../../../shared/departments';
import type { TeamDepartment, TeamMember } from '../../../../shared/team.schema';

/** ?department= as a department, or null for all (anything else too). */
export function readDepartment(search: string): Department | null {
  const value = new URLSearchParams(search).get('department');
  return (departments as readonly string[]).includes(value ?? '') ? (value as Department) : null;
}

/**
 * The departments as the team page lists them: the executive committee, who lead the society,
 * first; then the departments in the site's order.
 */
export function teamPageOrder<T extends { id: Department }>(list: readonly T[]): T[] {
  return [...list.filter((d) => d.id === 'executive_committee'), ...list.filter((d) => d.id !== 'executive_committee')];
}

export interface DepartmentGroup {
  department: TeamDepartment;
  members: TeamMember[];
}

/**
 * The departments that have members (or only `only`), in the order of `list`, each with its
 * members in the order they came (display order, then name).
 */
export function groupByDepartment(
  members: readonly TeamMember[],
  list: readonly TeamDepartment[],
  only: Department | null,
): DepartmentGroup[] {
  return list
    .filter((department) => only === null || department.id === only)
    .map((department) => ({ department, members: members.filter((m) => m.department === department.id) }))
    .filter((group) => group.members.length > 0);
}

/** The member at /team/{member}: usernames are unique without case. */
export function findMember(members: readonly TeamMember[], param: string): TeamMember | undefined {
  const wanted = param.toLowerCase();
  return members.find((m) => m.username.toLowerCase() === wanted);
}

/** ?term= (a term's id, issue 26), or null for the current term. */
export function readTerm(search: string): string | null {
  const value = new URLSearchParams(search).get('term');
  return value ? value : null;
}

/** The team list's address with a term (none: the current one) and a department (none: all). */
export function teamListHref(term: string | null, department: Department | null): string {
  const query = new URLSearchParams();
  if (term !== null) query.set('term', term);
  if (department !== null) query.set('department', department);
  const text = query.toString();
  return text ? `/team?${text}` : '/team';
}

/** The departments with how many of `members` each has: a past team's counts (the server counts only the current one's). */
export function withCounts<T extends { id: Department; memberCount: number }>(list: readonly T[], members: readonly TeamMember[]): T[] {
  return list.map((d) => ({ ...d, memberCount: members.filter((m) => m.department === d.id).length }));
}
