import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LotteryTicket } from '@swerte/contracts';
import { formatMoney } from '../../../lib/money';
import { Panel } from '../../../ui/panel';
import { openTicketsOptions, settledTicketsOptions } from '../api/game-queries';

/** The member's open tickets of this game, then the latest settled ones with their outcome. */
export function OpenTickets({ gameCode, token }: { gameCode: string; token: string | null }) {
  const { t } = useTranslation();
  const open = useQuery(openTicketsOptions(gameCode, token));
  const settled = useQuery(settledTicketsOptions(gameCode, token));
  if (token === null) return null;
  const openList = open.data?.list ?? [];
  const settledList = settled.data?.list.slice(0, 5) ?? [];
  return (
    <Panel title={t('lottery.tickets.title')} className="lott-tickets">
      {open.data && openList.length === 0 && <p className="lott-muted">{t('lottery.tickets.none')}</p>}
      <TicketList tickets={openList} testId="open-tickets" />
      {settledList.length > 0 && <TicketList tickets={settledList} testId="settled-tickets" />}
    </Panel>
  );
}

function TicketList({ tickets, testId }: { tickets: LotteryTicket[]; testId: string }) {
  const { t } = useTranslation();
  if (tickets.length === 0) return null;
  return (
    <ul className="lott-ticket-list" data-testid={testId}>
      {tickets.map((ticket) => (
        <li
          key={ticket.ticketId}
          className={`lott-ticket lott-ticket--${ticket.status}`}
          data-status={ticket.status}
        >
          <div className="lott-ticket__head">
            <strong>
              {t(`lottery.betTypes.${ticket.betType}`)}
              {ticket.position !== null && ` · ${t('lottery.grid.position', { position: ticket.position })}`}
            </strong>
            <span className={`lott-status lott-status--${ticket.status}`}>
              {t(`lottery.tickets.status.${ticket.status}`)}
            </span>
          </div>
          <p className="lott-ticket__numbers">
            {ticket.gameName} · {ticket.numero} · {ticket.numbers.join(' ')}
          </p>
          <p className="lott-ticket__money">
            {t('lottery.tickets.stake')} {formatMoney(ticket.stake)}
            {ticket.status !== 'open' && (
              <>
                {' · '}
                {t('lottery.tickets.payout')} <strong>{formatMoney(ticket.payout)}</strong>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
