// A member's card as the team page shows it: the square avatar (initials when there is none), the
// name, position and department, the verified badge, the bio and the contacts the member chose
// to show, in one language. Shared by the team page, the profile editor's preview and the review
// dialog, so a reviewer approves exactly what visitors will see. Never the phone number.
import type { Language } from '../../../shared/constants';
import type { Department } from '../../../shared/departments';
import { site } from '../../../shared/site';
import type { TeamMember } from '../../../shared/team.schema';
import { defineCopy } from '../i18n/copy';
import { langOf, pick } from '../i18n/i18n';
import './member-card.css';

export type MemberCardData = Pick<
  TeamMember,
  'nameEn' | 'nameZh' | 'positionEn' | 'positionZh' | 'bioEn' | 'bioZh' | 'email' | 'linkedin' | 'github' | 'wechat' | 'mbti' | 'avatar' | 'verified'
> & { department: Department | null };

const copy = defineCopy(
  { verified: 'Verified', email: 'E-mail', wechat: 'WeChat', mbti: 'MBTI', photo: (name: string) => `Photo of ${name}`, contacts: 'Contacts' },
  { verified: '已认证', email: '邮箱', wechat: '微信', mbti: 'MBTI', photo: (name: string) => `${name}的照片`, contacts: '联系方式' },
);

/**
 * Where an avatar is served (SPEC.md §7's image rules): an absolute URL or a path as they are, a
 * bare file name under /uploads/staff/.
 */
export function avatarUrl(avatar: string): string {
  if (/^https?:\/\//i.test(avatar) || avatar.startsWith('/')) return avatar;
  return `/uploads/staff/${avatar}`;
}

/** One or two letters for a card without a photo: a Chinese name's first character, else the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  const first = Array.from(trimmed)[0]!;
  if (/\p{Script=Han}/u.test(first)) return first;
  const words = trimmed.split(/\s+/);
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((word) => (word ? Array.from(word)[0] : '')).join('');
  return letters.toUpperCase();
}

interface MemberCardProps {
  member: MemberCardData;
  /** The language to show the card in (it falls back to the other where a text is empty). */
  language: Language;
  /** The name's heading level in the page around the card. */
  headingLevel?: 2 | 3 | 4;
}

export function MemberCard({ member, language, headingLevel = 3 }: MemberCardProps) {
  const text = copy[language];
  const Heading = `h${headingLevel}` as const;
  const name = pick(language, member.nameEn, member.nameZh);
  const position = pick(language, member.positionEn, member.positionZh);
  const bio = pick(language, member.bioEn, member.bioZh);
  const hasContacts = Boolean(member.email || member.linkedin || member.github || member.wechat || member.mbti);
  const department = site.departments.find((d) => d.id === member.department);
  return (
    <article className="member-card" lang={language === 'zh' ? 'zh-CN' : 'en'}>
      <div className="member-card__top">
        {member.avatar ? (
          <img className="member-card__avatar" src={avatarUrl(member.avatar)} alt={text.photo(name)} width={96} height={96} loading="lazy" decoding="async" />
        ) : (
          <span className="member-card__avatar member-card__avatar--initials" aria-hidden="true">
            {initialsOf(name)}
          </span>
        )}
        <div className="member-card__who">
          <Heading className="member-card__name" lang={langOf(language, member.nameEn, member.nameZh)}>
            {name}
          </Heading>
          {position && (
            <p className="member-card__position" lang={langOf(language, member.positionEn, member.positionZh)}>
              {position}
            </p>
          )}
          {department && <p className="member-card__department">{department.name[language]}</p>}
          {member.verified && <span className="badge member-card__verified">{text.verified}</span>}
        </div>
      </div>
      {bio && (
        <p className="member-card__bio" lang={langOf(language, member.bioEn, member.bioZh)}>
          {bio}
        </p>
      )}
      {hasContacts && (
      <ul className="member-card__contacts" aria-label={text.contacts}>
        {member.email && (
          <li>
            <span className="member-card__label">{text.email}</span> <a href={`mailto:${member.email}`}>{member.email}</a>
          </li>
        )}
        {member.linkedin && (
          <li>
            <span className="member-card__label">LinkedIn</span>{' '}
            <a href={member.linkedin} rel="noopener noreferrer">
              {member.linkedin.replace(/^https:\/\/(www\.)?/, '')}
            </a>
          </li>
        )}
        {member.github && (
          <li>
            <span className="member-card__label">GitHub</span>{' '}
            <a href={member.github} rel="noopener noreferrer">
              {member.github.replace(/^https:\/\//, '')}
            </a>
          </li>
        )}
        {member.wechat && (
          <li>
            <span className="member-card__label">{text.wechat}</span> {member.wechat}
          </li>
        )}
        {member.mbti && (
          <li>
            <span className="member-card__label">{text.mbti}</span> {member.mbti}
          </li>
        )}
      </ul>
      )}
    </article>
  );
}
