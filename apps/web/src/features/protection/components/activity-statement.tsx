import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { useActivity } from '../api/protection';
import '../../../ui/chip.css';

const GROUPINGS = ['day', 'week', 'month'] as const;

/** Deposits, withdrawals, stakes and net result of the last 12 days, weeks or months. */
export function ActivityStatement() {
  const { t } = useTranslation();
  const [by, setBy] = useState<(typeof GROUPINGS)[number]>('day');
  const activity = useActivity(by);
  return (
    <Panel
      title={t('rg.activity.title')}
      actions={
        <div className="chip-row" role="group" aria-label={t('rg.activity.title')}>
          {GROUPINGS.map((value) => (
            <button
              key={value}
              type="button"
              className="chip"
              aria-pressed={by === value}
              onClick={() => setBy(value)}
            >
              {t(`rg.activity.by.${value}`)}
            </button>
          ))}
        </div>
      }
    >
      {!activity.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="rg__table-wrap">
          <table className="rg__table" data-testid="rg-activity">
            <thead>
              <tr>
                <th scope="col">{t('rg.activity.from')}</th>
                <th scope="col">{t('rg.activity.deposits')}</th>
                <th scope="col">{t('rg.activity.withdrawals')}</th>
                <th scope="col">{t('rg.activity.stakes')}</th>
                <th scope="col">{t('rg.activity.net')}</th>
              </tr>
            </thead>
            <tbody>
              {activity.data.map((row) => (
                <tr key={row.from}>
                  <th scope="row">{row.from}</th>
                  <td>{formatMoney(row.deposits)}</td>
                  <td>{formatMoney(row.withdrawals)}</td>
                  <td>{formatMoney(row.stakes)}</td>
                  <td className={row.net.startsWith('-') ? 'rg__loss' : 'rg__win'}>{formatMoney(row.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
