import { DecisionBodySchema, RejectBodySchema } from '@swerte/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { t } from '../../i18n';
import { isApiError } from '../../lib/api-error';
import { TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
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
  const rejecting = pending.decision === 'reject';
  const contract = useContractForm({
    schema: rejecting ? RejectBodySchema : DecisionBodySchema,
    initial: { remark: '' },
    send: ({ remark }: { remark: string }) => decide(pending.kind, pending.decision, pending.id, remark),
    invalidate: [[pending.kind === 'deposit' ? 'deposits' : 'withdrawals'], ['dashboard'], ['member']],
  });
  // Above the four-eyes amount a payout is refused: it can be sent for a second operator instead.
  const request = useMutation({
    mutationFn: () => requestPayout(pending.id, contract.form.remark.trim()),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['approvals'] }),
  });
  const needsApproval =
    pending.kind === 'withdrawal' &&
    isApiError(contract.mutation.error) &&
    contract.mutation.error.code === 'error_approval_required';
  const data = contract.mutation.data;
  return (
    <FormDialog
      title={t(TITLES[pending.decision])}
      onClose={onClose}
      form={contract}
      submitLabel={t(TITLES[pending.decision])}
      danger={rejecting}
      keepOpenAfter={false}
      done={
        data
          ? t('payments.done', { orderNo: data.orderNo, status: t(`payments.status.${data.status}`) })
          : null
      }
    >
      <Wide>
        <p>{pending.question}</p>
        <TextField
          label={rejecting ? t('payments.remarkRequired') : t('payments.remarkOptional')}
          value={contract.form.remark}
          maxLength={140}
          required={rejecting}
          onChange={(e) => contract.set({ remark: e.target.value })}
          error={contract.err('remark')}
        />
        {needsApproval ? (
          <>
            <ActionNote
              error={request.error}
              done={request.data ? t('payments.requested', { id: request.data.id }) : null}
            />
            {request.isSuccess ? null : (
              <button
                type="button"
                className="button button-primary"
                disabled={request.isPending}
                onClick={() => request.mutate()}
              >
                {t('payments.requestApproval')}
              </button>
            )}
          </>
        ) : null}
      </Wide>
    </FormDialog>
  );
}
