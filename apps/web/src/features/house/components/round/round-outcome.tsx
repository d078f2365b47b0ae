import { useTranslation } from 'react-i18next';
import type { BaccaratRoundWire } from '@swerte/contracts';
import { BaccaratHands } from './baccarat-hands';
import { ReelGrid } from './reel-grid';
import { winningCells } from '../../lib/slot-lines';
import { SlotSymbolSprite } from './slot-symbols';
import type { SlotRoundWire, SlotSpinWire } from '../../lib/round-types';
import './round-outcome.css';

type Money = (amount: string) => string;

/** The names of slot symbols, for wins and screen readers. */
export function useSymbolName() {
  const { t } = useTranslation();
  return (symbol: string) => t(`house.symbols.${symbol}`, { defaultValue: symbol });
}

/** A spin's wins in words: each line, then the scatter pay and free spins. */
export function SpinWins({ spin, money }: { spin: SlotSpinWire; money: Money }) {
  const { t } = useTranslation();
  const symbolName = useSymbolName();
  const hasScatter = spin.scatter.count >= 3;
  if (spin.lineWins.length === 0 && !hasScatter) {
    return <p className="spin-wins__none">{t('house.slot.noWin')}</p>;
  }
  return (
    <ul className="spin-wins">
      {spin.lineWins.map((win) => (
        <li key={win.line} data-line={win.line}>
          <span>
            {t('house.slot.lineWin', { line: win.line, count: win.count, symbol: symbolName(win.symbol) })}
          </span>
          <strong>{money(win.payout)}</strong>
        </li>
      ))}
      {hasScatter && (
        <li>
          <span>
            {t('house.slot.scatterWin', { count: spin.scatter.count })}
            {spin.scatter.freeSpinsAwarded > 0 &&
              ` · ${t('house.slot.freeSpinsWon', { count: spin.scatter.freeSpinsAwarded })}`}
          </span>
          <strong>{money(spin.scatter.payout)}</strong>
        </li>
      )}
    </ul>
  );
}

function SpinBoard({ spin, title, money }: { spin: SlotSpinWire; title: string; money: Money }) {
  const symbolName = useSymbolName();
  return (
    <figure className="spin-board">
      <figcaption>
        <span>{title}</span>
        {spin.multiplier > 1 && <span className="spin-board__multiplier">×{spin.multiplier}</span>}
        <strong>{money(spin.payout)}</strong>
      </figcaption>
      <ReelGrid
        grid={spin.grid}
        compact
        highlighted={winningCells(spin)}
        lines={spin.lineWins.map((win) => win.line)}
        label={title}
        symbolLabel={symbolName}
      />
      <SpinWins spin={spin} money={money} />
    </figure>
  );
}

/** A whole slot round: the paid spin, then each free spin it led to. */
export function SlotRoundView({ round, money }: { round: SlotRoundWire; money: Money }) {
  const { t } = useTranslation();
  return (
    <div className="round-view">
      <SlotSymbolSprite />
      <p className="round-view__bet">
        {t('house.slot.betLine', { lines: round.lines, bet: money(round.betPerLine) })}
      </p>
      <SpinBoard spin={round.base} title={t('house.slot.baseSpin')} money={money} />
      {round.freeSpins.length > 0 && (
        <details className="round-view__free" open={round.freeSpins.length <= 3}>
          <summary>{t('house.slot.freeSpinsPlayed', { count: round.freeSpins.length })}</summary>
          <div className="round-view__free-list">
            {round.freeSpins.map((spin, index) => (
              <SpinBoard
                key={index}
                spin={spin}
                title={t('house.slot.freeSpinN', { n: index + 1 })}
                money={money}
              />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}

/** A baccarat round: the coup (once dealt) and each bet's result. */
export function BaccaratRoundView({ round, money }: { round: BaccaratRoundWire; money: Money }) {
  const { t } = useTranslation();
  return (
    <div className="round-view">
      {round.coup ? (
        <div className="round-view__felt">
          <BaccaratHands coup={round.coup} small />
        </div>
      ) : (
        <p className="spin-wins__none">{t('house.baccarat.notDealt')}</p>
      )}
      <BetResults round={round} money={money} />
    </div>
  );
}

export function BetResults({ round, money }: { round: BaccaratRoundWire; money: Money }) {
  const { t } = useTranslation();
  const rows = round.results ?? round.bets.map((bet) => ({ ...bet, outcome: null, payout: null }));
  if (rows.length === 0) return <p className="spin-wins__none">{t('house.baccarat.noBet')}</p>;
  return (
    <table className="bet-results">
      <thead>
        <tr>
          <th scope="col">{t('house.baccarat.bet')}</th>
          <th scope="col">{t('house.common.stake')}</th>
          <th scope="col">{t('house.baccarat.result')}</th>
          <th scope="col">{t('house.common.payout')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.kind} data-kind={row.kind} data-outcome={row.outcome ?? undefined}>
            <th scope="row">{t(`house.baccarat.${row.kind}`)}</th>
            <td>{money(row.amount)}</td>
            <td>
              {row.outcome ? (
                <span className={`bet-outcome is-${row.outcome}`}>
                  {t(`house.baccarat.outcomes.${row.outcome}`)}
                </span>
              ) : (
                '–'
              )}
            </td>
            <td>{row.payout === null ? '–' : money(row.payout)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
