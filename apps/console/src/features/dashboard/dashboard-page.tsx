import type { Dashboard } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { addDays, formatMoney, siteDay } from '../../lib/format';
import { DataTable, moneyColumn, type Column } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { PageHeader, QueryState } from '../../ui/states';
import { dashboardQuery } from './dashboard-api';

const DayChart = lazy(() => import('./day-chart'));
const VendorChart = lazy(() => import('./vendor-chart'));

type FigureRow = Dashboard['byGameType'][number];

/** Bets, stakes, payouts and GGR of a row of bets (per game type, per vendor). */
const figureColumns = <Row extends FigureRow>(): Column<Row>[] => [
  { id: 'bets', header: t('dashboard.bets'), value: (r) => r.bets, numeric: true, sortable: true },
  moneyColumn<Row>('stake', t('dashboard.stake'), (r) => r.stake),
  moneyColumn<Row>('payout', t('dashboard.payout'), (r) => r.payout),
  moneyColumn<Row>('ggr', t('dashboard.ggr'), (r) => r.ggr),
];

function Stat({ label, value, detail }: { label: string; value: string | number; detail?: string }) {
  return (
    <div className="stat">
      <span className="stat-label">{label}</span>
      <strong className="stat-value">{value}</strong>
      {detail ? <span className="stat-detail">{detail}</span> : null}
    </div>
  );
}

export default function DashboardPage() {
  const today = siteDay();
  const [range, setRange] = useState({ from: today, to: today });
  const [draft, setDraft] = useState(range);
  const query = useQuery(dashboardQuery(range.from, range.to));
  const d = query.data;
  const preset = (days: number) => {
    const next = { from: addDays(today, -(days - 1)), to: today };
    setDraft(next);
    setRange(next);
  };
  return (
    <>
      <PageHeader title={t('dashboard.title')}>
        <button type="button" className="button" onClick={() => preset(1)}>
          {t('dashboard.today')}
        </button>
        <button type="button" className="button" onClick={() => preset(7)}>
          {t('dashboard.last7')}
        </button>
        <button type="button" className="button" onClick={() => preset(30)}>
          {t('dashboard.last30')}
        </button>
        <form
          className="inline-form"
          aria-label={t('dashboard.range')}
          onSubmit={(event) => {
            event.preventDefault();
            setRange(draft);
          }}
        >
          <TextField
            label={t('common.from')}
            type="date"
            value={draft.from}
            max={draft.to}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <TextField
            label={t('common.to')}
            type="date"
            value={draft.to}
            min={draft.from}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          <button type="submit" className="button button-primary">
            {t('dashboard.apply')}
          </button>
        </form>
      </PageHeader>
      <QueryState isPending={query.isPending} error={query.error} retry={() => void query.refetch()}>
        {d ? (
          <>
            <p className="muted">
              {d.from} – {d.to} · {t('dashboard.timeZone', { zone: d.timeZone })}
            </p>
            <section className="stats" aria-label={t('dashboard.title')}>
              <Stat label={t('dashboard.registrations')} value={d.registrations} />
              <Stat
                label={t('dashboard.firstDeposits')}
                value={d.firstDeposits.count}
                detail={formatMoney(d.firstDeposits.amount)}
              />
              <Stat
                label={t('dashboard.deposits')}
                value={formatMoney(d.deposits.amount)}
                detail={t('dashboard.count', { n: d.deposits.count })}
              />
              <Stat
                label={t('dashboard.withdrawals')}
                value={formatMoney(d.withdrawals.amount)}
                detail={t('dashboard.count', { n: d.withdrawals.count })}
              />
              <Stat label={t('dashboard.activePlayers')} value={d.activePlayers} />
              <Stat
                label={t('dashboard.bets')}
                value={d.bets.count}
                detail={`${t('dashboard.stake')} ${formatMoney(d.bets.stake)}`}
              />
              <Stat label={t('dashboard.ggr')} value={formatMoney(d.bets.ggr)} />
            </section>
            <section className="panel" aria-labelledby="pending-title">
              <h2 id="pending-title">{t('dashboard.pending')}</h2>
              <div className="stats">
                <Link className="stat stat-link" to="/payments?tab=deposits">
                  <span className="stat-label">{t('dashboard.pendingDeposits')}</span>
                  <strong className="stat-value">{d.pending.deposits}</strong>
                </Link>
                <Link className="stat stat-link" to="/payments?tab=withdrawals">
                  <span className="stat-label">{t('dashboard.pendingWithdrawals')}</span>
                  <strong className="stat-value">{d.pending.withdrawals}</strong>
                </Link>
              </div>
            </section>
            <section className="panel" aria-labelledby="chart-title">
              <h2 id="chart-title">{t('dashboard.chart')}</h2>
              <Suspense fallback={<p className="note">{t('common.loading')}</p>}>
                <DayChart days={d.days} />
              </Suspense>
            </section>
            <section className="panel" aria-labelledby="types-title">
              <h2 id="types-title">{t('dashboard.byGameType')}</h2>
              <DataTable
                caption={t('dashboard.byGameType')}
                exportName={`ggr-${d.from}-${d.to}`}
                rows={d.byGameType}
                rowKey={(r) => r.gameType}
                columns={[
                  { id: 'type', header: t('dashboard.gameType'), value: (r) => r.gameType, sortable: true },
                  ...figureColumns<FigureRow>(),
                ]}
              />
            </section>
            <section className="panel" aria-labelledby="vendors-title">
              <h2 id="vendors-title">{t('pages.dashboard.byVendor')}</h2>
              {d.byVendor.length > 0 ? (
                <Suspense fallback={<p className="note">{t('common.loading')}</p>}>
                  <VendorChart rows={d.byVendor} />
                </Suspense>
              ) : null}
              <DataTable
                caption={t('pages.dashboard.byVendor')}
                exportName={`ggr-vendors-${d.from}-${d.to}`}
                rows={d.byVendor}
                rowKey={(r) => `${r.gameType}:${r.vendor}`}
                columns={[
                  { id: 'type', header: t('dashboard.gameType'), value: (r) => r.gameType, sortable: true },
                  { id: 'vendor', header: t('games.vendor'), value: (r) => r.vendor, sortable: true },
                  ...figureColumns<FigureRow & { vendor: string }>(),
                ]}
              />
            </section>
          </>
        ) : null}
      </QueryState>
    </>
  );
}
