import { AdjustBodySchema, type AdminMember } from '@swerte/contracts';
import { useState } from 'react';
import { t } from '../../i18n';
import { formatMoney, newIdempotencyKey } from '../../lib/format';
import { TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { adjustBalance } from './members-api';

/** Credits or debits a member's cash with a reason, through the audited, idempotent adjust call. */
export function AdjustDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  // One key per dialog: a second click after a lost answer moves nothing twice.
  const [idempotencyKey] = useState(() => newIdempotencyKey('console'));
  const contract = useContractForm({
    schema: AdjustBodySchema,
    initial: { amount: '', reason: '' },
    prepare: (form) => ({ memberId: member.id, ...form, idempotencyKey }),
    send: adjustBalance,
    invalidate: [['member', member.id]],
  });
  const data = contract.mutation.data;
  return (
    <FormDialog
      title={`${t('members.adjust')}: ${member.username}`}
      onClose={onClose}
      form={contract}
      submitLabel={t('members.adjust')}
      keepOpenAfter={false}
      done={
        data
          ? t('members.adjust.done', {
              before: formatMoney(data.balanceBefore),
              after: formatMoney(data.balanceAfter),
            })
          : null
      }
    >
      <Wide>
        <p className="muted">{t('members.adjust.intro')}</p>
      </Wide>
      <TextField
        label={t('members.adjust.amount')}
        inputMode="decimal"
        required
        value={contract.form.amount}
        onChange={(e) => contract.set({ amount: e.target.value })}
        error={contract.err('amount')}
      />
      <TextField
        label={t('members.adjust.reason')}
        required
        maxLength={200}
        value={contract.form.reason}
        onChange={(e) => contract.set({ reason: e.target.value })}
        error={contract.err('reason')}
      />
    </FormDialog>
  );
}
