import { DecisionBodySchema, RejectBodySchema } from '@swerte/contracts';
import { t } from '../../i18n';
import { TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { decide, type Decision } from './payments-api';

export interface PendingDecision {
  kind: 'deposit' | 'withdrawal';
  decision: Decision;
  id: number;
  question: string;
}

const TITLES = { approve: 'payments.approve', reject: 'payments.reject', paid: 'payments.paid' } as const;

/** Confirms one decision on a queue item, with the remark a rejection must carry. */
export function DecisionDialog({ pending, onClose }: { pending: PendingDecision; onClose: () => void }) {
  const rejecting = pending.decision === 'reject';
  const contract = useContractForm({
    schema: rejecting ? RejectBodySchema : DecisionBodySchema,
    initial: { remark: '' },
    send: ({ remark }: { remark: string }) => decide(pending.kind, pending.decision, pending.id, remark),
    invalidate: [[pending.kind === 'deposit' ? 'deposits' : 'withdrawals'], ['dashboard'], ['member']],
  });
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
      </Wide>
    </FormDialog>
  );
}
