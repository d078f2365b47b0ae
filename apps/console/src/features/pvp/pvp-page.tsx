import {
  PVP_ROOMS,
  PvpSettingsSchema,
  type AdminPvpHand,
  type AdminPvpRoom,
  type PvpSettings,
} from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PVP_TABS } from '../../app/sections';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { formatDateTime, formatMoney } from '../../lib/format';
import { moneyColumn, timeColumn } from '../../ui/data-table';
import { SelectField, TextField } from '../../ui/field';
import { FormPanel, useContractForm, Wide } from '../../ui/form-dialog';
import { ListPage, Tabs, useTabs } from '../../ui/list-page';
import { useCursorPager } from '../../ui/pager';
import { Badge, Loaded, PageHeader } from '../../ui/states';
import { pvpHandsQuery, pvpRoomsQuery, pvpSettingsQuery, savePvpSettings } from './pvp-api';

type SeatRow = AdminPvpRoom['seats'][number] & { roomCode: string; stake: string };

/** Every seat taken at the stake levels, with its member, stack and state. */
function Rooms() {
  const query = useQuery(pvpRoomsQuery);
  const rooms = query.data?.list ?? [];
  const rows: SeatRow[] = rooms.flatMap((r) =>
    r.seats.map((s) => ({ ...s, roomCode: r.roomCode, stake: r.stake })),
  );
  return (
    <>
      <dl className="facts">
        {rooms.map((r) => (
          <div key={r.roomCode}>
            <dt>{t('pvp.roomOf', { room: r.roomCode, stake: formatMoney(r.stake) })}</dt>
            <dd>
              {t('pvp.roomState', { seated: r.seats.length, hands: r.hands })}{' '}
              {r.handInPlay === null ? null : (
                <Badge tone="ok">{t('pvp.handInPlay', { n: r.handInPlay })}</Badge>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <ListPage<SeatRow>
        caption={t('pvp.seats')}
        rows={rows}
        rowKey={(s) => `${s.roomCode}-${s.seat}`}
        exportName="pvp-seats"
        query={query}
        columns={[
          { id: 'room', header: t('pvp.room'), value: (s) => s.roomCode, sortable: true },
          { id: 'seat', header: t('pvp.seat'), value: (s) => s.seat + 1, numeric: true },
          {
            id: 'member',
            header: t('common.member'),
            value: (s) => s.username,
            cell: (s) =>
              s.memberId === null ? s.username : <Link to={`/members/${s.memberId}`}>{s.username}</Link>,
            sortable: true,
          },
          moneyColumn<SeatRow>('stack', t('pvp.stack'), (s) => s.stack),
          {
            id: 'state',
            header: t('common.status'),
            value: (s) => (s.leaving ? 'leaving' : s.away ? 'away' : 'present'),
            cell: (s) =>
              s.leaving ? (
                <Badge tone="warn">{t('pvp.leaving')}</Badge>
              ) : s.away ? (
                <Badge tone="plain">{t('pvp.away')}</Badge>
              ) : (
                <Badge tone="ok">{t('pvp.present')}</Badge>
              ),
          },
          timeColumn<SeatRow>('since', t('pvp.since'), (s) => s.since),
        ]}
      />
    </>
  );
}

/** A room's hands, newest first, with the seed that verifies each deal once the hand is settled. */
function Hands() {
  const [roomCode, setRoomCode] = useState<string>(PVP_ROOMS[0].code);
  const pager = useCursorPager();
  const query = useQuery(pvpHandsQuery(roomCode, pager.cursor));
  return (
    <ListPage<AdminPvpHand>
      caption={t('pvp.hands')}
      rows={query.data?.list ?? []}
      rowKey={(h) => h.handNo}
      exportName={`pvp-hands-${roomCode}`}
      query={query}
      pager={pager}
      nextCursor={query.data?.nextCursor}
      filters={
        <SelectField
          label={t('pvp.room')}
          value={roomCode}
          onChange={(e) => {
            setRoomCode(e.target.value);
            pager.first();
          }}
        >
          {PVP_ROOMS.map((r) => (
            <option key={r.code} value={r.code}>
              {r.code}
            </option>
          ))}
        </SelectField>
      }
      columns={[
        { id: 'hand', header: t('pvp.hand'), value: (h) => h.handNo, numeric: true, sortable: true },
        {
          id: 'state',
          header: t('common.status'),
          value: (h) => h.state,
          cell: (h) => (
            <Badge tone={h.state === 'settled' ? 'plain' : 'ok'}>{t(`pvp.state.${h.state}`)}</Badge>
          ),
        },
        timeColumn<AdminPvpHand>('started', t('pvp.started'), (h) => h.startedAt),
        {
          id: 'settled',
          header: t('pvp.settled'),
          value: (h) => h.settledAt,
          cell: (h) => formatDateTime(h.settledAt),
        },
        {
          id: 'winner',
          header: t('pvp.winner'),
          value: (h) => (h.winner === null ? null : h.winner + 1),
          numeric: true,
        },
        {
          id: 'rake',
          header: t('pvp.rake'),
          numeric: true,
          value: (h) => h.rake,
          cell: (h) => (h.rake === null ? '—' : formatMoney(h.rake)),
        },
        {
          id: 'commitment',
          header: t('pvp.commitment'),
          value: (h) => h.commitment,
          cell: (h) => <code className="seed">{h.commitment}</code>,
        },
        {
          id: 'seed',
          header: t('pvp.serverSeed'),
          value: (h) => h.serverSeed,
          cell: (h) => (h.serverSeed ? <code className="seed">{h.serverSeed}</code> : t('pvp.secret')),
        },
        { id: 'client', header: t('pvp.clientSeed'), value: (h) => `${h.clientSeed} / ${h.nonce}` },
      ]}
    />
  );
}

function SettingsForm({ current }: { current: PvpSettings }) {
  const may = useMay();
  const contract = useContractForm({
    schema: PvpSettingsSchema,
    initial: { rakeBasisPoints: String(current.rakeBasisPoints) },
    prepare: (f) => ({ rakeBasisPoints: Number(f.rakeBasisPoints || Number.NaN) }),
    send: savePvpSettings,
    invalidate: [['pvp']],
  });
  return (
    <FormPanel title={t('pvp.settings')} form={contract} readOnly={!may('PUT /wps/admin/pvp/settings')}>
      <Wide>
        <p className="muted">{t('pvp.settingsNote')}</p>
      </Wide>
      <TextField label={t('pvp.rakeBp')} inputMode="numeric" {...contract.text('rakeBasisPoints')} />
    </FormPanel>
  );
}

function Settings() {
  const query = useQuery(pvpSettingsQuery);
  return <Loaded query={query}>{(current) => <SettingsForm current={current} />}</Loaded>;
}

export default function PvpPage() {
  const [tab, setTab, shown] = useTabs(PVP_TABS);
  return (
    <>
      <PageHeader title={t('pvp.title')} />
      <Tabs names={shown} tab={tab} onChange={setTab} label={(name) => `pvp.${name}`} />
      {tab === 'rooms' ? <Rooms /> : null}
      {tab === 'hands' ? <Hands /> : null}
      {tab === 'settings' ? <Settings /> : null}
    </>
  );
}
