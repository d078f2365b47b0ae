import { Banknote, Gift, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PointReward } from '@swerte/contracts';

const ART = { cash: Banknote, bonus: Gift, goods: Package } as const;

/** One reward of the mall: its picture (or drawn art by kind), price, stock and limit. */
export function RewardCard({
  reward,
  points,
  onRedeem,
}: {
  reward: PointReward;
  points: number;
  onRedeem: () => void;
}) {
  const { t } = useTranslation();
  const Art = ART[reward.kind];
  const soldOut = reward.stock !== null && reward.stock <= 0;
  const limitReached = reward.perMemberLimit !== null && (reward.redeemedByMe ?? 0) >= reward.perMemberLimit;
  const affordable = points >= reward.pointsPrice;
  return (
    <article className="reward-card" data-reward={reward.id} data-kind={reward.kind}>
      <div className={`reward-card__art reward-card__art--${reward.kind}`}>
        {reward.imageUrl ? (
          <img src={reward.imageUrl} alt="" loading="lazy" />
        ) : (
          <Art size={56} strokeWidth={1.5} aria-hidden />
        )}
        <span className="reward-card__kind">{t(`points.mall.kinds.${reward.kind}`)}</span>
      </div>
      <div className="reward-card__body">
        <h3 className="reward-card__title">{reward.title}</h3>
        {reward.description && <p className="reward-card__text">{reward.description}</p>}
        <p className="reward-card__meta">
          {soldOut
            ? t('points.mall.outOfStock')
            : reward.stock === null
              ? t('points.mall.unlimited')
              : t('points.mall.stock', { count: reward.stock })}
          {reward.perMemberLimit !== null && ` · ${t('points.mall.limit', { count: reward.perMemberLimit })}`}
          {reward.kind === 'bonus' &&
            reward.turnoverMultiple > 0 &&
            ` · ${t('points.mall.turnover', { times: reward.turnoverMultiple })}`}
        </p>
        <div className="reward-card__foot">
          <strong className="reward-card__price">
            {t('points.mall.price', { points: reward.pointsPrice.toLocaleString() })}
          </strong>
          <button
            type="button"
            className="btn btn--gold"
            disabled={soldOut || limitReached || !affordable}
            onClick={onRedeem}
          >
            {t('points.mall.redeem')}
          </button>
        </div>
      </div>
    </article>
  );
}
