import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PointerEvent } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FISHING_MAX_BET_CENTS, FISHING_RTP_BASIS_POINTS, formatCents, parseCents } from '@swerte/contracts';
import { FormAlert } from '../../../../ui/form/submit-button';
import { useFishingShots } from '../../hooks/use-fishing-shots';
import type { ShotOutcome } from '../../hooks/use-fishing-shots';
import { useGameMoney } from '../../lib/format';
import { SEA_HEIGHT, SEA_WIDTH, fire, newSea, step } from '../../lib/sea';
import type { Fish } from '../../lib/sea';
import { GameBar } from '../game-bar';
import type { HouseGameProps } from '../slot/slot-game';
import { drawSea } from './draw-sea';
import type { Popup } from './draw-sea';
import './fishing.css';

/** The bet-per-shot ladder in cents, from the game's min bet up to the house's largest. */
const LADDER = [1, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000].map(BigInt);
/** The fastest a held trigger fires: five shots a second. */
const FIRE_MS = 200;

/**
 * Swerte Ocean: a canvas sea the member fires into. A bullet's bet is taken when it is fired; the fish
 * it meets is sent to the server with the next batch, and only the server's draw kills it.
 */
export function FishingGame({ session, onSessionChange, onSessionEnd }: HouseGameProps) {
  const { t } = useTranslation();
  const money = useGameMoney(session.currency);
  const steps = useMemo(() => {
    const min = parseCents(session.minBet);
    const above = LADDER.filter((s) => s > min && s <= BigInt(FISHING_MAX_BET_CENTS));
    return [min > 0n ? min : 1n, ...above];
  }, [session.minBet]);
  const [betIndex, setBetIndex] = useState(Math.min(2, steps.length - 1));
  const bet = steps[betIndex] ?? steps[0]!;
  const canvas = useRef<HTMLCanvasElement>(null);
  const sea = useRef(newSea(Math.random));
  const aim = useRef({ x: SEA_WIDTH / 2, y: SEA_HEIGHT / 3 });
  const popups = useRef<Popup[]>([]);
  /** Fish a bullet netted, until the server says whether it died. */
  const netted = useRef(new Map<number, Fish>());
  const trigger = useRef<{ held: boolean; last: number }>({ held: false, last: 0 });
  const [notice, setNotice] = useState<string | null>(null);

  const onOutcomes = useCallback((outcomes: ShotOutcome[]) => {
    for (const outcome of outcomes) {
      const fish = netted.current.get(outcome.id);
      netted.current.delete(outcome.id);
      if (!fish || !outcome.killed) continue;
      if (fish.dyingFor === null) fish.dyingFor = 0;
      popups.current.push({ x: fish.x, y: fish.y, text: `+${formatCents(outcome.win)}`, age: 0 });
    }
  }, []);
  const shots = useFishingShots({ session, onSessionChange, onSessionEnd, onOutcomes });
  const shotsRef = useRef(shots);
  const betRef = useRef(bet);
  useEffect(() => {
    shotsRef.current = shots;
    betRef.current = bet;
  }, [shots, bet]);

  const shoot = useCallback(() => {
    if (!shotsRef.current.charge(betRef.current)) {
      setNotice(t('house.fishing.noBalance'));
      return;
    }
    setNotice(null);
    const bullet = fire(sea.current, aim.current);
    bulletBets.current.set(bullet.id, betRef.current);
  }, [t]);
  const bulletBets = useRef(new Map<number, bigint>());

  // The animation loop: the sea moves on, hits are queued, and held fire keeps firing.
  useEffect(() => {
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const dt = Math.min(0.05, (now - last) / 1000);
      last = now;
      if (trigger.current.held && now - trigger.current.last >= FIRE_MS) {
        trigger.current.last = now;
        shoot();
      }
      for (const hit of step(sea.current, dt, Math.random)) {
        netted.current.set(hit.bulletId, hit.fish);
        const stake = bulletBets.current.get(hit.bulletId) ?? betRef.current;
        bulletBets.current.delete(hit.bulletId);
        shotsRef.current.record({ id: hit.bulletId, fish: hit.fish.kind.code, bet: stake });
      }
      popups.current = popups.current.filter((p) => (p.age += dt) < 1.5);
      const ctx = canvas.current?.getContext('2d');
      if (ctx) drawSea(ctx, sea.current, aim.current, popups.current);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [shoot]);

  const toSea = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * SEA_WIDTH,
      y: ((event.clientY - box.top) / box.height) * SEA_HEIGHT,
    };
  };

  return (
    <div className="fishing-game">
      <GameBar session={session} balance={formatCents(shots.balance)} actions={null} />
      <div className="fishing-stage">
        <canvas
          ref={canvas}
          width={SEA_WIDTH}
          height={SEA_HEIGHT}
          className="fishing-sea"
          data-testid="fishing-sea"
          aria-label={t('house.fishing.sea')}
          onPointerMove={(event) => (aim.current = toSea(event))}
          onPointerDown={(event) => {
            aim.current = toSea(event);
            trigger.current = { held: true, last: performance.now() };
            shoot();
          }}
          onPointerUp={() => (trigger.current.held = false)}
          onPointerLeave={() => (trigger.current.held = false)}
        />
        <div className="fishing-controls">
          <div className="fishing-bet" role="group" aria-label={t('house.fishing.betPerShot')}>
            <span className="fishing-bet__label">{t('house.fishing.betPerShot')}</span>
            <button
              type="button"
              className="fishing-bet__step"
              onClick={() => setBetIndex((i) => Math.max(0, i - 1))}
              disabled={betIndex === 0}
              aria-label={t('house.fishing.lower')}
            >
              <Minus size={18} aria-hidden />
            </button>
            <strong className="fishing-bet__value" data-testid="fishing-bet" data-cents={String(bet)}>
              {money(formatCents(bet))}
            </strong>
            <button
              type="button"
              className="fishing-bet__step"
              onClick={() => setBetIndex((i) => Math.min(steps.length - 1, i + 1))}
              disabled={betIndex === steps.length - 1}
              aria-label={t('house.fishing.raise')}
            >
              <Plus size={18} aria-hidden />
            </button>
          </div>
          <dl
            className="fishing-totals"
            data-testid="fishing-totals"
            data-fired={shots.totals.fired}
            data-settled={shots.totals.settled}
            data-staked={formatCents(shots.totals.staked)}
            data-won={formatCents(shots.totals.won)}
            data-pending={formatCents(shots.pending)}
          >
            <div>
              <dt>{t('house.fishing.shots')}</dt>
              <dd>{shots.totals.settled}</dd>
            </div>
            <div>
              <dt>{t('house.fishing.staked')}</dt>
              <dd>{money(formatCents(shots.totals.staked))}</dd>
            </div>
            <div>
              <dt>{t('house.fishing.won')}</dt>
              <dd className="is-win">{money(formatCents(shots.totals.won))}</dd>
            </div>
          </dl>
        </div>
        {(shots.error ?? notice) && (
          <FormAlert tone={shots.error ? 'error' : 'info'}>{shots.error ?? notice}</FormAlert>
        )}
        <p className="fishing-help">
          {t('house.fishing.help', { rtp: (FISHING_RTP_BASIS_POINTS / 100).toFixed(0) })}
        </p>
      </div>
    </div>
  );
}
