import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../ui/spinner';
import { usePvpRoom } from '../../hooks/use-pvp-room';
import { GameBar } from '../game-bar';
import type { HouseGameProps } from '../slot/slot-game';
import { PvpRoomList } from './pvp-room-list';
import { PvpTableView } from './pvp-table';
import './pvp.css';

/**
 * Pusoy Dos rooms: the room list, then a room's table. The room is in the address (`room`), so a
 * reload opens the same table and its stream restores the hand in play (rejoin).
 */
export function PusoyGame({ session, onSessionChange, onSessionEnd }: HouseGameProps) {
  const [params, setParams] = useSearchParams();
  const roomCode = params.get('room');
  const choose = (room: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (room) next.set('room', room);
        else next.delete('room');
        return next;
      },
      { replace: false },
    );
  return (
    <div className="pvp-game">
      <GameBar session={session} balance={session.balance} actions={null} />
      <div className="pvp-stage">
        {roomCode ? (
          <PvpRoomView
            key={roomCode}
            roomCode={roomCode}
            session={session}
            onSessionEnd={onSessionEnd}
            onBalance={(balance) => onSessionChange({ balance })}
            onBack={() => choose(null)}
          />
        ) : (
          <PvpRoomList session={session} onOpen={choose} />
        )}
      </div>
    </div>
  );
}

function PvpRoomView({
  roomCode,
  session,
  onSessionEnd,
  onBalance,
  onBack,
}: Pick<HouseGameProps, 'session' | 'onSessionEnd'> & {
  roomCode: string;
  onBalance: (balance: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const room = usePvpRoom(roomCode, session.sessionToken, onSessionEnd, onBalance);
  if (!room.table) return <Spinner label={t('house.pvp.reconnecting')} />;
  return (
    <PvpTableView session={session} room={room} table={room.table} offset={room.offset} onBack={onBack} />
  );
}
