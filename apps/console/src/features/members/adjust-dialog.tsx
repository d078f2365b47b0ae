import { AdjustBodySchema, type AdminMember } from '@swerte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { formatMoney, newIdempotencyKey } from '../../lib/format';
import { validate } from '../../lib/validate';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { ActionNote } from '../../ui/states';
import { adjustBalance } from './members-api';

/** Credits or debits a member's cash with a reason, through the audited, idempotent adjust call. */
export function AdjustDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  // One key per dialog: a second click after a lost answer moves nothing twice.
  const [idempotencyKey] = useState(() => newIdempotencyKey('console'));
  const mutation = useMutation({
    mutationFn: adjustBalance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', member.id] }),
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
            mutation.data
              ? t('members.adjust.done', {
                  before: formatMoney(mutation.data.balanceBefore),
                  after: formatMoney(mutation.data.balanceAfter),
                })
              : null
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
