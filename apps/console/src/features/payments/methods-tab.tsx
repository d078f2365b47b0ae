import {
  DepositMethodInputSchema,
  type AdminDepositMethod,
  type DepositMethodInput,
} from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { moneyColumn, onOffColumn } from '../../ui/data-table';
import { CheckField, SelectField, TextField } from '../../ui/field';
import { FormDialog, useContractForm } from '../../ui/form-dialog';
import {
  actionsColumn,
  type ListColumns,
  ListPage,
  matches,
  NewButton,
  RowActions,
  RowButton,
  useRowAction,
} from '../../ui/list-page';
import { OrderButtons, useMove } from '../../ui/order-buttons';
import { methodsQuery, orderMethods, saveMethod, setMethodEnabled } from './payments-api';

/** A listed method as the input that replaces it. */
const methodInput = (m: AdminDepositMethod | null): DepositMethodInput => ({
  name: m?.name ?? '',
  kind: m?.kind ?? 'bank',
  minAmount: m?.minAmount ?? '100.00',
  maxAmount: m?.maxAmount ?? '50000.00',
  bankCode: m?.receivingAccount?.bankCode ?? null,
  accountName: m?.receivingAccount?.accountName ?? null,
  accountNumber: m?.receivingAccount?.accountNumber ?? null,
  gateway: m?.gateway ?? null,
  enabled: m?.enabled ?? true,
});

/** Empty texts stand for "not given" (null), which a method of the other kind leaves out. */
const orNull = (text: string | null | undefined) => (text?.trim() ? text : null);

function MethodDialog({ method, onClose }: { method: AdminDepositMethod | null; onClose: () => void }) {
  const contract = useContractForm({
    schema: DepositMethodInputSchema,
    initial: methodInput(method),
    prepare: (f: DepositMethodInput) => ({
      ...f,
      bankCode: f.kind === 'bank' ? orNull(f.bankCode) : null,
      accountName: f.kind === 'bank' ? orNull(f.accountName) : null,
      accountNumber: f.kind === 'bank' ? orNull(f.accountNumber) : null,
      gateway: f.kind === 'gateway' ? orNull(f.gateway) : null,
    }),
    send: (body) => saveMethod(method?.id ?? null, body),
    invalidate: [['depositMethods']],
  });
  const { form, set, text, flag } = contract;
  const bank = form.kind === 'bank';
  return (
    <FormDialog
      title={method ? t('pages.methods.edit', { name: method.name }) : t('pages.methods.new')}
      onClose={onClose}
      form={contract}
    >
      <TextField label={t('pages.methods.name')} maxLength={60} {...text('name')} />
      <SelectField
        label={t('pages.methods.kind')}
        value={form.kind}
        // The kind of a method never changes: its deposits were made that way.
        disabled={method !== null}
        onChange={(e) => set({ kind: e.target.value === 'gateway' ? 'gateway' : 'bank' })}
      >
        <option value="bank">{t('pages.methods.kind.bank')}</option>
        <option value="gateway">{t('pages.methods.kind.gateway')}</option>
      </SelectField>
      <TextField label={t('pages.methods.min')} inputMode="decimal" {...text('minAmount')} />
      <TextField label={t('pages.methods.max')} inputMode="decimal" {...text('maxAmount')} />
      {bank ? (
        <>
          <TextField label={t('pages.methods.bankCode')} maxLength={32} {...text('bankCode')} />
          <TextField label={t('payments.accountName')} maxLength={100} {...text('accountName')} />
          <TextField
            label={t('payments.accountNumber')}
            inputMode="numeric"
            maxLength={20}
            {...text('accountNumber')}
          />
        </>
      ) : (
        <TextField label={t('pages.methods.gateway')} maxLength={32} {...text('gateway')} />
      )}
      <CheckField label={t('pages.methods.enabled')} {...flag('enabled')} />
    </FormDialog>
  );
}

/**
 * The deposit methods members choose from: limits, the operator's receiving account, on or off, and
 * the order they are offered in. (The server keeps no fee per method: deposits are credited in full.)
 */
export function MethodsTab({ search }: { search: string }) {
  const [editing, setEditing] = useState<AdminDepositMethod | 'new' | null>(null);
  const query = useQuery(methodsQuery());
  const may = useMay();
  const move = useMove(orderMethods, ['depositMethods']);
  const toggle = useRowAction(
    (m: AdminDepositMethod) => setMethodEnabled(m.id, !m.enabled),
    ['depositMethods'],
  );
  const list = query.data ?? [];
  const ids = list.map((m) => m.id);
  const columns: ListColumns<AdminDepositMethod> = [
    { id: 'order', header: t('content.order'), value: (m) => m.sortOrder, numeric: true, sortable: true },
    { id: 'name', header: t('pages.methods.name'), value: (m) => m.name, sortable: true },
    {
      id: 'kind',
      header: t('pages.methods.kind'),
      value: (m) => t(`pages.methods.kind.${m.kind}`),
      sortable: true,
    },
    moneyColumn<AdminDepositMethod>('min', t('pages.methods.min'), (m) => m.minAmount),
    moneyColumn<AdminDepositMethod>('max', t('pages.methods.max'), (m) => m.maxAmount),
    {
      id: 'account',
      header: t('pages.methods.account'),
      value: (m) =>
        m.receivingAccount
          ? `${m.receivingAccount.bankName} · ${m.receivingAccount.accountName} · ${m.receivingAccount.accountNumber}`
          : (m.gateway ?? ''),
    },
    onOffColumn<AdminDepositMethod>('enabled', t('pages.methods.enabled'), (m) => m.enabled),
    may('PUT /wps/admin/deposit/methods/:id') &&
      actionsColumn((m) => (
        <RowActions>
          <RowButton onClick={() => setEditing(m)} label={`${t('common.edit')} ${m.name}`}>
            {t('common.edit')}
          </RowButton>
          <RowButton pending={toggle.isPending} onClick={() => toggle.mutate(m)}>
            {m.enabled ? t('games.setOff') : t('games.setOn')}
          </RowButton>
          <OrderButtons ids={ids} id={m.id} move={move} label={m.name} />
        </RowActions>
      )),
  ];
  return (
    <>
      <ListPage
        caption={t('payments.methods')}
        columns={columns}
        rows={list.filter((m) => matches(search, m.name, m.receivingAccount?.accountName))}
        rowKey={(m) => m.id}
        exportName="deposit-methods"
        query={query}
        actionError={move.error ?? toggle.error}
        tools={
          may('POST /wps/admin/deposit/methods') ? (
            <NewButton onClick={() => setEditing('new')}>{t('pages.methods.new')}</NewButton>
          ) : null
        }
      />
      {editing ? (
        <MethodDialog method={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
