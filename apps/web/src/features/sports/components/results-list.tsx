import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/time';
import { eventsOptions } from '../api/sports-queries';
import type { BookCategory } from '../lib/book-view';

/** Finished (and void) events with their scores, newest first; each opens its page. */
export function ResultsList({
  category,
  sport,
  timeZone,
  eventPath,
  limit,
}: {
  category: BookCategory;
  sport?: string;
  timeZone: string;
  eventPath: (eventId: number) => string;
  limit?: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const results = useQuery(eventsOptions(category, 'results', language, sport));
  const list = (results.data?.list ?? []).slice(0, limit ?? 100);
  if (results.isPending) return <p className="sb-muted">{t('sports.loading')}</p>;
  if (list.length === 0) return <p className="sb-muted">{t('sports.noResults')}</p>;
  return (
    <ul className="sb-results" data-testid="sports-results">
      {list.map((event) => (
        <li key={event.eventId} className="sb-result" data-event={event.eventId}>
          <Link to={eventPath(event.eventId)} className="sb-result__link">
            <span className="sb-result__when">
              {formatDateTime(new Date(event.startsAt), timeZone, language)}
            </span>
            <span className="sb-result__name">{event.name}</span>
            <strong className="sb-result__score">
              {event.score ? `${event.score.home}–${event.score.away}` : t(`sports.status.${event.status}`)}
            </strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}
