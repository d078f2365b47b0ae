import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LotteryBetType, LotteryGameDetail } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { isApiError } from '../../../lib/api-error';
import { requireGate } from '../../../lib/gate';
import { BALANCE_QUERY_KEY, useBalance } from '../../../lib/balance';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { useSessionStore } from '../../../stores/session-store';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { gameDetailOptions } from '../api/game-queries';
import { lotteryKeys } from '../api/lottery-refs';
import { BetSlip } from '../components/bet-slip';
import { BettingBoard } from '../components/betting-board';
import { LockCountdown } from '../components/lock-countdown';
import { OpenTickets } from '../components/open-tickets';
import { ResultsPanel } from '../components/results-panel';
import { TrendsPanel } from '../components/trends-panel';
import { useSlip } from '../hooks/use-slip';
import { drawDateText } from '../lib/draw-date';
import { LotteryListView } from './lottery-list-view';
import './lottery.css';

/** The query parameters /lottery takes (§2). */
export const LOTTERY_PARAMS = ['gameCode', 'vendor', 'playType'] as const;

/** /lottery (§2, no header): one game's betting page; without a gameCode, the list of lotteries. */
export function LotteryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode')?.toUpperCase() ?? '';
  if (!/^[A-Z0-9_]{2,16}$/.test(gameCode)) {
    return (
      <Page name="lottery" title={t('lottery.list.title')}>
        <LotteryListView />
      </Page>
    );
  }
  return <LotteryGame key={gameCode} gameCode={gameCode} playType={params.get('playType')} />;
}

function LotteryGame({ gameCode, playType }: { gameCode: string; playType: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const detail = useQuery(gameDetailOptions(gameCode, language));
  const title = detail.data?.game.gameName ?? t('pages.lottery');
  return (
    <Page name="lottery" title={title} hideTitle={detail.data !== undefined}>
      {detail.isPending && <Spinner label={t('lottery.loading')} />}
      {detail.error &&
        (isApiError(detail.error) && detail.error.status === 404 ? (
          <EmptyState
            icon={Ticket}
            tone="gold"
            title={t('lottery.unknownGame')}
            action={
              <Link to="/vnlottery" className="btn btn--primary">
                {t('lottery.lobby')}
              </Link>
            }
          />
        ) : (
          <LoadFailed text={t('lottery.loadFailed')} onRetry={() => void detail.refetch()} />
        ))}
      {detail.data && (
        <GameView detail={detail.data} fetchedAt={detail.dataUpdatedAt} playType={playType} title={title} />
      )}
    </Page>
  );
}

function GameView({
  detail,
  fetchedAt,
  playType,
  title,
}: {
  detail: LotteryGameDetail;
  fetchedAt: number;
  playType: string | null;
  title: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const balance = useBalance();
  const { game, current, betTypes, sameDay } = detail;
  const first =
    betTypes.find((offer) => offer.betType === playType) ??
    betTypes.find((offer) => offer.betType === game.defaultPlayType) ??
    betTypes[0];
  const [active, setActive] = useState<LotteryBetType | undefined>(first?.betType);
  const slip = useSlip(game, current.numero);
  // The server's clock decides the lock; the countdown corrects this device's clock by the difference.
  const clockOffset = Date.parse(detail.serverTime) - fetchedAt;
  const isOpen = current.state === 'open' && current.remainTime > 0;

  // A new numero, or the draw moving on (locked, drawn, settled): results, trends, tickets and the
  // balance with any winnings are new.
  const step = `${current.numero}|${current.state}`;
  const seen = useRef(step);
  useEffect(() => {
    if (seen.current === step) return;
    seen.current = step;
    for (const key of [lotteryKeys.results, lotteryKeys.trends, lotteryKeys.tickets, BALANCE_QUERY_KEY]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }, [step, queryClient]);

  return (
    <div className="lott-page" data-kind={game.kind} data-game={game.gameCode} data-state={current.state}>
      <header className="lott-head">
        <Link
          to={game.vendor === 'TCG_SEA' ? '/lottery' : '/vnlottery'}
          className="btn btn--ghost lott-head__back"
        >
          <ArrowLeft size={16} aria-hidden />
          {t('lottery.lobby')}
        </Link>
        <div className="lott-head__titles">
          <p className="lott-head__eyebrow">
            {t(`lottery.regions.${game.kind}`)} · {game.remark}
          </p>
          <h2 className="lott-head__name">{title}</h2>
        </div>
        <dl className="lott-head__facts">
          <div>
            <dt>{t('lottery.numero', { numero: '' }).trim()}</dt>
            <dd data-testid="current-numero">{current.numero}</dd>
          </div>
          <div>
            <dt>{t('lottery.drawDate')}</dt>
            <dd>
              {drawDateText(current.winningTime)}{' '}
              <span className="lott-muted">
                {formatDateTime(new Date(current.winningTime), 'Asia/Manila', language).slice(11)}
              </span>
            </dd>
          </div>
          {balance.data && (
            <div>
              <dt>{t('mc.balance.label')}</dt>
              <dd data-testid="lottery-balance">
                {balance.data.currencySymbol} {formatMoney(balance.data.sumBalance)}
              </dd>
            </div>
          )}
        </dl>
        <LockCountdown
          lockAt={Date.parse(current.lockTime)}
          clockOffsetMs={clockOffset}
          state={current.state}
        />
      </header>
      <div className="lott-layout">
        <div className="lott-layout__main">
          {active && (
            <BettingBoard
              offers={betTypes}
              active={active}
              onSelect={setActive}
              isSea={game.kind === 'sea'}
              onAdd={slip.add}
            />
          )}
        </div>
        <aside className="lott-layout__side">
          <BetSlip
            slip={slip}
            sameDay={sameDay}
            gameName={game.gameName}
            isOpen={isOpen}
            isLoggedIn={token !== null}
            onLogin={() => requireGate('login')}
          />
          <OpenTickets gameCode={game.gameCode} token={token} />
        </aside>
      </div>
      <div className="lott-layout lott-layout--below">
        <ResultsPanel gameCode={game.gameCode} kind={game.kind} />
        <TrendsPanel gameCode={game.gameCode} />
      </div>
    </div>
  );
}
