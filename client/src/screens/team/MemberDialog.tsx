// A member's whole profile over the team page, at /team/{member}: photo, names, position, the
// verified badge, department, bio, their articles in the magazine and the ways to reach them.
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { TeamDepartment, TeamMember } from '../../../../shared/team.schema';
import { Dialog } from '../../components/Dialog';
import { CloseIcon } from '../../components/icons';
import { avatarSizes, MemberAvatar, MemberByline, MemberLinks, useMemberName } from '../../features/team/MemberParts';
import { useCopy } from '../../i18n/copy';
import { langOf, pick, useI18n } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc-react';
import { articlePath, formatDate, shown } from '../../features/magazine/magazine-view';
import { teamCopy } from './team.copy';

/** The articles a member shows on their page at most; the rest are counted. */
const memberArticleCount = 5;

/** What the member wrote for the magazine, newest first; nothing when they have written nothing. */
function MemberArticles({ username }: { username: string }) {
  const { language } = useI18n();
  const copy = useCopy(teamCopy);
  const list = trpc.magazine.list.useQuery({ author: username, pageSize: memberArticleCount });
  const articles = list.data?.articles ?? [];
  if (articles.length === 0) return null;
  const more = (list.data?.total ?? 0) - articles.length;
  return (
    <section aria-labelledby="member-articles-title" className="member-dialog__articles">
      <h3 id="member-articles-title" className="member-dialog__subtitle">
        {copy.articles}
      </h3>
      <ul>
        {articles.map((article) => {
          const title = shown(language, article.titleEn, article.titleZh);
          return (
            <li key={article.id}>
              <Link href={articlePath(article.slug)} className="text-link" lang={title.lang}>
                {title.text}
              </Link>{' '}
              <time dateTime={article.publishedAt} className="member-dialog__article-date">
                {formatDate(article.publishedAt, language)}
              </time>
            </li>
          );
        })}
      </ul>
      {more > 0 && <p className="member-dialog__article-date">{copy.moreArticles(more)}</p>}
    </section>
  );
}

function Details({ member, department, onClose }: { member: TeamMember; department: TeamDepartment | undefined; onClose: () => void }) {
  const { language, l } = useI18n();
  const copy = useCopy(teamCopy);
  const { name, lang } = useMemberName(member);
  const bio = pick(language, member.bioEn, member.bioZh);
  return (
    <div className="dialog__content dialog__content--roomy">
      <div className="dialog__top">
        <p className="member-dialog__department">{department ? l(department.name) : ''}</p>
        <button type="button" className="icon-button" onClick={onClose} aria-label={copy.close}>
          <CloseIcon />
        </button>
      </div>
      <div className="member-dialog__head">
        <MemberAvatar member={member} className="member-dialog__avatar" sizes={avatarSizes.dialog} priority />
        <div>
          <h2 id="member-dialog-title" className="member-dialog__name" lang={lang}>
            {name}
          </h2>
          <MemberByline member={member} block="member-dialog" />
        </div>
      </div>
      {bio && (
        <>
          <h3 className="member-dialog__subtitle">{copy.about}</h3>
          <div className="member-dialog__bio" lang={langOf(language, member.bioEn, member.bioZh)}>
            {bio.split(/\n\s*\n/).map((paragraph, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, shown only, in their order; two may be the same
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </>
      )}
      <MemberArticles username={member.username} />
      <MemberLinks member={member} className="member-dialog__links" />
      <p className="member-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {copy.back}
        </button>
      </p>
    </div>
  );
}

export function MemberDialog({
  member,
  departments,
  onClose,
}: {
  member: TeamMember | undefined;
  departments: readonly TeamDepartment[];
  onClose: () => void;
}) {
  // Keep the last member while the dialog closes, so its content does not vanish first.
  const [last, setLast] = useState(member);
  useEffect(() => {
    if (member) setLast(member);
  }, [member]);
  const shown = member ?? last;
  return (
    <Dialog open={member !== undefined} onClose={onClose} labelledBy="member-dialog-title" className="member-dialog">
      {shown && <Details member={shown} department={departments.find((d) => d.id === shown.department)} onClose={onClose} />}
    </Dialog>
  );
}
