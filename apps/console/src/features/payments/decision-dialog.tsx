import { DecisionBodySchema, RejectBodySchema } from '@swerte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { isApiError } from '../../lib/api-error';
import { validate } from '../../lib/validate';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { ActionNote } from '../../ui/states';
import { decide, requestPayout, type Decision } from './payments-api';

export interface PendingDecision {
  kind: 'deposit' | 'withdrawal';
  decision: Decision;
  id: number;
  question: string;
}

const TITLES = { approve: 'payments.approve', reject: 'payments.reject', paid: 'payments.paid' } as const;

/** Confirms one decision on a queue item, with the remark a rejection must carry. */
export function DecisionDialog({ pending, onClose }: { pending: PendingDecision; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [remark, setRemark] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const rejecting = pending.decision === 'reject';
  const mutation = useMutation({
    mutationFn: (text: string) => decide(pending.kind, pending.decision, pending.id, text),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: [pending.kind === 'deposit' ? 'deposits' : 'withdrawals'],
      });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['member'] });
    },
  });
  // Above the four-eyes amount a payout is refused: it can be sent for a second operator instead.
  const request = useMutation({
    mutationFn: () => requestPayout(pending.id, remark.trim()),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['approvals'] }),
  });
  const needsApproval =
    pending.kind === 'withdrawal' &&
    isApiError(mutation.error) &&
    mutation.error.code === 'error_approval_required';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(rejecting ? RejectBodySchema : DecisionBodySchema, { remark });
    setFieldError(checked.ok ? undefined : checked.fields.remark);
    if (checked.ok) mutation.mutate(checked.value.remark);
  };
  const done = mutation.data
    ? t('payments.done', {
        orderNo: mutation.data.orderNo,
        status: t(`payments.status.${mutation.data.status}`),
      })
    : null;
  return (
    <Dialog title={t(TITLES[pending.decision])} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p>{pending.question}</p>
        <TextField
          label={rejecting ? t('payments.remarkRequired') : t('payments.remarkOptional')}
          value={remark}
          maxLength={140}
          required={rejecting}
          onChange={(e) => setRemark(e.target.value)}
          error={fieldError}
        />
        <ActionNote error={request.isSuccess ? null : mutation.error} done={done} />
        {needsApproval ? (
          <ActionNote
            error={request.error}
            done={request.data ? t('payments.requested', { id: request.data.id }) : null}
          />
        ) : null}
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {mutation.isSuccess ? t('common.close') : t('common.cancel')}
          </button>
          {needsApproval && !request.isSuccess ? (
            <button
              type="button"
              className="button button-primary"
              disabled={request.isPending}
              onClick={() => request.mutate()}
            >
              {t('payments.requestApproval')}
            </button>
          ) : null}
          {mutation.isSuccess || needsApproval ? null : (
            <button
              type="submit"
              className={rejecting ? 'button button-danger' : 'button button-primary'}
              disabled={mutation.isPending}
            >
              {t(TITLES[pending.decision])}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
