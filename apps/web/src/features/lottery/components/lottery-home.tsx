import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Ticket, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { requireGate } from '../../../lib/gate';
import { openedNumeroOptions, popularLotteryOptions, prizeModeOptions } from '../api/lottery-queries';
import { countdownText } from '../lib/draw-date';
import { lotteryGamePath } from '../lib/launch';
import { Balls } from './balls';
import { useNow } from './lock-countdown';
import '../pages/lottery.css';
import './lottery-home.css';
import { useAsPrerendered } from '../../../lib/hydration';

/** Popular lotteries shown on the home page. */
const HOME_POPULAR = 8;
/** Latest results shown on the home page. */
const HOME_RESULTS = 6;

/**
 * Home's lottery sections (§7 popular and opened numero): popular games with their time to lock, and
 * each game's latest result. A section shows only when its call answers with games: no empty boxes.
 */
export function LotteryHome() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const mode = useQuery(useAsPrerendered(prizeModeOptions(language)));
  const prizeMode = mode.data ?? (mode.isError ? 'LOTT' : undefined);
  const popular = useQuery(useAsPrerendered(popularLotteryOptions(language, prizeMode)));
  const opened = useQuery(useAsPrerendered(openedNumeroOptions(language, prizeMode)));
  const now = useNow();
  const games = popular.data?.slice(0, HOME_POPULAR) ?? [];
  const results = opened.data?.slice(0, HOME_RESULTS) ?? [];

  return (
    <>
      {games.length > 0 && (
        <section
          aria-labelledby="home-lottery-popular"
          className="lott-home"
          data-testid="home-lottery-popular"
        >
          <div className="lott-home__head">
            <h2 id="home-lottery-popular" className="section-title lott-home__title">
              <Ticket size={22} aria-hidden />
              {t('lottery.home.popular')}
            </h2>
            <Link to="/lottery" className="lott-home__all">
              {t('lottery.home.all')}
              <ChevronRight size={16} aria-hidden />
            </Link>
          </div>
          <ul className="lott-home__row">
            {games.map((game) => {
              const left = game.remainTime - (now - popular.dataUpdatedAt);
              return (
                <li key={game.gameCode}>
                  <button
                    type="button"
                    className="lott-home__game"
                    onClick={() => {
                      if (requireGate('login')) void navigate(lotteryGamePath(game));
                    }}
                  >
                    <span className="lott-home__name">{game.gameName}</span>
                    <span className="lott-muted">{game.remark}</span>
                    <span className="lott-home__time">
                      {left > 0
                        ? `${t('lottery.closesIn')} ${countdownText(left, t('lottery.dayShort'))}`
                        : t('lottery.closed')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {results.length > 0 && (
        <section
          aria-labelledby="home-lottery-results"
          className="lott-home"
          data-testid="home-lottery-results"
        >
          <div className="lott-home__head">
            <h2 id="home-lottery-results" className="section-title lott-home__title">
              <Trophy size={22} aria-hidden />
              {t('lottery.home.results')}
            </h2>
          </div>
          <ul className="lott-home__results">
            {results.map((result) => (
              <li key={`${result.gameCode}-${result.numero}`} className="lott-home__result">
                <div>
                  <p className="lott-home__name">{result.gameName}</p>
                  <p className="lott-muted">
                    {result.drawDate} · {result.numero}
                  </p>
                </div>
                <Balls digits={result.balls} label={t('lottery.results.balls')} size="sm" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
