import { useTranslation } from 'react-i18next';
import type { BetRow } from '@swerte/contracts';
import { systemName } from '../lib/system-name';

/** A betting record row's sportsbook bet (the record's `sports` field): its kind, then each leg and how it went. */
export function SportsBetDetail({ bet }: { bet: Pick<BetRow, 'sports'> }) {
  const { t } = useTranslation();
  const sports = bet.sports;
  if (!sports) return null;
  return (
    <span className="record-foot record-foot--legs" data-testid="sports-bet-detail">
      <strong>
        {t(`sports.bets.types.${sports.type}`)}
        {sports.system ? ` · ${systemName(sports.system)}` : ''}
        {sports.lines > 1 ? ` × ${sports.lines}` : ''}
      </strong>
      {sports.legs.map((leg, index) => (
        <span key={index}>
          {leg.selectionName} · {leg.marketName} · {leg.eventName} @ {leg.odds} ·{' '}
          {t(`sports.bets.outcome.${leg.outcome ?? 'pending'}`)}
        </span>
      ))}
    </span>
  );
}
