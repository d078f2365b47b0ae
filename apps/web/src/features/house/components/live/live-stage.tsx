import { useTranslation } from 'react-i18next';
import type { LiveOutcome, LiveTableGame } from '@swerte/contracts';
import { PlayingCard, CardBack } from '../round/playing-card';
import { useCardLabel } from '../round/baccarat-hands';
import type { CardWire } from '../../lib/round-types';
import { Die } from './dice';
import { RouletteWheel } from './roulette-wheel';

interface LiveStageProps {
  game: LiveTableGame;
  outcome: LiveOutcome | null;
  /** A result just drawn, still being shown (spinning, rolling, dealing). */
  revealing: boolean;
  revealMs: number;
}

/** What the table shows above the layout: the wheel, the dice in their shaker, or the two cards. */
export function LiveStage({ game, outcome, revealing, revealMs }: LiveStageProps) {
  const { t } = useTranslation();
  const cardLabel = useCardLabel();
  if (game === 'roulette')
    return <RouletteWheel pocket={outcome?.pocket ?? null} spinning={revealing} spinMs={revealMs} />;
  if (game === 'sicbo') {
    const dice = outcome?.dice ?? null;
    const total = dice ? dice.reduce((sum, d) => sum + d, 0) : null;
    return (
      <figure className="sb-stage" data-testid="live-outcome" data-dice={dice?.join('') ?? ''}>
        <div className="sb-stage__dice">
          {dice ? (
            dice.map((face, i) => (
              <Die key={i} face={revealing ? ((face + i) % 6) + 1 : face} rolling={revealing} />
            ))
          ) : (
            <p>{t('house.live.noResult')}</p>
          )}
        </div>
        {dice && !revealing && (
          <figcaption className="sb-stage__total">
            {t('house.live.total', { total })} ·{' '}
            {total! <= 10 ? t('house.live.bets.small') : t('house.live.bets.big')}
          </figcaption>
        )}
      </figure>
    );
  }
  const side = (who: 'dragon' | 'tiger', card: CardWire | undefined, order: number) => (
    <div
      className={`dt-stage__side dt-stage__side--${who}${!revealing && outcome?.winner === who ? ' is-won' : ''}`}
    >
      <span className="dt-stage__name">{t(`house.live.bets.${who}`)}</span>
      <div className="dt-stage__card" style={{ animationDelay: `${order * 900}ms` }}>
        {card ? <PlayingCard card={card} label={cardLabel(card)} animate={revealing} /> : <CardBack />}
      </div>
    </div>
  );
  return (
    <figure className="dt-stage" data-testid="live-outcome" data-winner={outcome?.winner ?? ''}>
      {side('dragon', outcome?.dragon as CardWire | undefined, 0)}
      <span className="dt-stage__vs">
        {!revealing && outcome?.winner ? t(`house.live.won.${outcome.winner}`) : 'VS'}
      </span>
      {side('tiger', outcome?.tiger as CardWire | undefined, 1)}
    </figure>
  );
}
