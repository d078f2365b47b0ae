import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type GameType } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { useTeamBets, type TeamBetFilter } from '../api/agent-centre';
import { QueryState, RangeTabs, Signed } from '../components/figures';
import '../components/agent-centre.css';

const RANGES = ['today', 'yesterday', 'thisWeek', 'last7Days', 'last30Days'] as const;

/** §2 team betting: the team's settled bets, filtered by member, game type, vendor and days, with totals. */
export function TeamBettingPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filter, setFilter] = useState<TeamBetFilter>({ range: 'today' });
  const [username, setUsername] = useState('');
  const [vendor, setVendor] = useState('');
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useTeamBets(filter);
  const totals = data?.pages[0]?.totals;
  const rows = data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="ac-page">
      <RangeTabs
        ranges={RANGES}
        value={filter.range as (typeof RANGES)[number]}
        onChange={(range) => setFilter((current) => ({ ...current, range }))}
      />
      <form
        className="ac-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter((current) => ({
            ...current,
            username: username.trim() || undefined,
            vendor: vendor.trim() || undefined,
          }));
        }}
      >
        <input
          className="input"
          placeholder={t('ac.bets.username')}
          aria-label={t('ac.bets.username')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <select
          className="input"
          aria-label={t('ac.bets.gameType')}
          value={filter.gameType ?? ''}
          onChange={(event) =>
            setFilter((current) => ({ ...current, gameType: (event.target.value || undefined) as GameType }))
          }
        >
          <option value="">{t('ac.bets.anyGame')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <input
          className="input"
          placeholder={t('ac.bets.vendor')}
          aria-label={t('ac.bets.vendor')}
          value={vendor}
          onChange={(event) => setVendor(event.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          {t('ac.search')}
        </button>
      </form>
      <QueryState error={error} pending={isPending} />
      {totals && (
        <div className="ac-table-scroll">
          <table className="ac-table" data-testid="ac-bets">
            <thead>
              <tr>
                <th>{t('ac.bets.username')}</th>
                <th>{t('ac.bets.gameType')}</th>
                <th className="is-num">{t('ac.bets.stake')}</th>
                <th className="is-num">{t('ac.bets.validBet')}</th>
                <th className="is-num">{t('ac.bets.payout')}</th>
                <th className="is-num">{t('ac.bets.winLoss')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((bet) => (
                <tr key={bet.id}>
                  <td>
                    {bet.username}
                    <br />
                    <span className="ac-stat__label">
                      {formatDateTime(new Date(bet.settledAt), timeZone, language)}
                    </span>
                  </td>
                  <td>
                    {bet.gameName || bet.gameType}
                    <br />
                    <span className="ac-stat__label">{bet.vendor}</span>
                  </td>
                  <td className="is-num">{formatMoney(bet.stake)}</td>
                  <td className="is-num">{formatMoney(bet.validBet)}</td>
                  <td className="is-num">{formatMoney(bet.payout)}</td>
                  <td className="is-num">
                    <Signed value={bet.winLoss} />
                  </td>
                </tr>
              ))}
              {rows.length === 0 && (
                <tr>
                  <td colSpan={6}>{t('ac.empty')}</td>
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr data-testid="ac-bets-totals">
                <td colSpan={2}>
                  {t('ac.bets.totals')} · {t('ac.bets.count')} {totals.bets}
                </td>
                <td className="is-num">{formatMoney(totals.stake)}</td>
                <td className="is-num">{formatMoney(totals.validBet)}</td>
                <td className="is-num">{formatMoney(totals.payout)}</td>
                <td className="is-num">
                  <Signed value={totals.profitLoss} />
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {hasNextPage && (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t('ac.more')}
        </button>
      )}
    </div>
  );
}
