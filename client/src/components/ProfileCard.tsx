// A member's card as the team page shows it: photo (or initials), name, position, department,
// MBTI type, the verified badge, bio and the contacts they chose to show, in the current
// language with the other one as fallback. The phone number is never on it. The profile editor
// shows the same card as a preview; the team screen can list these cards.
import { createElement } from 'react';
import type { Language } from '../../../shared/constants';
import type { Department } from '../../../shared/departments';
import { imageUrl } from '../../../shared/images';
import { departmentInfo } from '../../../shared/site';
import type { TeamMember } from '../../../shared/team.schema';
import { langOf, pick, useI18n } from '../i18n/i18n';
import { initialsOf } from './initials';
import { profileCardCopy } from './profile-card.copy';
import './profile-card.css';

/** A team member; the department may be missing in an editor's preview. */
export type ProfileCardMember = Omit<TeamMember, 'department'> & { department: Department | null };

interface ProfileCardProps {
  member: ProfileCardMember;
  /** The level of the name's heading (3 under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** An editor's preview: empty name and position show what goes there. */
  preview?: boolean;
  /** The card in this language (a reviewer sees both), else the interface's. */
  language?: Language;
  className?: string;
}

const linkLabel = (url: string) => url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '');

export function ProfileCard({ member, headingLevel = 3, preview = false, language: shownIn, className }: ProfileCardProps) {
  const { language: interfaceLanguage } = useI18n();
  const language = shownIn ?? interfaceLanguage;
  const copy = profileCardCopy[language];
  const name = pick(language, member.nameEn, member.nameZh);
  const otherName = language === 'zh' ? member.nameEn : member.nameZh;
  const position = pick(language, member.positionEn, member.positionZh);
  const bio = pick(language, member.bioEn, member.bioZh);
  const department = member.department ? departmentInfo(member.department).name[language] : '';
  const initials = initialsOf(name) || initialsOf(member.username);
  const avatar = member.avatar ? imageUrl(member.avatar) : '';

  return (
    <article
      className={['profile-card', 'card', className].filter(Boolean).join(' ')}
      data-member={member.username}
      // In another language than the page's, the card says so (screen readers, fonts).
      lang={language === interfaceLanguage ? undefined : language === 'zh' ? 'zh-CN' : 'en'}
    >
      <div className="profile-card__head">
        {avatar ? (
          <img className="profile-card__avatar" src={avatar} alt="" width={96} height={96} decoding="async" loading="lazy" />
        ) : (
          <span className="profile-card__avatar profile-card__avatar--initials" aria-hidden="true" data-initials="">
            {initials}
          </span>
        )}
        <div className="profile-card__who">
          {createElement(
            `h${headingLevel}`,
            { className: 'profile-card__name', lang: langOf(language, member.nameEn, member.nameZh) },
            name || (preview ? <span className="profile-card__missing">{copy.noName}</span> : member.username),
          )}
          {name && otherName && otherName !== name && (
            <p className="profile-card__other-name" lang={language === 'zh' ? 'en' : 'zh-CN'}>
              {otherName}
            </p>
          )}
          <p className="profile-card__position" lang={langOf(language, member.positionEn, member.positionZh)}>
            {position || (preview ? <span className="profile-card__missing">{copy.noPosition}</span> : null)}
          </p>
          <p className="profile-card__tags">
            {department && <span className="badge">{department}</span>}
            {member.mbti && (
              <span className="badge" lang="en">
                {member.mbti}
              </span>
            )}
            {member.verified && (
              <span className="badge badge--verified" title={copy.verifiedTitle}>
                {copy.verified}
              </span>
            )}
          </p>
        </div>
      </div>
      {bio && (
        <p className="profile-card__bio" lang={langOf(language, member.bioEn, member.bioZh)}>
          {bio}
        </p>
      )}
      {(member.email || member.linkedin || member.github || member.wechat) && (
        <ul className="profile-card__contacts" aria-label={copy.contact(name || member.username)}>
          {member.email && (
            <li>
              <span className="profile-card__contact-label">{copy.email}</span> <a href={`mailto:${member.email}`}>{member.email}</a>
            </li>
          )}
          {member.linkedin && (
            <li>
              <span className="profile-card__contact-label">LinkedIn</span>{' '}
              <a href={member.linkedin} target="_blank" rel="noopener noreferrer">
                {linkLabel(member.linkedin)}
                <span className="visually-hidden"> {copy.newTab}</span>
              </a>
            </li>
          )}
          {member.github && (
            <li>
              <span className="profile-card__contact-label">GitHub</span>{' '}
              <a href={member.github} target="_blank" rel="noopener noreferrer">
                {linkLabel(member.github)}
                <span className="visually-hidden"> {copy.newTab}</span>
              </a>
            </li>
          )}
          {member.wechat && (
            <li>
              <span className="profile-card__contact-label">{copy.wechat}</span> <span lang="en">{member.wechat}</span>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
