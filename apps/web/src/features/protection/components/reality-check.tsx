import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatMoney } from '../../../lib/money';
import { useMemberCentreStore } from '../../../stores/member-centre-store';
import { useModalStore } from '../../../stores/modal-store';
import { Dialog } from '../../../ui/modal';
import { usePlaySession } from '../api/protection';
import './reality-check.css';

/** The pages where a game is played: the session clock shows and the reality check runs there. */
const PLAYING = /^\/(seamless|lottery|vnlottery|game|fbsports|elott)(\/|$)/;

const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The header's session clock while playing, and the reminder every N minutes (the member's setting)
 * with the time played and the session's net result: continue, see the betting record, or log out.
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const playing = PLAYING.test(useLocation().pathname);
  const session = usePlaySession(playing);
  const [now, setNow] = useState(() => Date.now());
  const [dismissedAt, setDismissedAt] = useState(0);
  const showCentre = useMemberCentreStore((state) => state.show);
  const openNotice = useModalStore((state) => state.openNotice);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, [playing]);

  if (!playing || !session.data) return null;
  const { startedAt, realityCheckMinutes, net, recent } = session.data;
  const minutes = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 60_000));
  const due = Math.floor(minutes / realityCheckMinutes);
  const open = due > 0 && due > dismissedAt;
  const close = () => setDismissedAt(due);
  return (
    <>
      <span
        className="header-session-clock"
        data-testid="session-clock"
        aria-label={t('rg.reality.clock', { time: clock(minutes) })}
      >
        {clock(minutes)}
      </span>
      <Dialog
        open={open}
        name="realityCheckDialog"
        title={t('rg.reality.reminderTitle')}
        onClose={close}
        footer={
          <>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                close();
                openNotice({ kind: 'logout' });
              }}
            >
              {t('rg.reality.logout')}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                close();
                showCentre('personalHistoryCopy');
              }}
            >
              {t('rg.reality.history')}
            </button>
            <button type="button" className="btn btn--primary" data-testid="confirm" onClick={close}>
              {t('rg.reality.continue')}
            </button>
          </>
        }
      >
        <p>{t('rg.reality.played', { count: minutes })}</p>
        <p data-testid="reality-net">{t('rg.reality.net', { amount: formatMoney(net) })}</p>
        <h3 className="reality-recent__title">{t('rg.reality.recentTitle', { count: recent.length })}</h3>
        {recent.length === 0 ? (
          <p className="reality-recent__empty">{t('rg.reality.recentNone')}</p>
        ) : (
          <ol className="reality-recent" data-testid="reality-recent">
            {recent.map((bet, index) => (
              <li key={`${bet.placedAt}-${index}`} className="reality-recent__row">
                <span className="reality-recent__game">{bet.gameName || bet.gameType}</span>
                <span>{t('rg.reality.stake', { amount: formatMoney(bet.stake) })}</span>
                <span
                  className={
                    bet.net === null
                      ? 'reality-recent__open'
                      : bet.net.startsWith('-')
                        ? 'reality-recent__loss'
                        : 'reality-recent__win'
                  }
                >
                  {bet.status === 'void'
                    ? t('rg.reality.void')
                    : bet.net === null
                      ? t('rg.reality.open')
                      : formatMoney(bet.net)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Dialog>
    </>
  );
}
