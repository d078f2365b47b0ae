import { ApprovalRejectBodySchema, type ApprovalRequest } from '@swerte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { validate } from '../../lib/validate';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { ActionNote } from '../../ui/states';
import { approveRequest, rejectRequest } from './approvals-api';

export interface PendingChoice {
  request: ApprovalRequest;
  decision: 'approve' | 'reject';
}

/** Confirms an approval (the action runs on the server at once) or a rejection with its reason. */
export function ApprovalDialog({ pending, onClose }: { pending: PendingChoice; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { request, decision } = pending;
  const rejecting = decision === 'reject';
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: () => (rejecting ? rejectRequest(request.id, reason.trim()) : approveRequest(request.id)),
    onSuccess: () => {
      for (const key of ['approvals', 'member', 'withdrawals', 'dashboard'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rejecting) {
      const checked = validate(ApprovalRejectBodySchema, { reason });
      setFieldError(checked.ok ? undefined : checked.fields.reason);
      if (!checked.ok) return;
    }
    mutation.mutate();
  };
  const question = t(rejecting ? 'approvals.confirmReject' : 'approvals.confirmApprove', {
    id: request.id,
    kind: t(`approvals.kind.${request.kind}`),
    amount: formatMoney(request.amount),
    username: request.username ?? '—',
    requester: request.requestedBy.username,
  });
  const done = mutation.data ? t(`approvals.done.${mutation.data.state}`, { id: request.id }) : null;
  return (
    <Dialog title={t(rejecting ? 'approvals.reject' : 'approvals.approve')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <p>{question}</p>
        {rejecting ? (
          <TextField
            label={t('approvals.reason')}
            value={reason}
            maxLength={200}
            required
            onChange={(e) => setReason(e.target.value)}
            error={fieldError}
          />
        ) : null}
        <ActionNote error={mutation.error} done={done} />
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {mutation.isSuccess ? t('common.close') : t('common.cancel')}
          </button>
          {mutation.isSuccess ? null : (
            <button
              type="submit"
              className={rejecting ? 'button button-danger' : 'button button-primary'}
              disabled={mutation.isPending}
            >
              {t(rejecting ? 'approvals.reject' : 'approvals.approve')}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
