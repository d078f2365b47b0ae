import { useTranslation } from 'react-i18next';
import type { LiveResult, LiveTableGame } from '@swerte/contracts';
import { pocketColour } from '../../lib/roulette-layout';
import { Die } from './dice';
import type { LiveStatKey } from '../../../../i18n/house-live.fil';

/** Shares of the last results, as the statistics board shows them. */
function statistics(game: LiveTableGame, history: readonly LiveResult[]): [string, number][] {
  const count = (test: (result: LiveResult) => boolean) => history.filter(test).length;
  if (game === 'roulette') {
    const pocket = (r: LiveResult) => r.outcome.pocket ?? 0;
    return [
      ['red', count((r) => pocketColour(pocket(r)) === 'red')],
      ['black', count((r) => pocketColour(pocket(r)) === 'black')],
      ['zero', count((r) => pocket(r) === 0)],
      ['odd', count((r) => pocket(r) % 2 === 1)],
      ['even', count((r) => pocket(r) > 0 && pocket(r) % 2 === 0)],
      ['low', count((r) => pocket(r) >= 1 && pocket(r) <= 18)],
      ['high', count((r) => pocket(r) >= 19)],
    ];
  }
  if (game === 'sicbo') {
    const dice = (r: LiveResult) => r.outcome.dice ?? [];
    const sum = (r: LiveResult) => dice(r).reduce((a, b) => a + b, 0);
    const triple = (r: LiveResult) => new Set(dice(r)).size === 1;
    return [
      ['small', count((r) => !triple(r) && sum(r) <= 10)],
      ['big', count((r) => !triple(r) && sum(r) >= 11)],
      ['odd', count((r) => !triple(r) && sum(r) % 2 === 1)],
      ['even', count((r) => !triple(r) && sum(r) % 2 === 0)],
      ['anyTriple', count(triple)],
    ];
  }
  return (['dragon', 'tiger', 'tie'] as const).map((w) => [w, count((r) => r.outcome.winner === w)]);
}

function Bead({ game, result }: { game: LiveTableGame; result: LiveResult }) {
  const { t } = useTranslation();
  const { outcome } = result;
  if (game === 'roulette') {
    const pocket = outcome.pocket ?? 0;
    return <span className={`live-bead is-${pocketColour(pocket)}`}>{pocket}</span>;
  }
  if (game === 'sicbo')
    return (
      <span className="live-bead live-bead--dice">
        {(outcome.dice ?? []).map((face, i) => (
          <Die key={i} face={face} small />
        ))}
      </span>
    );
  return (
    <span className={`live-bead is-${outcome.winner ?? 'tie'}`}>
      {t(`house.live.road.${outcome.winner ?? 'tie'}`)}
    </span>
  );
}

/** The table's last results, newest first, and how often each outcome came up over them. */
export function LiveHistory({ game, history }: { game: LiveTableGame; history: readonly LiveResult[] }) {
  const { t } = useTranslation();
  const stats = statistics(game, history);
  return (
    <section className="live-history" aria-label={t('house.live.history')}>
      <h2>{t('house.live.history')}</h2>
      {history.length === 0 ? (
        <p className="live-history__empty">{t('house.live.noResult')}</p>
      ) : (
        <ol className={`live-history__beads live-history__beads--${game}`} data-testid="live-history">
          {history.map((result) => (
            <li key={result.roundNo} title={t('house.live.roundNo', { no: result.roundNo })}>
              <Bead game={game} result={result} />
            </li>
          ))}
        </ol>
      )}
      <h3>{t('house.live.statistics', { count: history.length })}</h3>
      <dl className="live-stats">
        {stats.map(([key, n]) => (
          <div key={key} className={`live-stats__row is-${key}`}>
            <dt>{t(`house.live.stats.${key as LiveStatKey}`)}</dt>
            <dd>
              <span
                className="live-stats__bar"
                style={{ width: `${history.length ? (n / history.length) * 100 : 0}%` }}
              />
              <span>{history.length ? Math.round((n / history.length) * 100) : 0}%</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
