// The event a registration is for, on the page of its cancel link: its title in the interface
// language (the other one, marked, when empty) and when it happens, in its own time zone.
import { eventRange } from '../../features/events/event-time';
import { pick, useI18n } from '../../i18n/i18n';
import { trpc } from '../../lib/trpc-react';
import { isChinese } from '../../../../shared/constants';

export function EventLine({ id }: { id: number }) {
  const { language } = useI18n();
  const query = trpc.event.get.useQuery({ id });
  if (!query.data) return <span className="registration-page__event-pending">…</span>;
  const event = query.data;
  const own = isChinese(language) ? event.titleZh : event.titleEn;
  const title = pick(language, event.titleEn, event.titleZh);
  return (
    <span className="registration-page__event">
      <span lang={own ? undefined : isChinese(language) ? 'en' : 'zh-CN'}>{title}</span>
      <time dateTime={event.startsAt}>{eventRange(event, language)}</time>
    </span>
  );
}
