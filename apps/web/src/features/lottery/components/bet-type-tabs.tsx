import { useTranslation } from 'react-i18next';
import type { BetTypeOffer, LotteryBetType } from '@swerte/contracts';
import '../../../ui/chip.css';

interface BetTypeTabsProps {
  offers: readonly BetTypeOffer[];
  active: LotteryBetType;
  onSelect: (betType: LotteryBetType) => void;
}

/** One tab per bet type the game offers, scrolling sideways on a phone. */
export function BetTypeTabs({ offers, active, onSelect }: BetTypeTabsProps) {
  const { t } = useTranslation();
  return (
    <div
      className="lott-tabs"
      role="tablist"
      aria-label={t('lottery.grid.title')}
      data-testid="bet-type-tabs"
    >
      {offers.map((offer) => (
        <button
          key={offer.betType}
          type="button"
          role="tab"
          id={`bet-tab-${offer.betType}`}
          aria-controls="lott-picker"
          aria-selected={offer.betType === active}
          className="chip lott-tab"
          data-bet-type={offer.betType}
          onClick={() => onSelect(offer.betType)}
        >
          {t(`lottery.betTypes.${offer.betType}`)}
        </button>
      ))}
    </div>
  );
}
