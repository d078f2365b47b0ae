import { useState } from 'react';
import { Link } from 'react-router';
import { RefreshCw, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { WINNER_PERIODS, useRankList, type RankEntry, type WinnerPeriod } from '../api/get-rank-list';
import './winner-board.css';

/** Rows the desktop board shows at once; with more winners it scrolls through them as a ticker. */
export const TICKER_VISIBLE_ROWS = 6;
/** Seconds each row takes to pass: slow enough to read a name and an amount. */
const TICKER_SECONDS_PER_ROW = 3;

interface WinnerBoardProps {
  /** The site's currency symbol (the operator's setting). */
  currencySymbol: string;
}

/** The home page's "Big winners": the period's biggest wins (GCSGAME_getRankList). */
export function WinnerBoard({ currencySymbol }: WinnerBoardProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<WinnerPeriod>('day');
  const board = useRankList(period);
  const reducedMotion = useReducedMotion();
  const winners = board.data ?? [];
  const ticker = !reducedMotion && winners.length > TICKER_VISIBLE_ROWS;

  return (
    <section aria-labelledby="home-winners" className="winners card" data-testid="winner-board">
      <div className="winners__head">
        <div className="winners__titles">
          <h2 id="home-winners" className="section-title winners__title">
            <Trophy size={22} aria-hidden className="winners__icon" />
            {t('content.winners.title')}
          </h2>
          <p className="winners__subtitle">{t('content.winners.subtitle')}</p>
        </div>
        <div className="winners__tabs" role="tablist" aria-label={t('content.winners.periodsLabel')}>
          {WINNER_PERIODS.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`winners-tab-${value}`}
              aria-selected={value === period}
              aria-controls="winners-panel"
              className="winners__tab"
              onClick={() => setPeriod(value)}
            >
              {t(`content.winners.periods.${value}`)}
            </button>
          ))}
        </div>
      </div>

      <div
        id="winners-panel"
        role="tabpanel"
        aria-labelledby={`winners-tab-${period}`}
        aria-busy={board.isFetching}
        className={board.isPlaceholderData ? 'winners__panel is-stale' : 'winners__panel'}
      >
        {board.data ? (
          winners.length > 0 ? (
            <WinnerTicker winners={winners} symbol={currencySymbol} ticker={ticker} />
          ) : (
            <WinnersEmpty period={period} />
          )
        ) : board.isError ? (
          <div className="winners__message">
            <p>{t('content.winners.error')}</p>
            <button type="button" className="btn btn--ghost" onClick={() => void board.refetch()}>
              <RefreshCw size={16} aria-hidden />
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="winners__loading" aria-hidden>
            {Array.from({ length: COMPACT_ROWS }, (_, index) => (
              <span key={index} className="winners__loading-row" />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** Phones show the first few winners and a button for the rest (no ticker, no page-long list). */
export const COMPACT_ROWS = 5;

function WinnerTicker({
  winners,
  symbol,
  ticker,
}: {
  winners: RankEntry[];
  symbol: string;
  ticker: boolean;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  // Desktop shows a window of rows: scrolled by the ticker, or by hand when motion is reduced.
  const windowed = winners.length > TICKER_VISIBLE_ROWS;
  const className = ['winners__viewport', windowed && 'is-windowed', ticker && 'is-ticker'].filter(Boolean);
  return (
    <>
      <div
        className={className.join(' ')}
        data-ticker={ticker}
        style={
          ticker
            ? { ['--winners-duration' as string]: `${winners.length * TICKER_SECONDS_PER_ROW}s` }
            : undefined
        }
      >
        <div className="winners__track">
          <ol
            className={expanded ? 'winners__list is-expanded' : 'winners__list'}
            aria-label={t('content.winners.listLabel')}
          >
            {winners.map((entry) => (
              <WinnerRow key={entry.rank} entry={entry} symbol={symbol} />
            ))}
          </ol>
          {/* The ticker's second copy makes the loop seamless; assistive tech reads the list once. */}
          {ticker && (
            <ol className="winners__list winners__list--clone" aria-hidden>
              {winners.map((entry) => (
                <WinnerRow key={entry.rank} entry={entry} symbol={symbol} />
              ))}
            </ol>
          )}
        </div>
      </div>
      {winners.length > COMPACT_ROWS && !expanded && (
        <button type="button" className="btn btn--ghost winners__more" onClick={() => setExpanded(true)}>
          {t('content.winners.showAll', { count: winners.length })}
        </button>
      )}
    </>
  );
}

function WinnerRow({ entry, symbol }: { entry: RankEntry; symbol: string }) {
  const { t } = useTranslation();
  const medal = entry.rank <= 3 ? ` winners__rank--medal winners__rank--${entry.rank}` : '';
  return (
    <li className="winners__row" data-testid="winner-row">
      <span className={`winners__rank${medal}`} aria-label={t('content.winners.rank', { rank: entry.rank })}>
        {entry.rank}
      </span>
      <span className="winners__who">
        <span className="winners__account">{entry.account}</span>
        <span className="winners__game">
          <span className="winners__game-name">{entry.gameName}</span>
          <span className="winners__vendor">
            {entry.vendorName} · {t(`gameTypes.${entry.gameType}`)}
          </span>
        </span>
      </span>
      <span className="winners__win">
        <span className="winners__amount">
          {symbol} {formatMoney(entry.winAmount)}
        </span>
        <span
          className="winners__multiple"
          title={t('content.winners.multipleLabel', { multiple: entry.multiple })}
        >
          ×{entry.multiple}
        </span>
      </span>
    </li>
  );
}

function WinnersEmpty({ period }: { period: WinnerPeriod }) {
  const { t } = useTranslation();
  return (
    <div className="winners__empty">
      <span className="winners__empty-art" aria-hidden>
        <Trophy size={30} strokeWidth={1.75} />
      </span>
      <p className="winners__empty-title">{t(`content.winners.empty.${period}`)}</p>
      <p className="winners__empty-text">{t('content.winners.emptyText')}</p>
      <Link to="/rng" className="btn btn--gold">
        {t('content.winners.emptyCta')}
      </Link>
    </div>
  );
}
