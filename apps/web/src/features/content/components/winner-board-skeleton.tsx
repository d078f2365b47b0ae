import './winner-board-skeleton.css';

/**
 * The winner board's place while its chunk loads: as tall as the board, so the page below does not
 * jump. Drawn by CSS alone; it ships with the home page (budget).
 */
export function WinnerBoardSkeleton() {
  return <div className="winners-skeleton card" aria-hidden data-testid="winner-board-skeleton" />;
}
