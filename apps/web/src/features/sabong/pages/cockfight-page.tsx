import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BALANCE_QUERY_KEY } from '../../../lib/balance';
import { useSessionStore } from '../../../stores/session-store';
import { Page } from '../../../ui/page';
import { myBetsOptions } from '../api/sabong-queries';
import { sabongKeys } from '../api/sabong-refs';
import { BetPanel } from '../components/bet-panel';
import { FightBoard } from '../components/fight-board';
import { FightList, ResultStrip } from '../components/fight-list';
import { MyBets } from '../components/my-bets';
import { useSabongCard } from '../hooks/use-sabong-card';
import { currentFight, finishedFights } from '../lib/sabong-view';
import './cockfight.css';

/**
 * /cockfight: the house arena. The current fight with its live pools, payouts and countdown, the bet
 * panel, the card with its results, and the member's bets. Hidden from the nav (§2); its tile on the
 * home and category pages opens it.
 */
export function CockfightPage() {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const card = useSabongCard();
  const mine = useQuery(myBetsOptions(token));
  const fight = currentFight(card.data);
  // The server's clock decides the close; the countdown corrects this device's clock by the difference
  // between the server's time in the answer and the moment the answer arrived.
  const serverTime = fight?.serverTime;
  const clockOffset = serverTime ? Date.parse(serverTime) - card.dataUpdatedAt : 0;

  // A fight settling (or the next one opening) changes the member's bets and balance.
  const step = (card.data?.fights ?? []).map((f) => `${f.fightId}:${f.status}`).join('|');
  const seen = useRef(step);
  useEffect(() => {
    if (seen.current === step) return;
    seen.current = step;
    void queryClient.invalidateQueries({ queryKey: sabongKeys.myBets });
    void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
  }, [step, queryClient]);

  return (
    <Page name="cockfight" title={t('sabong.title')} eyebrow={t('sabong.eyebrow')}>
      {card.isPending ? (
        <p className="sab-muted">{t('sabong.loading')}</p>
      ) : card.isError ? (
        <p className="sab-muted">
          {t('sabong.loadFailed')}{' '}
          <button type="button" className="btn btn--ghost" onClick={() => void card.refetch()}>
            {t('sabong.retry')}
          </button>
        </p>
      ) : !fight || !card.data ? (
        <p className="sab-muted" data-testid="no-card">
          {t('sabong.noCard')}
        </p>
      ) : (
        <div className="sab">
          <div className="sab__main">
            <p className="sab__cardname">
              <span className="sab-live">{t('sabong.live')}</span> {card.data.name} · {card.data.date}
            </p>
            <FightBoard fight={fight} clockOffset={clockOffset} />
            <BetPanel key={fight.fightId} fight={fight} isLoggedIn={token !== null} />
          </div>
          <aside className="sab__side">
            <ResultStrip fights={finishedFights(card.data)} />
            {token !== null && <MyBets bets={mine.data ?? []} />}
            <FightList fights={card.data.fights} currentId={card.data.currentFightId} />
          </aside>
        </div>
      )}
    </Page>
  );
}
