import { TRIAL_ACCOUNT_TYPE } from '@swerte/contracts';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../../platform/db/raw-rows.js';
import type { DomainEvent, EventOutbox } from '../../../platform/events/index.js';
import { siteDay } from '../../../platform/site-day.js';
import type { Fact } from './mission-maths.js';
import type { MissionsService } from './missions.service.js';
import type { ReferralService } from './referral.service.js';
import type { VipGifts } from './vip-gifts.js';

interface BetRow {
  id: string | number;
  member_id: string | number;
  game_type: string;
  status: string;
  is_agent: number;
}

/**
 * Mission progress, referral rewards and VIP gifts from the outbox: each delivery runs once in its
 * transaction, and every count is keyed by its source (bet, deposit, day, invitee), every gift by its
 * reward center source, so an event delivered twice, or a second event of one bet, counts once; a
 * restart resumes the deliveries not yet done. (VIP gifts ride these deliveries rather than their own
 * handler: a bet pays no extra delivery for them.)
 */
export function subscribeMissionEvents(
  events: Pick<EventOutbox, 'on' | 'onBatch'>,
  {
    missions,
    referrals,
    vipGifts,
  }: {
    missions: Pick<MissionsService, 'count'>;
    referrals: Pick<ReferralService, 'check'>;
    vipGifts: Pick<VipGifts, 'check'>;
  },
  timeZone: string,
): void {
  events.onBatch('bet.settled', 'missions.bets', async (settled: DomainEvent<'bet.settled'>[], tx) => {
    const ids = [...new Set(settled.map((event) => event.payload.betId))];
    const rows = await rawRows<BetRow>(
      tx,
      sql`
        SELECT b.id, b.member_id, b.game_type, b.status, m.is_agent
        FROM bets b JOIN members m ON m.id = b.member_id
        WHERE b.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::bigint)`,
    );
    const bets = new Map(rows.map((row) => [Number(row.id), row]));
    const players = new Map<number, Date>();
    for (const event of settled) {
      const row = bets.get(event.payload.betId);
      // Play money and bets voided since count for nothing.
      if (!row || row.status !== 'settled' || row.is_agent === TRIAL_ACCOUNT_TYPE) continue;
      const memberId = Number(row.member_id);
      players.set(memberId, event.createdAt);
      const fact: Fact = {
        type: 'bet',
        betId: event.payload.betId,
        gameType: row.game_type,
        stake: BigInt(event.payload.stakeCents),
        validBet: BigInt(event.payload.validBetCents),
        payout: BigInt(event.payload.payoutCents),
        ymd: siteDay(timeZone, event.createdAt).ymd,
      };
      await missions.count(tx, memberId, [fact], event.createdAt);
    }
    for (const [memberId, at] of players) {
      await referrals.check(tx, memberId, 'bet');
      await vipGifts.check(tx, memberId, at);
    }
  });

  events.on('deposit.approved', 'missions.deposits', async (event, tx) => {
    const { memberId, depositId, amountCents } = event.payload;
    await missions.count(
      tx,
      memberId,
      [{ type: 'deposit', depositId, amount: BigInt(amountCents) }],
      event.createdAt,
    );
    await vipGifts.check(tx, memberId, event.createdAt);
    const inviterId = await referrals.check(tx, memberId, 'deposit');
    if (inviterId !== null)
      await missions.count(tx, inviterId, [{ type: 'invitee', inviteeId: memberId }], event.createdAt);
  });
}
