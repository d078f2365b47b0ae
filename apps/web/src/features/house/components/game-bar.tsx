import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GameSession } from '@swerte/contracts';
import { useCurrencySymbol } from '../../../lib/currency';
import { formatMoney } from '../../../lib/money';
import { gameListPath } from '../lib/launch';
import './game-bar.css';

interface GameBarProps {
  session: GameSession;
  /** The balance as the game shows it now (it may run ahead of the session's while a round plays). */
  balance: string;
  actions: ReactNode;
}

/** The game window's own top bar (/seamless hides the site header): back, the game, the balance. */
export function GameBar({ session, balance, actions }: GameBarProps) {
  const { t } = useTranslation();
  const isPlay = session.currency === 'PLAY';
  const currencySymbol = useCurrencySymbol();
  const brand = t('common.brand');
  useEffect(() => {
    document.title = `${session.gameName} · ${brand}`;
  }, [session.gameName, brand]);
  return (
    <header className="game-bar">
      <Link to={gameListPath(session.vendor)} className="game-bar__back" aria-label={t('house.common.back')}>
        <ArrowLeft size={20} aria-hidden />
      </Link>
      <h1 className="game-bar__title">{session.gameName}</h1>
      <div className="game-bar__balance" data-testid="game-balance">
        <span className="game-bar__label">
          {isPlay ? t('house.common.playMoney') : t('house.common.balance')}
        </span>
        <strong className="game-bar__amount">
          {isPlay ? (
            <span className="game-bar__play">{t('house.common.playBadge')}</span>
          ) : (
            <span aria-hidden>{currencySymbol}</span>
          )}
          <span data-testid="game-balance-amount">{formatMoney(balance)}</span>
        </strong>
      </div>
      <div className="game-bar__actions">{actions}</div>
    </header>
  );
}
