import { useTranslation } from 'react-i18next';
import { DEFAULT_SICBO_PAYS } from '@swerte/games';
import { formatChip } from '../baccarat/chip';
import { spotKey } from '../../lib/live-slip';
import type { LiveSpot } from '../../lib/live-slip';
import { Die } from './dice';
import type { LiveBoardProps } from './roulette-board';

const FACES = [1, 2, 3, 4, 5, 6] as const;
const TOTALS = Array.from({ length: 14 }, (_, i) => i + 4);
const PAIRS = FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => [a, b] as const));

/** The Macau layout: small and big, odd and even, doubles and triples, the totals, the pairs and the singles. */
export function SicBoBoard({ stakes, winning, disabled, onPlace }: LiveBoardProps) {
  const { t } = useTranslation();
  const spot = (s: LiveSpot, content: React.ReactNode, pays: string, className: string) => {
    const key = spotKey(s);
    const stake = stakes.get(key);
    return (
      <button
        key={key}
        type="button"
        className={`sb-spot ${className}${winning(s) ? ' is-won' : ''}`}
        onClick={() => onPlace(s)}
        disabled={disabled}
        data-spot={key}
        aria-label={`${t(`house.live.bets.${s.kind}`)} ${s.faces?.join('-') ?? s.total ?? ''} ${pays}`}
      >
        <span className="sb-spot__content">{content}</span>
        <span className="sb-spot__pays">{pays}</span>
        {stake !== undefined && <span className="live-chip">{formatChip(stake)}</span>}
      </button>
    );
  };
  const pays = (odds: number) => `${odds}:1`;
  return (
    <div className="sb-board" role="group" aria-label={t('house.live.board')}>
      <div className="sb-row sb-row--main">
        {spot(
          { kind: 'small' },
          <strong>{t('house.live.bets.small')}</strong>,
          pays(DEFAULT_SICBO_PAYS.small),
          'sb-spot--wide',
        )}
        {spot(
          { kind: 'odd' },
          <strong>{t('house.live.bets.odd')}</strong>,
          pays(DEFAULT_SICBO_PAYS.odd),
          'sb-spot--wide',
        )}
        {spot(
          { kind: 'anyTriple' },
          <strong>{t('house.live.bets.anyTriple')}</strong>,
          pays(DEFAULT_SICBO_PAYS.anyTriple),
          'sb-spot--wide',
        )}
        {spot(
          { kind: 'even' },
          <strong>{t('house.live.bets.even')}</strong>,
          pays(DEFAULT_SICBO_PAYS.even),
          'sb-spot--wide',
        )}
        {spot(
          { kind: 'big' },
          <strong>{t('house.live.bets.big')}</strong>,
          pays(DEFAULT_SICBO_PAYS.big),
          'sb-spot--wide',
        )}
      </div>
      <div className="sb-row sb-row--six">
        {FACES.map((f) =>
          spot(
            { kind: 'double', faces: [f] },
            <>
              <Die face={f} small />
              <Die face={f} small />
            </>,
            pays(DEFAULT_SICBO_PAYS.double),
            '',
          ),
        )}
        {FACES.map((f) =>
          spot(
            { kind: 'triple', faces: [f] },
            <>
              <Die face={f} small />
              <Die face={f} small />
              <Die face={f} small />
            </>,
            pays(DEFAULT_SICBO_PAYS.triple),
            '',
          ),
        )}
      </div>
      <div className="sb-row sb-row--totals">
        {TOTALS.map((total) =>
          spot(
            { kind: 'total', total },
            <strong>{total}</strong>,
            pays(DEFAULT_SICBO_PAYS.total[total]!),
            '',
          ),
        )}
      </div>
      <div className="sb-row sb-row--pairs">
        {PAIRS.map(([a, b]) =>
          spot(
            { kind: 'combination', faces: [a, b] },
            <>
              <Die face={a} small />
              <Die face={b} small />
            </>,
            pays(DEFAULT_SICBO_PAYS.combination),
            '',
          ),
        )}
      </div>
      <div className="sb-row sb-row--six">
        {FACES.map((f) =>
          spot({ kind: 'single', faces: [f] }, <Die face={f} small />, '1:1 – 3:1', 'sb-spot--single'),
        )}
      </div>
    </div>
  );
}
