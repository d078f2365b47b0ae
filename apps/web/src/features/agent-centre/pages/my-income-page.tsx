import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { useRemarkText } from '../../../lib/contract-remark';
import { formatDateTime } from '../../../lib/time';
import { useIncome } from '../api/agent-centre';
import { QueryState, RangeTabs, Stat } from '../components/figures';
import '../components/agent-centre.css';

const RANGES = ['today', 'yesterday', 'thisWeek', 'last7Days', 'last30Days'] as const;

/** §2 my income: every commission, salary and dividend paid to the agent. */
export function MyIncomePage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const remarkText = useRemarkText();
  const [range, setRange] = useState<DateRange>('last30Days');
  const { data, error, isPending, hasNextPage, fetchNextPage } = useIncome(range);
  const first = data?.pages[0];
  const rows = data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="ac-page">
      <RangeTabs ranges={RANGES} value={range as (typeof RANGES)[number]} onChange={setRange} />
      <QueryState error={error} pending={isPending} />
      {first && (
        <>
          <div className="ac-stats">
            <Stat label={t('ac.income.total')} value={formatMoney(first.total)} testId="ac-income-total" />
          </div>
          {rows.length === 0 ? (
            <p className="ac-stat__label">{t('ac.income.none')}</p>
          ) : (
            <table className="ac-table">
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>
                      {t(`ac.income.kinds.${row.kind}`)}
                      <br />
                      <span className="ac-stat__label">
                        {formatDateTime(new Date(row.createdAt), timeZone, language)} ·{' '}
                        {remarkText(row.remark)}
                      </span>
                    </td>
                    <td className="is-num">{formatMoney(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {hasNextPage && (
            <button type="button" className="btn btn--secondary" onClick={() => void fetchNextPage()}>
              {t('ac.more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
