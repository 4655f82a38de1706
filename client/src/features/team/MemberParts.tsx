// What the card and the detail of a member share: the photo (or initials), what follows the name
// (the name in the other language, the position, the verified badge), and the ways to reach them.
// Shown on the team page, in the profile editor's preview and in a review of a profile.
import type { TeamMember } from '../../../../shared/team.schema';
import { imageUrl, responsiveImage } from '../../../../shared/images';
import { ExternalIcon } from '../../components/icons';
import { useCopy } from '../../i18n/copy';
import { langOf, pick, useI18n } from '../../i18n/i18n';
import { initials } from './initials';
import { memberCopy } from './member.copy';
import './member-parts.css';
import { isChinese } from '../../../../shared/constants';

/** The member's name in the interface language (the other's when empty, else the username), with its lang. */
export function useMemberName(member: TeamMember): { name: string; lang: string | undefined } {
  const { language } = useI18n();
  const name = pick(language, member.nameEn, member.nameZh);
  return name ? { name, lang: langOf(language, member.nameEn, member.nameZh) } : { name: member.username, lang: undefined };
}

const checkIcon = (
  <svg
    width="14"
    height="14"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.6"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

export function VerifiedBadge() {
  const copy = useCopy(memberCopy);
  return (
    <span className="badge badge--verified">
      {checkIcon}
      {copy.verified}
    </span>
  );
}

/** `sizes` of the avatar where it is shown, matching member-card.css and the team page's team.css. */
export const avatarSizes = { card: '4.5rem', dialog: '7rem' } as const;

/** The member's photo (decorative: the name is beside it), or their initials when there is none. */
export function MemberAvatar({
  member,
  className,
  sizes,
  priority = false,
}: {
  member: TeamMember;
  className: string;
  sizes: string;
  priority?: boolean;
}) {
  const { name, lang } = useMemberName(member);
  if (!member.avatar) {
    return (
      <span className={`${className} avatar avatar--initials`} aria-hidden="true" lang={lang}>
        {initials(name)}
      </span>
    );
  }
  const image = responsiveImage(imageUrl(member.avatar));
  return (
    <img
      className={`${className} avatar`}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** The name in the other language, when the member gave both and they differ. */
function OtherName({ member, className }: { member: TeamMember; className: string }) {
  const { language } = useI18n();
  const other = isChinese(language) ? member.nameEn : member.nameZh;
  const own = isChinese(language) ? member.nameZh : member.nameEn;
  if (!own || !other || own === other) return null;
  return (
    <p className={`member-other-name ${className}`} lang={isChinese(language) ? 'en' : 'zh-CN'}>
      {other}
    </p>
  );
}

/**
 * What follows the member's name on their card and in their detail: the name in the other
 * language, the position and the verified badge. `block` names the parts for each place's rules
 * (`member-card__position`, `member-dialog__position`, …).
 */
export function MemberByline({ member, block }: { member: TeamMember; block: 'member-card' | 'member-dialog' }) {
  const { language } = useI18n();
  const position = pick(language, member.positionEn, member.positionZh);
  return (
    <>
      <OtherName member={member} className={`${block}__other-name`} />
      {position && (
        <p className={`${block}__position`} lang={langOf(language, member.positionEn, member.positionZh)}>
          {position}
        </p>
      )}
      {member.verified && <VerifiedBadge />}
    </>
  );
}

/** E-mail, LinkedIn and GitHub as links; WeChat ID and MBTI as text. Nothing when none is given. */
export function MemberLinks({ member, className }: { member: TeamMember; className: string }) {
  const { t } = useI18n();
  const copy = useCopy(memberCopy);
  const { name } = useMemberName(member);
  const external = (href: string, label: string) => (
    <a href={href} className="member-link" target="_blank" rel="noopener noreferrer">
      {label}
      <ExternalIcon />
      <span className="visually-hidden">
        {' '}
        ({name}) {t('app.newTab')}
      </span>
    </a>
  );
  const items = [
    member.email && (
      <li key="email">
        <a href={`mailto:${member.email}`} className="member-link member-link--email" aria-label={`${copy.emailTo(name)}: ${member.email}`}>
          {member.email}
        </a>
      </li>
    ),
    member.linkedin && <li key="linkedin">{external(member.linkedin, copy.linkedin)}</li>,
    member.github && <li key="github">{external(member.github, copy.github)}</li>,
    member.wechat && (
      <li key="wechat" className="member-fact">
        <span className="member-fact__label">{copy.wechat}</span> <span className="member-fact__value">{member.wechat}</span>
      </li>
    ),
    member.mbti && (
      <li key="mbti" className="member-fact">
        <span className="member-fact__label">{copy.mbti}</span> <span className="member-fact__value">{member.mbti}</span>
      </li>
    ),
  ].filter(Boolean);
  if (!items.length) return null;
  return <ul className={`member-links ${className}`}>{items}</ul>;
}
