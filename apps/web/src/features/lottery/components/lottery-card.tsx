import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LotteryItem, OpenedNumero } from '@swerte/contracts';
import { countdownText, drawDateText } from '../lib/draw-date';
import { Balls } from './balls';

interface LotteryCardProps {
  item: LotteryItem;
  /** Milliseconds since the list arrived: remainTime counts down from then. */
  elapsedMs: number;
  last: OpenedNumero | undefined;
  isFavourite: boolean;
  onFavourite: () => void;
  onPlay: () => void;
}

/** One lottery of a list: its open draw and time to lock, its last result, the star and the bet button. */
export function LotteryCard({ item, elapsedMs, last, isFavourite, onFavourite, onPlay }: LotteryCardProps) {
  const { t } = useTranslation();
  const left = item.remainTime - elapsedMs;
  return (
    <li className="lott-card" data-testid="lottery-card" data-game={item.gameCode}>
      <div className="lott-card__head">
        <div>
          <h2 className="lott-card__name">{item.gameName}</h2>
          <p className="lott-card__remark">{item.remark}</p>
        </div>
        <button
          type="button"
          className="lott-icon-btn lott-card__star"
          aria-pressed={isFavourite}
          aria-label={t(isFavourite ? 'lottery.list.unfavourite' : 'lottery.list.favourite', {
            name: item.gameName,
          })}
          onClick={onFavourite}
        >
          <Star size={18} aria-hidden fill={isFavourite ? 'currentColor' : 'none'} />
        </button>
      </div>
      <dl className="lott-card__facts">
        <div>
          <dt>{t('lottery.drawDate')}</dt>
          <dd>{drawDateText(item.winningTime)}</dd>
        </div>
        <div>
          <dt>{left > 0 ? t('lottery.closesIn') : t('lottery.numero', { numero: '' }).trim()}</dt>
          <dd className="lott-card__time">
            {left > 0 ? countdownText(left, t('lottery.dayShort')) : item.numero}
          </dd>
        </div>
      </dl>
      {last && (
        <div className="lott-card__last">
          <span className="lott-muted">{t('lottery.list.lastResult', { date: last.drawDate })}</span>
          <Balls digits={last.balls} label={t('lottery.results.balls')} size="sm" />
        </div>
      )}
      <button type="button" className="btn btn--gold lott-card__play" onClick={onPlay}>
        {t('lottery.list.play')}
      </button>
    </li>
  );
}
