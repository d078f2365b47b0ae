import {
  AdjustBodySchema,
  parseCents,
  type AdjustBody,
  type AdjustValue,
  type AdminMember,
  type ApprovalRequest,
} from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { formatMoney, newIdempotencyKey } from '../../lib/format';
import { TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { adjustBalance, approvalThresholdsQuery, requestAdjustment } from './members-api';

type Outcome = { done: AdjustValue } | { requested: ApprovalRequest };

/** Above the four-eyes amount an adjustment is sent as a request for a second operator. */
const needsApproval = (body: AdjustBody, limit: string | null | undefined) => {
  if (!limit) return false;
  const cents = parseCents(body.amount);
  return (cents < 0n ? -cents : cents) > parseCents(limit);
};

/**
 * Credits or debits a member's cash with a reason, through the audited, idempotent adjust call, or, above
 * the four-eyes amount, as an approval request that a second operator approves on the Approvals page.
 */
export function AdjustDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  // One key per dialog: a second click after a lost answer moves nothing twice.
  const [idempotencyKey] = useState(() => newIdempotencyKey('console'));
  const limit = useQuery(approvalThresholdsQuery()).data?.adjust;
  const contract = useContractForm({
    schema: AdjustBodySchema,
    initial: { amount: '', reason: '' },
    prepare: (form) => ({ memberId: member.id, ...form, idempotencyKey }),
    send: async (body: AdjustBody): Promise<Outcome> =>
      needsApproval(body, limit)
        ? { requested: await requestAdjustment(body) }
        : { done: await adjustBalance(body) },
    invalidate: [['member', member.id], ['approvals']],
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
        !data
          ? null
          : 'requested' in data
            ? t('members.adjust.requested', { id: data.requested.id })
            : t('members.adjust.done', {
                before: formatMoney(data.done.balanceBefore),
                after: formatMoney(data.done.balanceAfter),
              })
      }
    >
      <Wide>
        <p className="muted">{t('members.adjust.intro')}</p>
        {limit ? (
          <p className="muted">{t('members.adjust.fourEyes', { limit: formatMoney(limit) })}</p>
        ) : null}
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
