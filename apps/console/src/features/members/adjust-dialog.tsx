import {
  AdjustBodySchema,
  parseCents,
  type AdjustBody,
  type AdjustValue,
  type AdminMember,
  type ApprovalRequest,
} from '@swerte/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { formatMoney, newIdempotencyKey } from '../../lib/format';
import { validate } from '../../lib/validate';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { ActionNote } from '../../ui/states';
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
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  // One key per dialog: a second click after a lost answer moves nothing twice.
  const [idempotencyKey] = useState(() => newIdempotencyKey('console'));
  const limit = useQuery(approvalThresholdsQuery()).data?.adjust;
  const mutation = useMutation({
    mutationFn: async (body: AdjustBody): Promise<Outcome> =>
      needsApproval(body, limit)
        ? { requested: await requestAdjustment(body) }
        : { done: await adjustBalance(body) },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['member', member.id] });
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(AdjustBodySchema, { memberId: member.id, amount, reason, idempotencyKey });
    setFields(checked.ok ? {} : checked.fields);
    if (checked.ok) mutation.mutate(checked.value);
  };
  const serverFields =
    mutation.error && 'fields' in mutation.error
      ? (mutation.error.fields as Record<string, string> | undefined)
      : undefined;
  return (
    <Dialog title={`${t('members.adjust')}: ${member.username}`} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p className="muted">{t('members.adjust.intro')}</p>
        {limit ? (
          <p className="muted">{t('members.adjust.fourEyes', { limit: formatMoney(limit) })}</p>
        ) : null}
        <TextField
          label={t('members.adjust.amount')}
          inputMode="decimal"
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={fields.amount ?? serverFields?.amount}
        />
        <TextField
          label={t('members.adjust.reason')}
          required
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={fields.reason ?? serverFields?.reason}
        />
        <ActionNote
          error={mutation.error}
          done={
            !mutation.data
              ? null
              : 'requested' in mutation.data
                ? t('members.adjust.requested', { id: mutation.data.requested.id })
                : t('members.adjust.done', {
                    before: formatMoney(mutation.data.done.balanceBefore),
                    after: formatMoney(mutation.data.done.balanceAfter),
                  })
          }
        />
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('common.close')}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={mutation.isPending || mutation.isSuccess}
          >
            {t('members.adjust')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
