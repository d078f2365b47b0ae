import { Suspense, lazy, useState } from 'react';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TEAM_PERIODS, type TeamPeriod } from '@swerte/contracts';
import { formatMoney } from '../../../lib/money';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { useInvite, useTeamOverview } from '../api/agent-centre';
import { QueryState, RangeTabs, Signed, Stat } from '../components/figures';
import '../components/agent-centre.css';

const OverviewChart = lazy(() => import('../components/overview-chart'));

/** §2 team overview, the centre's default page: the team's shape and its figures per period. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<TeamPeriod>('today');
  const { data, error, isPending } = useTeamOverview();
  const figures = data?.periods.find((p) => p.period === period);
  return (
    <div className="ac-page">
      <QueryState error={error} pending={isPending} />
      {data && (
        <>
          <div className="ac-stats">
            <Stat label={t('ac.overview.teamSize')} value={data.teamSize} testId="ac-team-size" />
            <Stat label={t('ac.overview.direct')} value={data.directSize} />
            {data.byKind.map((kind) => (
              <Stat
                key={kind.isAgent}
                label={t(`ac.kinds.${String(kind.isAgent) as '0'}`, { defaultValue: String(kind.isAgent) })}
                value={kind.count}
              />
            ))}
          </div>
          {data.byLevel.length > 0 && (
            <p className="ac-stat__label">
              {t('ac.overview.byLevel')}:{' '}
              {data.byLevel
                .map((level) => `${t('ac.overview.level', { level: level.level })} · ${level.count}`)
                .join('   ')}
            </p>
          )}
          <RangeTabs ranges={TEAM_PERIODS} value={period} onChange={setPeriod} />
          {figures && (
            <>
              <div className="ac-stats" data-testid="ac-period">
                <Stat label={t('ac.overview.newMembers')} value={figures.newMembers} />
                <Stat label={t('ac.overview.activeMembers')} value={figures.activeMembers} />
                <Stat
                  label={`${t('ac.overview.deposits')} (${figures.deposits})`}
                  value={formatMoney(figures.depositAmount)}
                />
                <Stat
                  label={`${t('ac.overview.withdrawals')} (${figures.withdrawals})`}
                  value={formatMoney(figures.withdrawalAmount)}
                />
                <Stat
                  label={t('ac.overview.validBet')}
                  value={formatMoney(figures.validBet)}
                  testId="ac-valid-bet"
                />
                <Stat label={t('ac.overview.profitLoss')} value={<Signed value={figures.profitLoss} />} />
              </div>
              <Panel title={t('ac.overview.chartTitle')}>
                {figures.days.length === 0 ? (
                  <p className="ac-stat__label">{t('ac.overview.noDays')}</p>
                ) : (
                  <Suspense fallback={<Spinner label={t('ac.overview.chartLoading')} />}>
                    <OverviewChart
                      days={figures.days}
                      labels={{
                        validBet: t('ac.overview.validBet'),
                        profitLoss: t('ac.overview.profitLoss'),
                      }}
                    />
                  </Suspense>
                )}
              </Panel>
            </>
          )}
          <InvitePanel />
        </>
      )}
    </div>
  );
}

function InvitePanel() {
  const { t } = useTranslation();
  const { data } = useInvite();
  const [copied, setCopied] = useState(false);
  if (!data) return null;
  const link = `${window.location.origin}${data.path}`;
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(() => setCopied(true));
  };
  return (
    <Panel title={t('ac.overview.invite')}>
      <div className="ac-invite">
        <span>
          {t('ac.overview.inviteCode')}: <strong data-testid="ac-invite-code">{data.code}</strong>
        </span>
        <span>
          {t('ac.overview.inviteLink')}: <a href={data.path}>{link}</a>
        </span>
        <button type="button" className="btn btn--secondary" onClick={copy}>
          <Copy size={16} aria-hidden /> {copied ? t('ac.overview.copied') : t('ac.overview.copy')}
        </button>
      </div>
    </Panel>
  );
}
