import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import type { OddsFormatCode } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { eventsOptions } from '../api/sports-queries';
import { useNow } from '../hooks/use-now';
import { countdown } from '../lib/book-view';
import { EventCard } from './event-card';
import { ResultsList } from './results-list';

const VIRTUAL_SPORTS = ['vfootball', 'vracing'] as const;

/**
 * Virtual sports: the next round with its countdown to the close (the book always publishes the next
 * rounds ahead), the rounds after it, and the last results with their fairness.
 */
export function VirtualBoard({
  format,
  timeZone,
  eventPath,
}: {
  format: OddsFormatCode;
  timeZone: string;
  eventPath: (eventId: number) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [sport, setSport] = useState<(typeof VIRTUAL_SPORTS)[number]>('vfootball');
  const upcoming = useQuery(eventsOptions('virtual', 'upcoming', language, sport));
  const now = useNow(1000);
  const events = upcoming.data?.list ?? [];
  // The server's clock decides the close: correct this device's by the answer's difference.
  const offset = upcoming.data ? Date.parse(upcoming.data.serverTime) - upcoming.dataUpdatedAt : 0;
  const open = events.filter((e) => Date.parse(e.startsAt) > now + offset);
  const next = open[0];
  const nextAt = next ? next.startsAt : null;
  const left = nextAt ? countdown(nextAt, now + offset) : null;

  return (
    <div className="sb-virtual" data-testid="virtual-board">
      <div className="sb-tabs sb-tabs--small" role="tablist" aria-label={t('sports.views.virtual')}>
        {VIRTUAL_SPORTS.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            aria-selected={sport === code}
            className="sb-tab"
            onClick={() => setSport(code)}
          >
            {t(`sports.sportNames.${code}`)}
          </button>
        ))}
      </div>
      {upcoming.isPending ? (
        <p className="sb-muted">{t('sports.loading')}</p>
      ) : !next ? (
        <p className="sb-muted">{t('sports.virtual.running')}</p>
      ) : (
        <>
          <div className="sb-countdown" data-testid="virtual-countdown" role="timer" aria-live="off">
            <Timer size={18} aria-hidden />
            <span>
              {t('sports.virtual.next')} · {next.league}
            </span>
            <span>{t('sports.virtual.closesIn')}</span>
            <strong>{left?.text}</strong>
          </div>
          <div className="sb-events">
            {open
              .filter((e) => e.startsAt === next.startsAt)
              .map((event) => (
                <EventCard
                  key={event.eventId}
                  event={event}
                  format={format}
                  timeZone={timeZone}
                  eventPath={eventPath(event.eventId)}
                />
              ))}
          </div>
          {open.some((e) => e.startsAt !== next.startsAt) && (
            <>
              <h3 className="sb-subhead">{t('sports.virtual.later')}</h3>
              <div className="sb-events">
                {open
                  .filter((e) => e.startsAt !== next.startsAt)
                  .slice(0, 8)
                  .map((event) => (
                    <EventCard
                      key={event.eventId}
                      event={event}
                      format={format}
                      timeZone={timeZone}
                      eventPath={eventPath(event.eventId)}
                    />
                  ))}
              </div>
            </>
          )}
        </>
      )}
      <h3 className="sb-subhead">{t('sports.views.results')}</h3>
      <ResultsList category="virtual" sport={sport} timeZone={timeZone} eventPath={eventPath} limit={8} />
    </div>
  );
}
