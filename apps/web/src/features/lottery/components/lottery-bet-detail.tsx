import { useTranslation } from 'react-i18next';
import type { BetRow } from '@swerte/contracts';

/** A betting record row's lottery ticket (the record's `lottery` field): bet type, draw, numbers, outcome. */
export function LotteryBetDetail({ bet }: { bet: Pick<BetRow, 'lottery'> }) {
  const { t } = useTranslation();
  const ticket = bet.lottery;
  if (!ticket) return null;
  const betType = t(`lottery.betTypes.${ticket.betType}`, { defaultValue: ticket.betType });
  return (
    <span className="record-foot" data-testid="lottery-ticket-detail">
      <span>
        {betType}
        {ticket.position !== null && ` · ${t('lottery.grid.position', { position: ticket.position })}`} ·{' '}
        {ticket.numero}
      </span>
      <span>
        <strong>{ticket.numbers.join(' ')}</strong> · {t(`lottery.tickets.status.${ticket.outcome}`)}
      </span>
    </span>
  );
}
