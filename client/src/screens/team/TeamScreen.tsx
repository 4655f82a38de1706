// The team (docs/product.md §2; issue 13): the members the team page shows, by department (the executive
// committee first, then the site's order), with a department filter kept in the URL (?department=) so it can be shared. /team/{member}
// opens that member's detail over the list: the address is shareable (its served HTML previews
// as the member), closing goes back to the list, Back closes it. An address that names nobody on
// the team says so (the server answered it with 404).
import { Link, useLocation, useRoute, useSearch } from 'wouter';
import { pastTeamPageText, pastTeamPath, teamMemberPageText, teamMemberPath } from '../../../../shared/page-meta';
import type { Term } from '../../../../shared/terms.schema';
import { pageRoutes } from '../../../../shared/routes';
import type { TeamDepartment } from '../../../../shared/team.schema';
import { usePageMeta } from '../../lib/page-meta';
import { LoadError } from '../../components/LoadError';
import { PageBanner } from '../../components/PageBanner';
import { Spinner } from '../../components/Spinner';
import { MemberCard, type openedFromList } from '../../features/team/MemberCard';
import { useCopy } from '../../i18n/copy';
import { useI18n } from '../../i18n/i18n';
import { trpc, withData } from '../../lib/trpc-react';
import { MemberDialog } from './MemberDialog';
import { teamCopy } from './team.copy';
import { findMember, groupByDepartment, readDepartment, readTerm, teamListHref, teamPageOrder, withCounts } from './team-view';
import './team.css';

