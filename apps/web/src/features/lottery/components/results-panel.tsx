import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LotteryKind } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { resultsOptions } from '../api/game-queries';
import { toVnResult } from '../lib/draw-result';
import { Balls } from './balls';
import { DrawVerify } from './draw-verify';
import { PrizeTable } from './prize-table';

/**
 * The game's latest results: the chosen draw's balls and whole prize table (VN) or five digits (SEA),
 * earlier draws in a picker (ten at a time, older ones on demand), and a fast draw's verification in the
 * browser.
 */
export function ResultsPanel({ gameCode, kind }: { gameCode: string; kind: LotteryKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const results = useInfiniteQuery(resultsOptions(gameCode, language));
  const [chosen, setChosen] = useState<string | null>(null);
  const list =
    results.data?.pages
      .flatMap((page) => page.list)
      .filter((draw) => draw.state === 'drawn' || draw.state === 'settled') ?? [];
  const draw = list.find((each) => each.numero === chosen) ?? list[0];

  return (
    <Panel title={t('lottery.results.title')} className="lott-results">
      {results.isPending && <Spinner label={t('lottery.loading')} />}
      {results.data && !draw && <p className="lott-muted">{t('lottery.results.none')}</p>}
      {draw && (
        <div data-testid="latest-result" data-numero={draw.numero}>
          <div className="lott-results__head">
            <label className="lott-results__choose">
              <span>{t('lottery.results.choose')}</span>
              <select value={draw.numero} onChange={(event) => setChosen(event.target.value)}>
                {list.map((each) => (
                  <option key={each.numero} value={each.numero}>
                    {each.numero} · {each.drawDate}
                  </option>
                ))}
              </select>
            </label>
            {results.hasNextPage && (
              <button
                type="button"
                className="lott-results__more"
                data-testid="results-more"
                disabled={results.isFetchingNextPage}
                onClick={() => void results.fetchNextPage()}
              >
                {t('lottery.results.more')}
              </button>
            )}
            <Balls digits={draw.balls} label={t('lottery.results.balls')} />
          </div>
          {kind === 'sea' ? null : (
            <PrizeTable
              result={toVnResult(kind, draw)}
              caption={`${t('lottery.numero', { numero: draw.numero })}`}
            />
          )}
          {draw.source === 'house' && (
            <details className="lott-results__verify" open={kind === 'sea'}>
              <summary>{t('lottery.verify.title')}</summary>
              <DrawVerify gameCode={gameCode} numero={draw.numero} />
            </details>
          )}
        </div>
      )}
    </Panel>
  );
}
