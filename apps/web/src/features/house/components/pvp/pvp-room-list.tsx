import { useEffect, useState } from 'react';
import { Bot, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GameSession, PvpRoom } from '@swerte/contracts';
import { callEndpoint } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/auth/error-text';
import { FormAlert } from '../../../../ui/form/submit-button';
import { Spinner } from '../../../../ui/spinner';
import { pvpRefs } from '../../api/pvp-refs';
import { useGameMoney } from '../../lib/format';

/** GLS2_roomList as tiles: each stake level with its seats and rake, and the practice table. */
export function PvpRoomList({ session, onOpen }: { session: GameSession; onOpen: (room: string) => void }) {
  const { t } = useTranslation();
  const money = useGameMoney(session.currency);
  const [rooms, setRooms] = useState<PvpRoom[] | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    callEndpoint(pvpRefs.roomList, { withToken: false }).then(
      (value) => live && setRooms(value.list),
      (error: unknown) => live && setFailed(error),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <FormAlert>{errorText(failed, t)}</FormAlert>;
  if (!rooms) return <Spinner label={t('house.session.opening')} />;
  return (
    <section className="pvp-rooms" aria-labelledby="pvp-rooms-title">
      <h2 id="pvp-rooms-title" className="pvp-rooms__title">
        {t('house.pvp.rooms')}
      </h2>
      <p className="pvp-rooms__intro">{t('house.pvp.roomsIntro')}</p>
      <ul className="pvp-rooms__list">
        {rooms.map((room) => (
          <li key={room.roomCode}>
            <button
              type="button"
              className={room.practice ? 'pvp-room is-practice' : 'pvp-room'}
              onClick={() => onOpen(room.roomCode)}
              data-testid={`pvp-room-${room.roomCode}`}
            >
              <span className="pvp-room__icon" aria-hidden>
                {room.practice ? <Bot size={22} /> : <Users size={22} />}
              </span>
              <span className="pvp-room__name">
                {room.practice
                  ? t('house.pvp.practice')
                  : t('house.pvp.stake', { amount: money(room.stake) })}
              </span>
              <span className="pvp-room__line">
                {room.practice
                  ? t('house.pvp.practiceIntro')
                  : t('house.pvp.buyInRange', { min: money(room.minBuyIn), max: money(room.maxBuyIn) })}
              </span>
              {!room.practice && (
                <span className="pvp-room__meta">
                  <span className="pvp-room__seats" aria-hidden>
                    {Array.from({ length: room.seats }, (_, i) => (
                      <span key={i} className={i < room.seated ? 'is-taken' : ''} />
                    ))}
                  </span>
                  <span>{t('house.pvp.seated', { count: room.seated })}</span>
                  {room.playing ? (
                    <span>{t('house.pvp.playing')}</span>
                  ) : (
                    <span>{t('house.pvp.waiting', { count: room.waiting })}</span>
                  )}
                  <span>{t('house.pvp.rake', { percent: room.rakeBasisPoints / 100 })}</span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
