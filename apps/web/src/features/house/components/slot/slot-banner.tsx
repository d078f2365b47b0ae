import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSession } from '@swerte/contracts';
import { useCountUp } from '../../hooks/use-count-up';
import { formatCents, parseCents } from '@swerte/contracts';
import { useGameMoney } from '../../lib/format';
import type { SlotBanner as Banner } from '../../hooks/use-slot-play';

const SPARKS = Array.from({ length: 14 }, (_, index) => index);

interface SlotBannerProps {
  banner: Banner;
  currency: GameSession['currency'];
  onDismiss: () => void;
}

/** Over the reels: the free spins just won, or a big win counting up in a burst of gold. */
export function SlotBanner({ banner, currency, onDismiss }: SlotBannerProps) {
  const { t } = useTranslation();
  const target = banner.kind === 'bigWin' ? Number(parseCents(banner.amount)) : 0;
  const shown = useCountUp(target, 2_200);
  const money = useGameMoney(currency);
  return (
    <button
      type="button"
      className={`slot-banner slot-banner--${banner.kind}`}
      onClick={onDismiss}
      data-testid={banner.kind === 'bigWin' ? 'big-win' : 'free-spins-won'}
    >
      <span className="slot-banner__rays" aria-hidden />
      {SPARKS.map((spark) => (
        <span
          key={spark}
          className="slot-banner__spark"
          style={{ '--i': spark } as CSSProperties}
          aria-hidden
        />
      ))}
      {banner.kind === 'bigWin' ? (
        <>
          <span className="slot-banner__title">{t('house.slot.bigWin')}</span>
          <strong className="slot-banner__amount">{money(formatCents(BigInt(shown)))}</strong>
        </>
      ) : (
        <>
          <span className="slot-banner__title">{t('house.slot.freeSpinsWon', { count: banner.count })}</span>
          <span className="slot-banner__sub">{t('house.slot.freeSpinsRule')}</span>
        </>
      )}
    </button>
  );
}
