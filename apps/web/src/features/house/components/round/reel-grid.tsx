import type { CSSProperties } from 'react';
import { SLOT_LINES, cellKey } from '../../lib/slot-lines';
import { SYMBOL_IDS, SlotSymbol } from './slot-symbols';
import './reel-grid.css';

/** Colours of drawn paylines, cycled by line number. */
const LINE_COLOURS = ['#ffd34d', '#ff5d8f', '#4dd8ff', '#7dff8a', '#ff9d3d', '#c9a2ff', '#ffffff'];

export interface ReelGridProps {
  /** grid[reel][row], row 0 on top. */
  grid: readonly (readonly string[])[];
  /** Cells to light up ("reel:row"); the others dim while any is lit. */
  highlighted?: ReadonlySet<string>;
  /** Payline numbers (1-based) to draw over the reels. */
  lines?: readonly number[];
  /** Reels still spinning: they show a blurred running strip instead of their symbols. */
  spinning?: readonly boolean[];
  /** The accessible name of the board, and the symbol names, translated by the caller. */
  label: string;
  symbolLabel?: (symbol: string) => string;
  compact?: boolean;
}

// A spinning strip: the symbols in a fixed mixed order, repeated so the loop is seamless.
const STRIP = [...SYMBOL_IDS, ...SYMBOL_IDS.slice().reverse()].filter((_, i) => i % 2 === 0 || i < 6);

/** The 5×3 reels: symbols, lit winning cells and paylines; also the static board of recall and verify. */
export function ReelGrid({
  grid,
  highlighted,
  lines = [],
  spinning,
  label,
  symbolLabel,
  compact,
}: ReelGridProps) {
  const anyLit = (highlighted?.size ?? 0) > 0;
  return (
    <div className={compact ? 'reel-grid reel-grid--compact' : 'reel-grid'} role="group" aria-label={label}>
      {grid.map((column, reel) => {
        const isSpinning = spinning?.[reel] ?? false;
        return (
          <div
            key={reel}
            className={isSpinning ? 'reel is-spinning' : 'reel is-stopped'}
            data-reel={reel}
            style={{ '--reel-index': reel } as CSSProperties}
          >
            {isSpinning ? (
              <div className="reel__strip" aria-hidden>
                {[...STRIP, ...STRIP].map((symbol, index) => (
                  <div key={index} className="reel__cell">
                    <SlotSymbol symbol={symbol} />
                  </div>
                ))}
              </div>
            ) : (
              column.map((symbol, row) => {
                const lit = highlighted?.has(cellKey(reel, row)) ?? false;
                return (
                  <div
                    key={row}
                    className={`reel__cell${lit ? ' is-lit' : ''}${anyLit && !lit ? ' is-dim' : ''}`}
                    data-symbol={symbol}
                  >
                    <SlotSymbol symbol={symbol} label={symbolLabel?.(symbol) ?? symbol} />
                  </div>
                );
              })
            )}
          </div>
        );
      })}
      {lines.length > 0 && (
        <svg className="reel-grid__lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden>
          {lines.map((line) => {
            const rows = SLOT_LINES[line - 1];
            if (!rows) return null;
            const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
            const colour = LINE_COLOURS[(line - 1) % LINE_COLOURS.length];
            return (
              <g key={line} data-line={line}>
                <polyline points={points} className="reel-grid__line-glow" stroke={colour} />
                <polyline points={points} className="reel-grid__line" stroke={colour} />
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
}
