import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '@swerte/contracts';
import { formatMoney } from '../../../lib/money';
import { useTeamProfit } from '../api/agent-centre';
import { QueryState, RangeTabs, Signed } from '../components/figures';
import '../components/agent-centre.css';

const RANGES = ['today', 'yesterday', 'thisWeek', 'last7Days', 'last30Days'] as const;

/** §2 user profit and loss: each member's result per site day, with the team's totals. */
export function UserProfitPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DateRange>('today');
  const [search, setSearch] = useState('');
  const [username, setUsername] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useTeamProfit({ range, username, page });
  return (
    <div className="ac-page">
      <RangeTabs
        ranges={RANGES}
        value={range as (typeof RANGES)[number]}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      <form
        className="ac-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setUsername(search.trim() || undefined);
          setPage(1);
        }}
      >
        <input
          className="input"
          placeholder={t('ac.bets.username')}
          aria-label={t('ac.bets.username')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          {t('ac.search')}
        </button>
      </form>
      <QueryState error={error} pending={isPending} />
      {data && (
        <div className="ac-table-scroll">
          <table className="ac-table" data-testid="ac-profit">
            <thead>
              <tr>
                <th>{t('ac.bets.username')}</th>
                <th className="is-num">{t('ac.bets.count')}</th>
                <th className="is-num">{t('ac.bets.validBet')}</th>
                <th className="is-num">{t('ac.profit.deposit')}</th>
                <th className="is-num">{t('ac.bets.winLoss')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <tr key={`${row.date}-${row.memberId}`}>
                  <td>
                    {row.username}
                    <br />
                    <span className="ac-stat__label">{row.date}</span>
                  </td>
                  <td className="is-num">{row.bets}</td>
                  <td className="is-num">{formatMoney(row.validBet)}</td>
                  <td className="is-num">{formatMoney(row.depositAmount)}</td>
                  <td className="is-num">
                    <Signed value={row.profitLoss} />
                  </td>
                </tr>
              ))}
              {data.list.length === 0 && (
                <tr>
                  <td colSpan={5}>{t('ac.empty')}</td>
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr>
                <td>{t('ac.bets.totals')}</td>
                <td className="is-num">{data.totals.bets}</td>
                <td className="is-num">{formatMoney(data.totals.validBet)}</td>
                <td />
                <td className="is-num">
                  <Signed value={data.totals.profitLoss} />
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {data && (page > 1 || data.hasMore) && (
        <div className="ac-tabs">
          <button
            type="button"
            className="btn btn--secondary"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            {t('ac.profit.previous')}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={!data.hasMore}
            onClick={() => setPage(page + 1)}
          >
            {t('ac.profit.next')}
          </button>
        </div>
      )}
    </div>
  );
}
