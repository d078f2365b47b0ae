import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SabongBet, SabongFight } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { BALANCE_QUERY_KEY } from '../../../lib/balance';
import { requireGate } from '../../../lib/gate';
import { formatMoney } from '../../../lib/money';
import { FormAlert } from '../../../ui/form/submit-button';
import { newBetRequestId, placeSabongBet } from '../api/sabong-queries';
import { sabongKeys } from '../api/sabong-refs';
import { SABONG_CHIPS, addChip, estimateReturn } from '../lib/sabong-view';

type Side = SabongBet['side'];

/** Pick Meron, Wala or Draw, build the stake from chips, see the return at today's payout, bet. */
export function BetPanel({ fight, isLoggedIn }: { fight: SabongFight; isLoggedIn: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [side, setSide] = useState<Side | null>(null);
  const [stake, setStake] = useState('');
  // One id per bet being placed: a retry after a lost answer is the same bet.
  const [requestId, setRequestId] = useState(newBetRequestId);
  const [placed, setPlaced] = useState<SabongBet | null>(null);
  const bet = useMutation({
    mutationFn: () => placeSabongBet({ requestId, fightId: fight.fightId, side: side!, stake: stake.trim() }),
    onSuccess: (result) => {
      setPlaced(result.bet);
      setRequestId(newBetRequestId());
      setStake('');
      queryClient.setQueryData(BALANCE_QUERY_KEY, undefined);
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: sabongKeys.myBets });
    },
  });
  const open = fight.status === 'open';
  const estimate = side ? estimateReturn(stake, fight.payoutPer100[side]) : null;
  const choose = (next: Side) => {
    setSide(next);
    setPlaced(null);
    bet.reset();
  };

  return (
    <section
      className="panel sab-bet"
      aria-label={side ? t('sabong.placeOn', { side: t(`sabong.${side}`) }) : t('sabong.pick')}
    >
      <div className="sab-bet__sides" role="radiogroup" aria-label={t('sabong.pick')}>
        {(['meron', 'draw', 'wala'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={side === s}
            className={`sab-bet__side sab-bet__side--${s}`}
            disabled={!open}
            data-testid={`pick-${s}`}
            onClick={() => choose(s)}
          >
            <span>{t(`sabong.${s}`)}</span>
            <small>{fight.payoutPer100[s]}</small>
          </button>
        ))}
      </div>
      <div className="sab-bet__chips" role="group" aria-label={t('sabong.chips')}>
        {SABONG_CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            className="sab-chip"
            disabled={!open}
            data-testid={`chip-${chip}`}
            onClick={() => setStake((current) => addChip(current, chip))}
          >
            {chip >= 1000 ? `${chip / 1000}K` : chip}
          </button>
        ))}
      </div>
      <div className="sab-bet__stake">
        <label htmlFor="sabong-stake">{t('sabong.stake')}</label>
        <input
          id="sabong-stake"
          inputMode="decimal"
          autoComplete="off"
          value={stake}
          disabled={!open}
          onChange={(event) => setStake(event.target.value.replace(/[^\d.]/g, ''))}
        />
        <button type="button" className="btn btn--ghost" disabled={!stake} onClick={() => setStake('')}>
          {t('sabong.clear')}
        </button>
      </div>
      <p className="sab-bet__hint">
        {t('sabong.limits', { min: formatMoney(fight.minStake), max: formatMoney(fight.maxStake) })}
      </p>
      {estimate && (
        <p className="sab-bet__estimate" data-testid="bet-estimate">
          {t('sabong.estimate', { amount: formatMoney(estimate) })}
        </p>
      )}
      {isLoggedIn ? (
        <button
          type="button"
          className="btn btn--primary sab-bet__submit"
          data-testid="place-bet"
          disabled={!open || !side || !stake || bet.isPending}
          onClick={() => bet.mutate()}
        >
          {side ? t('sabong.placeOn', { side: t(`sabong.${side}`) }) : t('sabong.pick')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--primary sab-bet__submit"
          onClick={() => requireGate('login')}
        >
          {t('sabong.loginToBet')}
        </button>
      )}
      {bet.isError && <FormAlert>{errorText(bet.error, t)}</FormAlert>}
      {placed && (
        <FormAlert tone="success">
          {t('sabong.placed', { side: t(`sabong.${placed.side}`), amount: formatMoney(placed.stake) })}
        </FormAlert>
      )}
    </section>
  );
}
