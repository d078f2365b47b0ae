import { useTranslation } from 'react-i18next';
import type { SabongFight } from '@swerte/contracts';
import { Panel } from '../../../ui/panel';

/** The card: every fight shown with its entries and its status, or its result once fought. */
export function FightList({ fights, currentId }: { fights: SabongFight[]; currentId: number | null }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('sabong.card')} className="sab-list">
      <ol className="sab-list__rows" data-testid="fight-card">
        {fights.map((fight) => (
          <li
            key={fight.fightId}
            className={fight.fightId === currentId ? 'sab-list__row is-current' : 'sab-list__row'}
            data-fight={fight.fightId}
          >
            <span className="sab-list__no">#{fight.fightNo}</span>
            <span className="sab-list__entries">
              <span className="sab-text--meron">{fight.meron}</span>
              <span className="sab-list__vs">vs</span>
              <span className="sab-text--wala">{fight.wala}</span>
            </span>
            {fight.result ? (
              <span className={`sab-badge sab-badge--${fight.result}`}>
                {fight.result === 'cancelled' ? t('sabong.status.cancelled') : t(`sabong.${fight.result}`)}
              </span>
            ) : (
              <span className={`sab-pill sab-pill--${fight.status}`}>
                {t(`sabong.status.${fight.status}`)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** The latest results as a strip of badges, newest first. */
export function ResultStrip({ fights }: { fights: SabongFight[] }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('sabong.results')} className="sab-results">
      {fights.length === 0 ? (
        <p className="sab-muted">{t('sabong.noResults')}</p>
      ) : (
        <ul className="sab-results__strip" data-testid="results-strip">
          {fights.map((fight) => (
            <li key={fight.fightId} className={`sab-dot sab-dot--${fight.result ?? 'cancelled'}`}>
              <span className="visually-hidden">{t('sabong.fight', { no: fight.fightNo })}: </span>
              {fight.result === 'cancelled' || !fight.result ? '×' : t(`sabong.${fight.result}`).charAt(0)}
              <small aria-hidden>{fight.fightNo}</small>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
