import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bigRoad } from '@swerte/games';
import type { BaccaratTable } from '@swerte/contracts';

const ROWS = 6;
const MIN_COLUMNS = 24;

/** The big road: player blue and banker red rings in streak columns, ties as green slashes, pair dots. */
export function BigRoadBoard({ road }: { road: BaccaratTable['road'] }) {
  const { t } = useTranslation();
  const board = useMemo(() => bigRoad(road, ROWS), [road]);
  const columns = Math.max(MIN_COLUMNS, board.width + 2);
  const scroller = useRef<HTMLDivElement>(null);
  const counts = useMemo(
    () => ({
      player: road.filter((coup) => coup.winner === 'player').length,
      banker: road.filter((coup) => coup.winner === 'banker').length,
      tie: road.filter((coup) => coup.winner === 'tie').length,
      playerPair: road.filter((coup) => coup.playerPair).length,
      bankerPair: road.filter((coup) => coup.bankerPair).length,
    }),
    [road],
  );

  // Keep the newest column in view: scroll only as far as the used columns (plus one) reach.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const cellWidth = element.scrollWidth / columns;
    element.scrollLeft = Math.max(0, (board.width + 1) * cellWidth - element.clientWidth);
  }, [board.width, columns]);

  return (
    <section className="big-road" aria-label={t('house.baccarat.road')}>
      <header className="big-road__head">
        <h2>{t('house.baccarat.road')}</h2>
        <ul className="big-road__counts" data-testid="road-counts">
          <li className="is-player">
            {t('house.baccarat.short.player')} <strong>{counts.player}</strong>
          </li>
          <li className="is-banker">
            {t('house.baccarat.short.banker')} <strong>{counts.banker}</strong>
          </li>
          <li className="is-tie">
            {t('house.baccarat.short.tie')} <strong>{counts.tie}</strong>
          </li>
          <li className="is-pairs">
            {t('house.baccarat.short.pairs')} <strong>{counts.playerPair + counts.bankerPair}</strong>
          </li>
        </ul>
      </header>
      <div className="big-road__scroll" ref={scroller}>
        <div
          className="big-road__grid"
          style={{ gridTemplateColumns: `repeat(${columns}, var(--road-cell))` }}
          data-testid="big-road"
          data-boxes={board.cells.length}
        >
          {board.cells.map((cell) => (
            <span
              key={cell.round}
              className={`road-box road-box--${cell.winner}`}
              style={{ gridColumn: cell.column + 1, gridRow: cell.row + 1 }}
              title={t(`house.baccarat.wins.${cell.winner}`)}
            >
              {cell.ties > 0 && <span className="road-box__tie">{cell.ties > 1 ? cell.ties : ''}</span>}
              {cell.playerPair && <span className="road-box__pair road-box__pair--player" />}
              {cell.bankerPair && <span className="road-box__pair road-box__pair--banker" />}
            </span>
          ))}
        </div>
      </div>
    </section>
  );
}
