import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOTTERY_VENDOR_CODES } from '@swerte/contracts';
import type { BetRow } from '@swerte/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { lotteryKeys, lotteryRefs } from '../api/lottery-refs';

/** A lottery ticket's bet number in the betting record: `lt-<ticketId>`. */
export function ticketIdOf(vendor: string, vendorBetId: string): number | null {
  if (!(LOTTERY_VENDOR_CODES as readonly string[]).includes(vendor)) return null;
  const match = /^lt-(\d{1,15})$/.exec(vendorBetId);
  return match ? Number(match[1]) : null;
}

/** Most tickets one lookup reads (the tickets call's page size limit). */
const LOOKUP_SIZE = 100;

export interface LotteryBetDetailProps {
  bet: Pick<BetRow, 'vendor' | 'vendorBetId'>;
  /** The rows of the record page the bet is on: one lookup serves all of its lottery rows. */
  pageBets: readonly Pick<BetRow, 'vendor' | 'vendorBetId'>[];
}

/**
 * A betting record row's lottery ticket: bet type, draw, numbers and outcome. The rows of one record
 * page share one read of the member's tickets from the newest of them down (keyset cursor).
 */
export function LotteryBetDetail({ bet, pageBets }: LotteryBetDetailProps) {
  const { t } = useTranslation();
  const ticketId = ticketIdOf(bet.vendor, bet.vendorBetId);
  const newestTicketId = Math.max(0, ...pageBets.map((row) => ticketIdOf(row.vendor, row.vendorBetId) ?? 0));
  const tickets = useQuery({
    queryKey: [...lotteryKeys.tickets, 'record', newestTicketId],
    queryFn: ({ signal }) =>
      callEndpoint(lotteryRefs.myTickets, {
        signal,
        query: { status: 'all', cursor: newestTicketId + 1, pageSize: LOOKUP_SIZE },
      }),
    enabled: ticketId !== null,
    staleTime: 30_000,
  });
  const ticket = tickets.data?.list.find((each) => each.ticketId === ticketId);
  if (!ticket) return null;
  return (
    <span className="record-foot" data-testid="lottery-ticket-detail">
      <span>
        {t(`lottery.betTypes.${ticket.betType}`)}
        {ticket.position !== null && ` · ${t('lottery.grid.position', { position: ticket.position })}`} ·{' '}
        {ticket.numero}
      </span>
      <span>
        <strong>{ticket.numbers.join(' ')}</strong> · {t(`lottery.tickets.status.${ticket.status}`)}
      </span>
    </span>
  );
}
