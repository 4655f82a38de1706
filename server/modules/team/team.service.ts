// The public team page's reads (issue 13): approved profiles of active accounts, and the
// departments with how many of them each shows. Plain data that changes only with a write: the
// doors cache and serialise it (the 'team' read cache, invalidated by the staff and profiles
// services' `changed`).
import type { Kysely } from 'kysely';
import type { Department } from '../../../shared/departments.js';
import { site } from '../../../shared/site.js';
import { contactFields, type DepartmentsOutput, type TeamMember, type TeamOutput } from '../../../shared/team.schema.js';
import type { Byline } from '../../../shared/magazine.schema.js';
import type { Database } from '../../db/schema.js';
import type { Fresh } from '../../lib/read-cache.js';
import { traditionalText, type ChineseSide } from '../../lib/traditional.js';
import { AppError } from '../../lib/app-error.js';
import * as terms from '../terms/index.js';
import * as repo from './team.repository.js';
import type { SiteService } from '../site/site.service.js';

/** A member as the team page shows them: the Chinese fields in Simplified, or in Traditional (their own, else converted at write) for zh-Hant. */
export function toTeamMember(
  row: Omit<repo.MemberRow, 'department'> & { department: string | null },
  side: ChineseSide = 'zh',
): TeamMember {
  const hant = side === 'zh-Hant';
  return {
    username: row.username,
    nameEn: row.name_en,
    nameZh: hant ? traditionalText(row.name_zh_hant, row.name_zh_hant_override) : row.name_zh,
    positionEn: row.position_en,
    positionZh: hant ? traditionalText(row.position_zh_hant, row.position_zh_hant_override) : row.position_zh,
    // The query keeps only rows with a department.
    department: row.department as Department,
    bioEn: row.bio_en,
    bioZh: hant ? traditionalText(row.bio_zh_hant, row.bio_zh_hant_override) : row.bio_zh,
    email: row.email,
    linkedin: row.linkedin,
    github: row.github,
    wechat: row.wechat,
    mbti: row.mbti,
    avatar: row.avatar,
    verified: row.verified === 1,
  };
}

/**
 * A past team's member who is no longer on the team and did not choose otherwise: name,
 * position, department, photo and bio only (docs/decisions/041).
 */
export function withoutContact(member: TeamMember): TeamMember {
  const kept: Partial<TeamMember> = { ...member };
  for (const field of contactFields) delete kept[field];
  return kept as TeamMember;
}

export class TeamService {
  constructor(
    private readonly db: Kysely<Database>,
    /** The society's record (issue 26): the departments' names and sub-groups. */
    private readonly site?: SiteService,
  ) {}

  /** The bylines of staff accounts (the magazine's): their approved names, else their username, and their team page when they are on the team. */
  async bylines(accountIds: readonly number[], side: ChineseSide = 'zh'): Promise<Map<number, Byline>> {
    if (accountIds.length === 0) return new Map();
    const rows = await repo.selectBylines(this.db, accountIds);
    return new Map(
      rows.map((row) => {
        const nameZh =
          side === 'zh-Hant' && row.name_zh_hant !== null
            ? traditionalText(row.name_zh_hant, row.name_zh_hant_override ?? '')
            : row.name_zh;
        const nameEn = row.name_en || nameZh || row.username;
        return [
          row.id,
          { accountId: row.id, nameEn, nameZh: nameZh || row.name_en || row.username, teamSlug: row.on_team === 1 ? row.username : '' },
        ];
      }),
    );
  }

  /** A member's account by the username of their team page. */
  accountOfUsername(username: string): Promise<number | undefined> {
    return repo.selectAccountIdOfUsername(this.db, username);
  }

  /** The members the team page shows now, read on `db` (the handover keeps them in its transaction). */
  shownMembers(db: Kysely<Database>) {
    return repo.selectShownMembers(db);
  }

  /**
   * The members the team page shows, of one department or all, by display order then name: of
   * the current term (none given, or its id), or a past term's team as it was (docs/decisions/038).
   */
  async list(department?: Department, side: ChineseSide = 'zh', term?: string): Promise<Fresh<TeamOutput>> {
    if (term !== undefined) {
      const current = await terms.selectCurrentTerm(this.db);
      if (term !== current?.id) {
        if (!(await terms.selectTerm(this.db, term))) throw new AppError('NOT_FOUND', 'errors.termNotFound');
        const [past, keepContact] = await Promise.all([terms.selectTermMembers(this.db, term), repo.selectContactKeepers(this.db)]);
        const rows = department ? past.filter((row) => row.department === department) : past;
        return {
          data: {
            members: rows.map((row) =>
              keepContact.has(row.account_id) ? toTeamMember(row, side) : withoutContact(toTeamMember(row, side)),
            ),
          },
        };
      }
    }
    const rows = await repo.selectShownMembers(this.db, department);
    return { data: { members: rows.map((row) => toTeamMember(row, side)) } };
  }

  /** The six departments of the site's configuration, in its order, with the members each shows. */
  async departments(): Promise<Fresh<DepartmentsOutput>> {
    const [counts, record] = await Promise.all([repo.countShownMembersByDepartment(this.db), this.site?.current()]);
    return {
      data: {
        departments: (record?.content.departments ?? site.departments).map((d) => ({
          id: d.id,
          name: { en: d.name.en, zh: d.name.zh },
          groups: d.groups.map((g) => ({ name: { en: g.name.en, zh: g.name.zh } })),
          memberCount: counts.get(d.id) ?? 0,
        })),
      },
    };
  }
}