function DepartmentFilter({
  departments,
  current,
  term,
}: {
  departments: readonly TeamDepartment[];
  current: TeamDepartment['id'] | null;
  term: string | null;
}) {
  const { l } = useI18n();
  const copy = useCopy(teamCopy);
  const total = departments.reduce((sum, d) => sum + d.memberCount, 0);
  const shown = departments.filter((d) => d.memberCount > 0 || d.id === current);
  return (
    <nav aria-label={copy.filterLabel} className="filters team-filters">
      <Link href={teamListHref(term, null)} className="filter" aria-current={current === null ? 'page' : undefined}>
        {copy.withCount(copy.all, total)}
      </Link>
      {shown.map((d) => (
        <Link key={d.id} href={teamListHref(term, d.id)} className="filter" aria-current={d.id === current ? 'page' : undefined}>
          {copy.withCount(l(d.name), d.memberCount)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The year picker (issue 26): a link per term, the one shown marked as the current page, so a
 * keyboard or a screen reader walks it as the department filter; shown once there is a past year.
 */
function YearPicker({ terms, shown }: { terms: readonly Term[]; shown: string | null }) {
  const copy = useCopy(teamCopy);
  if (terms.length < 2) return null;
  return (
    <nav aria-label={copy.yearLabel} className="filters team-years" data-part="year-picker">
      <span className="team-years__label" aria-hidden="true">
        {copy.yearLabel}
      </span>
      {terms.map((term) => {
        const isShown = shown === null ? term.current : shown === term.id;
        return (
          <Link
            key={term.id}
            href={term.current ? pageRoutes.team : teamListHref(term.id, null)}
            className="filter"
            aria-current={isShown ? 'page' : undefined}
            data-term={term.id}
          >
            {term.current ? copy.currentYear(term.name) : term.name}
          </Link>
        );
      })}
    </nav>
  );
}

function TeamScreen() {
  const { l, language } = useI18n();
  const copy = useCopy(teamCopy);
  const [, params] = useRoute<{ member: string }>(pageRoutes.teamMember);
  const [, navigate] = useLocation();
  const search = useSearch();
  const filter = readDepartment(search);
  const term = readTerm(search);
  const terms = trpc.team.terms.useQuery();
  const members = trpc.team.list.useQuery(term === null ? undefined : { term });
  const departments = trpc.team.departments.useQuery();
  // A past year's team (?term= of a term that is not the current one): shown as it was, unlinked.
  const pastTerm = term === null ? undefined : terms.data?.terms.find((t) => t.id === term && !t.current);
  const viewingPast = term !== null && !terms.data?.terms.find((t) => t.id === term)?.current;
  const unknownTerm = members.isError && members.error.data?.httpStatus === 404;

  const asked = params?.member;
  const loaded = members.isSuccess && departments.isSuccess;
  const member = asked !== undefined && members.data ? findMember(members.data.members, asked) : undefined;
  const unknown = asked !== undefined && members.isSuccess && member === undefined;
  usePageMeta(
    unknown || unknownTerm ? 'notFound' : member ? 'teamMember' : 'team',
    member
      ? { text: teamMemberPageText(member, language), path: teamMemberPath(member.username) }
      : pastTerm
        ? { text: pastTeamPageText(pastTerm.name, language), path: pastTeamPath(pastTerm.id) }
        : undefined,
  );

  const close = () => {
    // Already back on the list (the Back button closed the dialog): nothing to do.
    if (!window.location.pathname.startsWith(`${pageRoutes.team}/`)) return;
    const state = history.state as Partial<typeof openedFromList> | null;
    if (state?.teamList) history.back();
    else navigate(search ? `${pageRoutes.team}?${search}` : pageRoutes.team, { replace: true });
  };

  const listed = loaded
    ? viewingPast
      ? withCounts(teamPageOrder(departments.data.departments), members.data.members)
      : teamPageOrder(departments.data.departments)
    : [];
  const groups = loaded ? groupByDepartment(members.data.members, listed, filter) : [];

  return (
    <div data-screen="team">
      <PageBanner eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} glyph="人" />
      <div className="page team-page">
        {unknown && (
          <section className="notice team-unknown" aria-labelledby="team-unknown-title">
            <h2 id="team-unknown-title">{copy.unknownTitle}</h2>
            <p>{copy.unknownBody(asked)}</p>
            <Link href={pageRoutes.team} className="text-link">
              {copy.showAll}
            </Link>
          </section>
        )}
        {terms.data && <YearPicker terms={terms.data.terms} shown={term} />}
        {pastTerm && (
          <p className="notice team-past" data-part="past-note">
            {copy.pastNote(pastTerm.name)}{' '}
            <Link href={pageRoutes.team} className="text-link">
              {copy.seeCurrent}
            </Link>
          </p>
        )}
        {/* The list's room, the same whether it loads, fails, is empty or is there: nothing after it moves (CLS). */}
        <div className="team-body">
          {unknownTerm ? (
            <section className="notice team-unknown" aria-labelledby="team-unknown-term-title">
              <h2 id="team-unknown-term-title">{copy.unknownTermTitle}</h2>
              <p>{copy.unknownTermBody}</p>
              <Link href={pageRoutes.team} className="text-link">
                {copy.seeCurrent}
              </Link>
            </section>
          ) : members.isError || departments.isError ? (
            <LoadError
              message={copy.loadError}
              onRetry={() => {
                if (members.isError) void members.refetch();
                if (departments.isError) void departments.refetch();
              }}
            />
          ) : !loaded ? (
            <Spinner />
          ) : members.data.members.length === 0 ? (
            <p className="notice team-empty">{copy.empty}</p>
          ) : (
            <>
              <DepartmentFilter departments={listed} current={filter} term={term} />
              {groups.length === 0 ? (
                <div className="notice team-empty">
                  <p>{copy.emptyDepartment}</p>
                  <Link href={teamListHref(term, null)} className="text-link">
                    {copy.showAll}
                  </Link>
                </div>
              ) : (
                groups.map(({ department, members: inDepartment }) => (
                  <section
                    key={department.id}
                    className="team-department"
                    aria-labelledby={`department-${department.id}`}
                    data-department={department.id}
                  >
                    <div className="team-department__head">
                      <h2 id={`department-${department.id}`} className="team-department__name">
                        {l(department.name)}
                      </h2>
                      <p className="team-department__count">{copy.members(department.memberCount)}</p>
                    </div>
                    {department.groups.length > 0 && (
                      <p className="team-department__groups">{copy.groups(department.groups.map((g) => l(g.name)).join(' · '))}</p>
                    )}
                    <ul className="team-grid">
                      {inDepartment.map((m) => (
                        <MemberCard key={m.username} member={m} linked={!viewingPast} />
                      ))}
                    </ul>
                  </section>
                ))
              )}
            </>
          )}
        </div>
        <p className="team-join">
          <Link href={pageRoutes.join} className="text-link">
            {copy.joinCta}
          </Link>
        </p>
      </div>
      <MemberDialog member={member} departments={departments.data?.departments ?? []} onClose={close} />
    </div>
  );
}

// Its queries need the query providers, which come with this chunk (lib/trpc-react.tsx).
export default withData(TeamScreen);
