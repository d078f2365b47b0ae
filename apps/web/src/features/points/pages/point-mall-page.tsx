import { useState } from 'react';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  POINT_REWARD_KINDS,
  TRIAL_ACCOUNT_TYPE,
  type PointReward,
  type PointRewardKind,
} from '@swerte/contracts';
import { useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import { useSessionStore } from '../../../stores/session-store';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Page } from '../../../ui/page';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { usePointBalance, usePointConfig, usePointRewards } from '../api/points';
import { ConvertPanel } from '../components/convert-panel';
import { RedeemDialog } from '../components/redeem-dialog';
import { RedeemHistory } from '../components/redeem-history';
import { RewardCard } from '../components/reward-card';
import '../../../ui/chip.css';
import '../components/points-note.css';
import './point-mall.css';

/** /pointMall: the points mall, shown without the side menu (§2): balance, rewards, redeem, history, convert. */
export function PointMallPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  // Points are for real accounts: a trial account (play money) sees what the mall offers, as a visitor does.
  const realAccount = useSessionStore(
    (state) => state.token !== null && state.isAgent !== TRIAL_ACCOUNT_TYPE,
  );
  return (
    <Page name="pointMall" title={t('pages.pointMall')} description={t('points.mall.intro')}>
      {realAccount ? (
        <PointMall timeZone={timeZone} />
      ) : (
        <EmptyState
          icon={Coins}
          tone="gold"
          title={t('placeholders.pointMallTitle')}
          text={t('placeholders.pointMallText')}
        />
      )}
    </Page>
  );
}

function PointMall({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const symbol = useBalance().data?.currencySymbol ?? 'P';
  const money = (value: string) => `${symbol} ${formatMoney(value)}`;
  const [kind, setKind] = useState<PointRewardKind | undefined>();
  const [affordable, setAffordable] = useState(false);
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const balance = usePointBalance();
  const config = usePointConfig();
  const points = balance.data?.points ?? 0;
  const rewards = usePointRewards({
    ...(kind ? { kind } : {}),
    ...(affordable ? { maxPoints: points } : {}),
  });

  if (balance.isError || config.isError)
    return <LoadFailed onRetry={() => void Promise.all([balance.refetch(), config.refetch()])} />;
  if (!balance.data || !config.data) return <Spinner label={t('common.loading')} />;

  return (
    <div className="point-mall">
      <section className="point-mall__top">
        <div className="points-balance">
          <span className="points-balance__label">{t('points.mall.balance')}</span>
          <strong className="points-balance__value" data-testid="points-balance">
            {points.toLocaleString()}
          </strong>
          <span className="points-balance__note">
            {t('points.mall.cashValue', { amount: money(balance.data.cashValue) })}
          </span>
        </div>
        <Panel title={t('points.mall.earnRates')} className="points-rates">
          {config.data.rates.length === 0 ? (
            <p className="points-note">{t('points.mall.noRates')}</p>
          ) : (
            <ul className="points-rates__list">
              {config.data.rates.map((rate) => (
                <li key={rate.gameType}>
                  <span>{t(`gameTypes.${rate.gameType}`)}</span>
                  <strong>{rate.pointsPer100}</strong>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </section>

      <div className="chip-row" role="group" aria-label={t('points.mall.filters')}>
        {[undefined, ...POINT_REWARD_KINDS].map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className="chip"
            aria-pressed={kind === value}
            onClick={() => setKind(value)}
          >
            {value ? t(`points.mall.kinds.${value}`) : t('points.mall.all')}
          </button>
        ))}
        <button
          type="button"
          className="chip"
          aria-pressed={affordable}
          onClick={() => setAffordable((on) => !on)}
        >
          {t('points.mall.affordable')}
        </button>
      </div>

      {rewards.isError ? (
        <LoadFailed onRetry={() => void rewards.refetch()} />
      ) : !rewards.data ? (
        <Spinner label={t('common.loading')} />
      ) : rewards.data.length === 0 ? (
        <EmptyState
          icon={Coins}
          tone="gold"
          title={t('points.mall.emptyTitle')}
          text={t('points.mall.emptyText')}
        />
      ) : (
        <div className="reward-grid" data-testid="reward-grid">
          {rewards.data.map((reward) => (
            <RewardCard key={reward.id} reward={reward} points={points} onRedeem={() => setChosen(reward)} />
          ))}
        </div>
      )}

      <div className="point-mall__lower">
        <ConvertPanel config={config.data} points={points} money={money} />
        <RedeemHistory timeZone={timeZone} />
      </div>
      {chosen && <RedeemDialog reward={chosen} points={points} onClose={() => setChosen(null)} />}
    </div>
  );
}
