// A member on the team page: photo or initials, name (a link to their detail, /team/{member}),
// position, the verified badge, the start of their bio and the ways to reach them. Also the
// preview in the profile editor and in a review, unlinked. Its list is a `ul.team-grid`.
import { Link } from 'wouter';
import { teamMemberPath } from '../../../../shared/page-meta';
import type { TeamMember } from '../../../../shared/team.schema';
import { useCopy } from '../../i18n/copy';
import { langOf, pick, useI18n } from '../../i18n/i18n';
import { memberCopy } from './member.copy';
import { avatarSizes, MemberAvatar, MemberByline, MemberLinks, useMemberName } from './MemberParts';
import './member-card.css';

/** The history entry of a detail opened from the list: closing it goes back to the list. */
export const openedFromList = { teamList: true } as const;

interface MemberCardProps {
  member: TeamMember;
  /**
   * The name links to the member's detail (/team/{member}); not in a preview of a version the
   * team page does not show yet (the profile editor, a review), where that address is a 404.
   */
  linked?: boolean;
  /** The name's heading level: 3 under the team page's department headings. */
  headingLevel?: 3 | 4;
}

export function MemberCard({ member, linked = true, headingLevel = 3 }: MemberCardProps) {
  const Heading = `h${headingLevel}` as const;
  const { language } = useI18n();
  const copy = useCopy(memberCopy);
  const { name, lang } = useMemberName(member);
  const bio = pick(language, member.bioEn, member.bioZh);
  return (
    <li className="member-card" data-member={member.username}>
      <div className="member-card__top">
        <MemberAvatar member={member} className="member-card__avatar" sizes={avatarSizes.card} />
        <div className="member-card__who">
          <Heading className="member-card__name" lang={lang}>
            {linked ? (
              <Link
                href={teamMemberPath(member.username)}
                state={openedFromList}
                className="member-card__link"
                aria-haspopup="dialog"
                aria-label={copy.openProfile(name)}
              >
                {name}
              </Link>
            ) : (
              name
            )}
          </Heading>
          <MemberByline member={member} block="member-card" />
        </div>
      </div>
      {bio && (
        <p className="member-card__bio" lang={langOf(language, member.bioEn, member.bioZh)}>
          {bio}
        </p>
      )}
      <MemberLinks member={member} className="member-card__links" />
    </li>
  );
}
