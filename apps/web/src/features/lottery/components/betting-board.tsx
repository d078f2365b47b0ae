import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { BetTypeOffer, LotteryBetType } from '@swerte/contracts';
import { formatMoney } from '../../../lib/money';
import { BetTypeTabs } from './bet-type-tabs';
import { NumberGrid } from './number-grid';
import { SeaPicker } from './sea-picker';

interface BettingBoardProps {
  offers: readonly BetTypeOffer[];
  active: LotteryBetType;
  onSelect: (betType: LotteryBetType) => void;
  isSea: boolean;
  onAdd: (offer: BetTypeOffer, numbers: string[], position?: number) => void;
}

/** Bet type tabs, the active type's rule and odds, its picker, and "add to the slip". */
export function BettingBoard({ offers, active, onSelect, isSea, onAdd }: BettingBoardProps) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<{ betType: LotteryBetType; numbers: string[] }>({
    betType: active,
    numbers: [],
  });
  const [position, setPosition] = useState(1);
  const offer = offers.find((each) => each.betType === active) ?? offers[0];
  if (!offer) return null;
  // Picks belong to one bet type: switching tabs starts an empty pick.
  const numbers = picks.betType === offer.betType ? picks.numbers : [];
  const setNumbers = (next: string[]) => setPicks({ betType: offer.betType, numbers: next });
  const enough = numbers.length >= Math.max(offer.group, 1);

  return (
    <section className="lott-board" aria-label={t('lottery.grid.title')}>
      <BetTypeTabs offers={offers} active={offer.betType} onSelect={onSelect} />
      <div
        id="lott-picker"
        role="tabpanel"
        aria-labelledby={`bet-tab-${offer.betType}`}
        className="lott-board__panel"
      >
        <p className="lott-board__rule">
          {t(`lottery.betRules.${offer.betType}`)}{' '}
          <span className="lott-board__odds">{t('lottery.odds', { pays: formatMoney(offer.pays) })}</span>
        </p>
        {isSea ? (
          <SeaPicker
            betType={offer.betType}
            position={position}
            onPosition={setPosition}
            needsPosition={offer.needsPosition}
            selected={numbers}
            onChange={setNumbers}
          />
        ) : (
          <NumberGrid
            digits={offer.digits}
            selected={numbers}
            onChange={setNumbers}
            group={offer.group}
            maxNumbers={offer.maxNumbers}
          />
        )}
        {!enough && offer.group > 1 && numbers.length > 0 && (
          <p className="lott-muted">{t('lottery.grid.needs', { count: offer.group })}</p>
        )}
        <button
          type="button"
          className="btn btn--primary lott-board__add"
          disabled={!enough}
          data-testid="add-to-slip"
          onClick={() => {
            onAdd(offer, numbers, offer.needsPosition ? position : undefined);
            setNumbers([]);
          }}
        >
          <Plus size={16} aria-hidden />
          {t('lottery.slip.add')}
        </button>
      </div>
    </section>
  );
}
