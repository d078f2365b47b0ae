import { formatCents } from '@swerte/contracts';
import type { EventOutbox } from '../../../platform/events/index.js';
import type { MessagesService } from './messages.service.js';

const amount = (cents: string) => formatCents(BigInt(cents));

/**
 * The site's own messages when a member's money moves: one per deposit approved and per withdrawal paid
 * (the message's source is unique, so a second delivery of the event sends nothing more).
 */
export function subscribeAutomaticMessages(
  events: Pick<EventOutbox, 'on'>,
  messages: Pick<MessagesService, 'sendAutomatic'>,
): void {
  events.on('deposit.approved', 'messages.deposit-approved', (event, tx) =>
    messages.sendAutomatic(tx, event.payload.memberId, `deposit:${event.payload.depositId}`, {
      title: { EN: 'Deposit approved', TY: 'Naaprubahan ang deposito' },
      body: {
        EN: `Your deposit of ${amount(event.payload.amountCents)} has been credited to your wallet.`,
        TY: `Naidagdag na sa iyong wallet ang deposito mong ${amount(event.payload.amountCents)}.`,
      },
    }),
  );
  events.on('withdrawal.paid', 'messages.withdrawal-paid', (event, tx) =>
    messages.sendAutomatic(tx, event.payload.memberId, `withdrawal:${event.payload.withdrawalId}`, {
      title: { EN: 'Withdrawal paid', TY: 'Naipadala na ang withdrawal' },
      body: {
        EN: `Your withdrawal of ${amount(event.payload.amountCents)} has been paid to your bank account.`,
        TY: `Naipadala na sa iyong bank account ang withdrawal mong ${amount(event.payload.amountCents)}.`,
      },
    }),
  );
}
