import { useTranslation } from 'react-i18next';
import { SWERTE_FIESTA } from '@swerte/games';
import type { SlotSymbol as SymbolName } from '@swerte/games';
import type { GameSession } from '@swerte/contracts';
import { Modal } from '../../../../ui/modal';
import { SLOT_LINES } from '../../lib/slot-lines';
import { SlotSymbol } from '../round/slot-symbols';
import { useSymbolName } from '../round/round-outcome';
import { formatCents } from '@swerte/contracts';
import { useGameMoney } from '../../lib/format';

/** The game's theoretical return, from packages/games (exact: 96.0347%). */
const RTP = '96.03%';
/** Line symbols from the best paying down. */
const PAYING = (Object.keys(SWERTE_FIESTA.linePays) as SymbolName[]).reverse();

interface PaytableDialogProps {
  open: boolean;
  onClose: () => void;
  betPerLine: bigint;
  lines: number;
  currency: GameSession['currency'];
}

function LineDiagram({ line }: { line: number }) {
  const rows = SLOT_LINES[line - 1] ?? [];
  return (
    <figure className="line-diagram">
      <svg viewBox="0 0 50 30" aria-hidden>
        {[0, 1, 2, 3, 4].map((reel) =>
          [0, 1, 2].map((row) => (
            <rect
              key={`${reel}${row}`}
              x={reel * 10 + 1}
              y={row * 10 + 1}
              width="8"
              height="8"
              rx="1.5"
              className={rows[reel] === row ? 'is-on' : undefined}
            />
          )),
        )}
      </svg>
      <figcaption>{line}</figcaption>
    </figure>
  );
}

/** Pays at the current bet, the wild, scatters and free spins, the 20 lines and the return to player. */
export function PaytableDialog({ open, onClose, betPerLine, lines, currency }: PaytableDialogProps) {
  const { t } = useTranslation();
  const symbolName = useSymbolName();
  const money = useGameMoney(currency);
  const times = (multiple: number, base: bigint) => money(formatCents(base * BigInt(multiple)));
  const totalBet = betPerLine * BigInt(lines);
  const { scatterPays, freeSpins, freeSpinMultiplier } = SWERTE_FIESTA;
  return (
    <Modal open={open} onClose={onClose} title={t('house.paytable.title')} name="paytableDialog" width={720}>
      <div className="paytable">
        <p className="paytable__intro">
          {t('house.paytable.intro', { bet: money(formatCents(betPerLine)) })}
        </p>
        <table className="paytable__pays">
          <thead>
            <tr>
              <th scope="col">{t('house.paytable.symbol')}</th>
              <th scope="col">5×</th>
              <th scope="col">4×</th>
              <th scope="col">3×</th>
            </tr>
          </thead>
          <tbody>
            {PAYING.map((symbol) => {
              const [three, four, five] = SWERTE_FIESTA.linePays[symbol] ?? [0, 0, 0];
              return (
                <tr key={symbol}>
                  <th scope="row">
                    <span className="paytable__symbol">
                      <SlotSymbol symbol={symbol} />
                    </span>
                    <span>{symbolName(symbol)}</span>
                  </th>
                  <td>{times(five, betPerLine)}</td>
                  <td>{times(four, betPerLine)}</td>
                  <td>{times(three, betPerLine)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <section className="paytable__special">
          <span className="paytable__symbol paytable__symbol--big">
            <SlotSymbol symbol="wild" />
          </span>
          <div>
            <h3>{symbolName('wild')}</h3>
            <p>{t('house.paytable.wild')}</p>
          </div>
        </section>
        <section className="paytable__special">
          <span className="paytable__symbol paytable__symbol--big">
            <SlotSymbol symbol="scatter" />
          </span>
          <div>
            <h3>{symbolName('scatter')}</h3>
            <p>{t('house.paytable.scatter')}</p>
            <ul className="paytable__scatter">
              {[3, 4, 5].map((count, index) => (
                <li key={count}>
                  <strong>{count}×</strong> {times(scatterPays[index] ?? 0, totalBet)} ·{' '}
                  {t('house.slot.freeSpinsWon', { count: freeSpins[index] ?? 0 })}
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section>
          <h3>{t('house.paytable.freeSpinsTitle')}</h3>
          <p>{t('house.paytable.freeSpins', { multiplier: freeSpinMultiplier })}</p>
        </section>
        <section>
          <h3>{t('house.paytable.linesTitle')}</h3>
          <p>{t('house.paytable.lines')}</p>
          <div className="paytable__lines">
            {SLOT_LINES.map((_, index) => (
              <LineDiagram key={index} line={index + 1} />
            ))}
          </div>
        </section>
        <section>
          <h3>{t('house.paytable.rtpTitle')}</h3>
          <p data-testid="slot-rtp">{t('house.paytable.rtp', { rtp: RTP })}</p>
          <p>{t('house.paytable.fair')}</p>
        </section>
      </div>
    </Modal>
  );
}
