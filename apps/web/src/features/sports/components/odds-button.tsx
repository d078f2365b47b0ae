import type { OddsFormatCode, SportsEvent, SportsMarket, SportsSelection } from '@swerte/contracts';
import { useSlip } from '../hooks/use-slip';

/**
 * One price: a tap puts the selection on the slip (or takes it off). Closed markets show the price
 * greyed and take no tap.
 */
export function OddsButton({
  event,
  market,
  selection,
  format,
  label,
}: {
  event: SportsEvent;
  market: SportsMarket;
  selection: SportsSelection;
  format: OddsFormatCode;
  /** A short label for the list's columns ("1", "X", "+0.5", "O 2.5"); the event page shows the name. */
  label?: string;
}) {
  const picked = useSlip((slip) => slip.picks.some((p) => p.selectionId === selection.selectionId));
  const toggle = useSlip((slip) => slip.toggle);
  const open = selection.status === 'open' && market.status === 'open';
  return (
    <button
      type="button"
      className={`sb-odds${picked ? ' sb-odds--picked' : ''}`}
      aria-pressed={picked}
      disabled={!open}
      data-selection={selection.selectionId}
      onClick={() =>
        toggle({
          selectionId: selection.selectionId,
          eventId: event.eventId,
          odds: selection.odds,
          display: selection.display,
          eventName: event.name,
          marketName: market.name,
          selectionName: selection.name,
        })
      }
    >
      <span className="sb-odds__label">{label ?? selection.name}</span>
      <span className="sb-odds__price">{selection.display[format]}</span>
    </button>
  );
}
