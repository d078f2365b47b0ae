import {
  adminMemberCareEndpoints,
  RemoveBankAccountBodySchema,
  type AdminBankAccount,
} from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { callEndpoint } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { type Column } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { actionsColumn, ListPage, RowActions, RowButton, useRowAction } from '../../ui/list-page';
import { Badge } from '../../ui/states';
import { bankAccountsQuery, verifyBankAccount } from './member-care-api';

/** Removes an account with the reason the audit keeps. */
function RemoveDialog({
  memberId,
  account,
  onClose,
}: {
  memberId: number;
  account: AdminBankAccount;
  onClose: () => void;
}) {
  const contract = useContractForm({
    schema: RemoveBankAccountBodySchema,
    initial: { reason: '' },
    send: (body) =>
      callEndpoint(adminMemberCareEndpoints.removeBankAccount, {
        params: { id: memberId, accountId: account.id },
        body,
      }),
    invalidate: [['member', memberId, 'bankAccounts']],
  });
  return (
    <FormDialog
      title={t('members.bank.remove')}
      onClose={onClose}
      form={contract}
      submitLabel={t('members.bank.remove')}
      danger
      keepOpenAfter={false}
      done={t('members.bank.removed')}
    >
      <Wide>
        <p>{t('members.bank.removeNote', { bank: account.bankName, number: account.accountNumber })}</p>
        <TextField label={t('members.status.reason')} maxLength={140} {...contract.text('reason')} />
      </Wide>
    </FormDialog>
  );
}

function state(account: AdminBankAccount) {
  if (account.removedAt) return <Badge tone="bad">{t('members.bank.isRemoved')}</Badge>;
  if (account.verifiedAt) return <Badge tone="ok">{t('members.bank.isVerified')}</Badge>;
  return <Badge tone="warn">{t('members.bank.unverified')}</Badge>;
}

/** The member's withdrawal accounts in full: finance checks one, finance or support removes one. */
export function MemberBankAccounts({ memberId }: { memberId: number }) {
  const may = useMay();
  const query = useQuery(bankAccountsQuery(memberId));
  const verify = useRowAction(
    (account: AdminBankAccount) => verifyBankAccount(memberId, account.id),
    ['member', memberId, 'bankAccounts'],
  );
  const [removing, setRemoving] = useState<AdminBankAccount | null>(null);
  const mayVerify = may('POST /wps/admin/members/:id/bankAccounts/:accountId/verify');
  const mayRemove = may('POST /wps/admin/members/:id/bankAccounts/:accountId/remove');
  const columns: Column<AdminBankAccount>[] = [
    { id: 'bank', header: t('members.bank.bank'), value: (a) => a.bankName, sortable: true },
    { id: 'name', header: t('members.payee'), value: (a) => a.accountName },
    { id: 'number', header: t('members.bank.number'), value: (a) => a.accountNumber },
    {
      id: 'default',
      header: t('members.bank.default'),
      value: (a) => (a.isDefault ? t('common.yes') : t('common.no')),
    },
    {
      id: 'added',
      header: t('common.created'),
      value: (a) => a.createdAt,
      cell: (a) => formatDateTime(a.createdAt),
      sortable: true,
    },
    { id: 'state', header: t('common.status'), value: (a) => a.verifiedAt ?? '', cell: state },
    {
      id: 'checked',
      header: t('members.bank.checkedBy'),
      value: (a) => (a.verifiedBy ? `${a.verifiedBy} ${formatDateTime(a.verifiedAt)}` : ''),
    },
    actionsColumn((a) =>
      a.removedAt ? null : (
        <RowActions>
          {mayVerify && !a.verifiedAt ? (
            <RowButton
              tone="primary"
              pending={verify.isPending}
              onClick={() => verify.mutate(a)}
              label={`${t('members.bank.verify')} ${a.accountNumber}`}
            >
              {t('members.bank.verify')}
            </RowButton>
          ) : null}
          {mayRemove ? (
            <RowButton
              tone="danger"
              onClick={() => setRemoving(a)}
              label={`${t('members.bank.remove')} ${a.accountNumber}`}
            >
              {t('members.bank.remove')}
            </RowButton>
          ) : null}
        </RowActions>
      ),
    ),
  ];
  return (
    <section>
      <h2>{t('members.bank')}</h2>
      <ListPage
        caption={t('members.bank')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(a) => a.id}
        exportName={`member-${memberId}-bank-accounts`}
        query={query}
        actionError={verify.error}
      />
      {removing ? (
        <RemoveDialog memberId={memberId} account={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </section>
  );
}
