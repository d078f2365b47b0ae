import { useState } from 'react';
import { ChartNoAxesCombined } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppTranslation } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { EmptyState } from '../../../ui/empty-state';
import { FormAlert } from '../../../ui/form/submit-button';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { useProfitLoss } from '../api/records';
import type { RangeFilter } from '../api/records';
import { RangeFilterBar, StatStrip } from '../components/range-filter';
import { formatSigned, signOf } from '../lib/signed-money';
import { slashed } from '../lib/site-date';
import './wallet-pages.css';

type ProfitKey = keyof AppTranslation['mc']['pages']['personalProfit'];

/** Member centre personalProfit, "personal loss" (§2): win and loss per game type, money in and out. */
export function PersonalProfitPage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<RangeFilter>({ range: 'today' });
  const { data, error, isPending } = useProfitLoss(filter);
  const symbol = useBalance().data?.currencySymbol ?? 'P';
  const money = (value: string) => `${symbol} ${formatMoney(value)}`;
  const signed = (value: string) => (
    <span className={signOf(value) ? `is-${signOf(value)}` : undefined}>{formatSigned(value, symbol)}</span>
  );
  const k = (key: ProfitKey): string => t(`mc.pages.personalProfit.${key}`);

  return (
    <div className="wallet-page">
      <Panel>
        <RangeFilterBar value={filter} timeZone={timeZone} onChange={setFilter} />
      </Panel>
      {error && <FormAlert>{errorText(error, t)}</FormAlert>}
      {isPending && !error && <Spinner label={t('common.loading')} />}
      {data && (
        <>
          <div className="wallet-summary">
            <div className="wallet-stat wallet-stat--total">
              <span className="wallet-stat__label">{k('total')}</span>
              <strong className="wallet-stat__value" data-testid="profit-total">
                {formatSigned(data.total.profitLoss, symbol)}
              </strong>
              <span className="range-note">
                {t('mc.records.showing', { start: slashed(data.startDate), end: slashed(data.endDate) })}
              </span>
            </div>
          </div>
          <StatStrip
            items={[
              { label: k('deposit'), value: money(data.deposit) },
              { label: k('withdrawal'), value: money(data.withdrawal) },
              { label: k('bonus'), value: money(data.bonus) },
              { label: k('rebate'), value: money(data.rebate) },
              { label: k('validBet'), value: money(data.total.validBet) },
            ]}
          />
          {data.total.bets === 0 ? (
            <EmptyState icon={ChartNoAxesCombined} title={k('emptyTitle')} text={k('emptyText')} />
          ) : (
            <Panel title={k('perGame')}>
              <div className="table-scroll">
                <table className="figures">
                  <thead>
                    <tr>
                      <th scope="col">{k('gameType')}</th>
                      <th scope="col">{k('bets')}</th>
                      <th scope="col">{k('stake')}</th>
                      <th scope="col">{k('validBet')}</th>
                      <th scope="col">{k('payout')}</th>
                      <th scope="col">{k('profitLoss')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.games.map((game) => (
                      <tr key={game.gameType} className={game.bets === 0 ? 'is-idle' : undefined}>
                        <th scope="row">{t(`gameTypes.${game.gameType}`)}</th>
                        <td>{game.bets}</td>
                        <td>{money(game.stake)}</td>
                        <td>{money(game.validBet)}</td>
                        <td>{money(game.payout)}</td>
                        <td>{signed(game.profitLoss)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">{k('total')}</th>
                      <td>{data.total.bets}</td>
                      <td>{money(data.total.stake)}</td>
                      <td>{money(data.total.validBet)}</td>
                      <td>{money(data.total.payout)}</td>
                      <td>{signed(data.total.profitLoss)}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            </Panel>
          )}
        </>
      )}
    </div>
  );
}
