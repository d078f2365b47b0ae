import { AdminMarketChangeSchema, type AdminSportsEvent } from '@swerte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { formatMoney } from '../../lib/format';
import { DataTable, moneyColumn, type Column } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { FormDialog, useContractForm } from '../../ui/form-dialog';
import { actionsColumn, RowActions, RowButton } from '../../ui/list-page';
import { ActionNote, Badge } from '../../ui/states';
import { editMarket } from './sports-api';

type Market = AdminSportsEvent['markets'][number];
const INVALIDATE = [['sports', 'events']];

/** A market's margin, stake limits and liability cap (bets already placed keep their terms). */
function LimitsDialog({ market, onClose }: { market: Market; onClose: () => void }) {
  const contract = useContractForm({
    schema: AdminMarketChangeSchema,
    initial: {
      marginBp: String(market.marginBp),
      minStake: market.minStake,
      maxStake: market.maxStake,
      liabilityCap: market.liabilityCap,
    },
    prepare: (f) => ({ ...f, marginBp: Number(f.marginBp || Number.NaN) }),
    send: (body) => editMarket(market.marketId, body),
    invalidate: INVALIDATE,
  });
  const { text } = contract;
  return (
    <FormDialog title={t('sports.limitsOf', { market: market.key })} onClose={onClose} form={contract}>
      <TextField label={t('sports.marginBp')} inputMode="numeric" {...text('marginBp')} />
      <TextField label={t('sports.liabilityCap')} inputMode="decimal" {...text('liabilityCap')} />
      <TextField label={t('sports.minStake')} inputMode="decimal" {...text('minStake')} />
      <TextField label={t('sports.maxStake')} inputMode="decimal" {...text('maxStake')} />
    </FormDialog>
  );
}

/** Each selection's stakes and what it would pay: where the market's liability comes from. */
function Selections({ market }: { market: Market }) {
  type Selection = Market['selections'][number];
  return (
    <DataTable<Selection>
      caption={t('sports.selectionsOf', { market: market.key })}
      rows={market.selections}
      rowKey={(s) => s.selectionId}
      columns={[
        { id: 'name', header: t('sports.selection'), value: (s) => s.name },
        { id: 'odds', header: t('sports.odds'), value: (s) => s.odds, numeric: true },
        moneyColumn<Selection>('stake', t('sports.stake'), (s) => s.stake),
        moneyColumn<Selection>('payout', t('sports.payout'), (s) => s.payout),
      ]}
    />
  );
}

/** An event's markets with their liability against the cap; suspend, reopen, change the limits. */
export function MarketsDialog({ event, onClose }: { event: AdminSportsEvent; onClose: () => void }) {
  const may = useMay();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Market | null>(null);
  const [shown, setShown] = useState<Market | null>(null);
  const status = useMutation({
    mutationFn: (m: Market) => editMarket(m.marketId, { status: m.status === 'open' ? 'suspended' : 'open' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sports', 'events'] }),
  });
  const mayEdit = may('PUT /wps/admin/sports/markets/:marketId');
  const columns: Column<Market>[] = [
    { id: 'key', header: t('sports.market'), value: (m) => m.key, sortable: true },
    {
      id: 'status',
      header: t('common.status'),
      value: (m) => m.status,
      cell: (m) => (
        <Badge tone={m.status === 'open' ? 'ok' : m.status === 'suspended' ? 'warn' : 'plain'}>
          {t(`sports.market.${m.status}`)}
        </Badge>
      ),
      sortable: true,
    },
    { id: 'margin', header: t('sports.marginBp'), value: (m) => m.marginBp, numeric: true },
    moneyColumn<Market>('min', t('sports.minStake'), (m) => m.minStake),
    moneyColumn<Market>('max', t('sports.maxStake'), (m) => m.maxStake),
    moneyColumn<Market>('liability', t('sports.liability'), (m) => m.liability),
    moneyColumn<Market>('cap', t('sports.liabilityCap'), (m) => m.liabilityCap),
    actionsColumn((m) => (
      <RowActions>
        <RowButton onClick={() => setShown(m)} label={`${t('sports.selections')} ${m.key}`}>
          {t('sports.selections')}
        </RowButton>
        {mayEdit && (m.status === 'open' || m.status === 'suspended') ? (
          <>
            <RowButton
              pending={status.isPending}
              tone={m.status === 'open' ? 'danger' : 'primary'}
              onClick={() => status.mutate(m)}
              label={`${m.status === 'open' ? t('sports.suspend') : t('sports.resume')} ${m.key}`}
            >
              {m.status === 'open' ? t('sports.suspend') : t('sports.resume')}
            </RowButton>
            <RowButton onClick={() => setEditing(m)} label={`${t('sports.limits')} ${m.key}`}>
              {t('sports.limits')}
            </RowButton>
          </>
        ) : null}
      </RowActions>
    )),
  ];
  // One modal at a time: the limits form stands in for the list until it is closed.
  if (editing) return <LimitsDialog market={editing} onClose={() => setEditing(null)} />;
  return (
    <Dialog title={t('sports.marketsOf', { event: event.name })} onClose={onClose}>
      <p className="muted">
        {t('sports.liabilityNote', { stake: formatMoney(event.stake), bets: event.bets })}
      </p>
      <ActionNote error={status.error} />
      <DataTable
        caption={t('sports.markets')}
        columns={columns}
        rows={event.markets}
        rowKey={(m) => m.marketId}
        exportName={`sports-event-${event.eventId}-markets`}
      />
      {shown ? (
        <Selections market={event.markets.find((m) => m.marketId === shown.marketId) ?? shown} />
      ) : null}
    </Dialog>
  );
}
