import { expect, test } from 'vitest';
import type { TeamDepartment, TeamMember } from '../../../../shared/team.schema';
import { findMember, groupByDepartment, readDepartment, readTerm, teamListHref, teamPageOrder, withCounts } from './team-view';

const member = (username: string, department: TeamMember['department']): TeamMember => ({
  username,
  nameEn: username,
  nameZh: '',
  positionEn: '',
  positionZh: '',
  department,
  bioEn: '',
  bioZh: '',
  email: '',
  linkedin: '',
  github: '',
  wechat: '',
  mbti: '',
  avatar: null,
  verified: false,
});
const department = (id: TeamDepartment['id'], memberCount = 0): TeamDepartment => ({
  id,
  name: { en: id, zh: id },
  groups: [],
  memberCount,
});

test('the department filter is read from the URL; anything else is all', () => {
  expect(readDepartment('?department=arts')).toBe('arts');
  expect(readDepartment('?department=executive_committee&x=1')).toBe('executive_committee');
  for (const search of ['', '?department=', '?department=sales', '?department=ARTS', '?department=toString'])
    expect(readDepartment(search), search).toBeNull();
});

test('members by department in the departments’ order, their own order kept, empty departments left out', () => {
  const members = [member('b', 'career'), member('a', 'arts'), member('c', 'career'), member('d', 'executive_committee')];
  const list = [department('arts'), department('career'), department('operation'), department('executive_committee')];
  expect(groupByDepartment(members, list, null).map((g) => [g.department.id, g.members.map((m) => m.username)])).toEqual([
    ['arts', ['a']],
    ['career', ['b', 'c']],
    ['executive_committee', ['d']],
  ]);
  expect(groupByDepartment(members, list, 'career').map((g) => g.department.id)).toEqual(['career']);
  expect(groupByDepartment(members, list, 'operation')).toEqual([]);
});

test('a member is found by username without case', () => {
  const members = [member('li.hua', 'arts'), member('Wang', 'arts')];
  expect(findMember(members, 'LI.HUA')?.username).toBe('li.hua');
  expect(findMember(members, 'wang')?.username).toBe('Wang');
  expect(findMember(members, 'li')).toBeUndefined();
});

test('the executive committee first, then the departments in the site’s order', () => {
  const ids = ['arts', 'career', 'operation', 'support', 'engagement', 'executive_committee'] as const;
  expect(teamPageOrder(ids.map((id) => department(id))).map((d) => d.id)).toEqual([
    'executive_committee',
    'arts',
    'career',
    'operation',
    'support',
    'engagement',
  ]);
});

test('a term in the URL (issue 26): read as given, none for the current; kept by the department filter’s links', () => {
  expect(readTerm('?term=2025-26&department=arts')).toBe('2025-26');
  for (const search of ['', '?term=', '?department=arts']) expect(readTerm(search), search).toBeNull();
  expect(teamListHref(null, null)).toBe('/team');
  expect(teamListHref(null, 'arts')).toBe('/team?department=arts');
  expect(teamListHref('2025-26', null)).toBe('/team?term=2025-26');
  expect(teamListHref('2025-26', 'career')).toBe('/team?term=2025-26&department=career');
});

test('a past team’s counts are its own members’ per department', () => {
  const counted = withCounts(
    [department('arts', 9), department('career', 9), department('support', 9)],
    [member('a', 'arts'), member('b', 'arts'), member('c', 'career')],
  );
  expect(counted.map((d) => [d.id, d.memberCount])).toEqual([
    ['arts', 2],
    ['career', 1],
    ['support', 0],
  ]);
});
