import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_BET_WINDOW_SECONDS } from '@swerte/contracts';
import type { LiveTableGame } from '@swerte/contracts';
import { Modal } from '../../../../ui/modal';
import { tableRules } from '../../lib/live-outcome';
import type { LiveBetKey } from '../../../../i18n/house-live.fil';

/** Every bet of the table, what it pays and its exact house edge (as a fraction and a percentage). */
export function LiveRulesDialog({
  game,
  open,
  onClose,
}: {
  game: LiveTableGame;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rows = useMemo(() => (open ? tableRules(game) : []), [game, open]);
  return (
    <Modal open={open} onClose={onClose} title={t('house.live.rulesTitle')} name="liveRules" width={640}>
      <div className="live-rules" data-testid="live-rules">
        <p>{t(`house.live.howTo.${game}`, { seconds: LIVE_BET_WINDOW_SECONDS })}</p>
        <table className="live-rules__table">
          <thead>
            <tr>
              <th scope="col">{t('house.live.rulesBet')}</th>
              <th scope="col">{t('house.live.rulesPays')}</th>
              <th scope="col">{t('house.live.rulesEdge')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.kind}${row.detail}`} data-bet={row.kind}>
                <th scope="row">
                  {t(`house.live.bets.${row.kind as LiveBetKey}`, { which: '' })}
                  {row.detail && ` ${row.detail}`}
                </th>
                <td>{row.pays}</td>
                <td>
                  {row.edge.toFixed(4).replace(/^(-?)0\./, '$10.')} ={' '}
                  <strong>{(row.edge.toNumber() * 100).toFixed(2)}%</strong>
                  <small className="live-rules__exact">
                    {' '}
                    ({String(row.edge.n)}/{String(row.edge.d)})
                  </small>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="live-rules__note">{t(`house.live.rulesNote.${game}`)}</p>
      </div>
    </Modal>
  );
}
