import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { formatDateTime } from '../../../lib/time';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { EmptyState } from '../../../ui/empty-state';
import { FormAlert } from '../../../ui/form/submit-button';
import { LoadFailed } from '../../../ui/load-failed';
import { Spinner } from '../../../ui/spinner';
import { useClaim, useRewardCenter } from '../api/missions';
import { rewardText } from '../components/reward-amount';
import { ZaloCard } from '../components/zalo-card';
import '../components/points-note.css';
import './missions.css';

/**
 * Member centre rewardCenter (§2): everything waiting to be claimed (missions completed, invited
 * friends' rewards, the Zalo reward, promotions ready to claim) with its expiry, claimed one by one or all
 * at once; the menu badge counts them. The Zalo reward's card (§9) stands at the top.
 */
export function RewardCenterPage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const center = useRewardCenter();
  const claim = useClaim();
  const when = (iso: string) => formatDateTime(new Date(iso), timeZone, language);
  if (center.isError) return <LoadFailed onRetry={() => void center.refetch()} />;
  if (!center.data) return <Spinner label={t('common.loading')} />;
  const { list, count } = center.data;
  if (list.length === 0)
    return (
      <div className="rewards">
        <ZaloCard timeZone={timeZone} />
        <EmptyState
          icon={Gift}
          tone="gold"
          title={t('points.rewards.emptyTitle')}
          text={t('points.rewards.emptyText')}
        />
      </div>
    );
  return (
    <div className="rewards">
      <ZaloCard timeZone={timeZone} />
      <div className="rewards__bar">
        <p className="points-note">{t('points.rewards.intro')}</p>
        <button
          type="button"
          className="btn btn--gold"
          disabled={count === 0 || claim.isPending}
          onClick={() => claim.mutate({ all: true })}
          data-testid="claim-all"
        >
          {t('points.rewards.claimAll', { count })}
        </button>
      </div>
      {claim.error && <FormAlert>{errorText(claim.error, t)}</FormAlert>}
      {claim.data && claim.data.claimed.length > 0 && (
        <p className="points-note" role="status">
          {t('points.rewards.claimedNote', { count: claim.data.claimed.length })}
        </p>
      )}
      <ul className="rewards__list" data-testid="reward-list">
        {list.map((item) => (
          <li key={`${item.kind}-${item.id}`} className={`reward-item is-${item.status}`}>
            <div className="reward-item__main">
              <span className="reward-item__kind">{t(`points.rewards.kinds.${item.kind}`)}</span>
              <strong>{item.title}</strong>
              <span className="reward-item__amount">
                {item.amount === null
                  ? t('points.rewards.promotionAmount')
                  : rewardText(t, item.rewardKind, item.amount)}
              </span>
            </div>
            <div className="reward-item__side">
              <span className="points-note">
                {item.status === 'claimed' && item.claimedAt
                  ? t('points.rewards.claimedAt', { time: when(item.claimedAt) })
                  : item.status === 'close'
                    ? t('points.rewards.status.close')
                    : item.expiresAt
                      ? t('points.rewards.expires', { time: when(item.expiresAt) })
                      : null}
              </span>
              {item.status === 'claim' ? (
                <button
                  type="button"
                  className="btn btn--gold"
                  disabled={claim.isPending}
                  onClick={() =>
                    claim.mutate(item.kind === 'promotion' ? { promotionIds: [item.id] } : { ids: [item.id] })
                  }
                >
                  {t('points.rewards.claim')}
                </button>
              ) : (
                <span className="reward-item__status">{t(`points.rewards.status.${item.status}`)}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
