import { OfficialResultBodySchema, type AdminDraw } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { t } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { DataTable, moneyColumn } from '../../ui/data-table';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { QueryState } from '../../ui/states';
import { confirmResult, drawReportQuery, enterResult, voidDraw } from './lottery-api';

const drawName = (d: AdminDraw) => `${d.gameCode} ${d.numero}`;
const INVALIDATE = [
  ['lottery', 'draws'],
  ['lottery', 'report'],
];

/** Enters an official VN result, prize by prize; it settles only once a second operator confirms it. */
export function EnterResultDialog({ draw, onClose }: { draw: AdminDraw; onClose: () => void }) {
  const tiers = draw.resultTiers ?? [];
  const contract = useContractForm({
    schema: OfficialResultBodySchema,
    initial: Object.fromEntries(
      tiers.map((tier) => [tier.prize, Array.from({ length: tier.count }, () => '')]),
    ),
    prepare: (form) => ({
      prizes: Object.fromEntries(
        Object.entries(form).map(([prize, numbers]) => [prize, numbers.map((n) => n.trim())]),
      ),
    }),
    send: ({ prizes }) => enterResult(draw.drawId, prizes),
    invalidate: INVALIDATE,
  });
  const { form, set, err } = contract;
  return (
    <FormDialog
      title={t('lottery.enterResultOf', { draw: drawName(draw) })}
      onClose={onClose}
      form={contract}
      submitLabel={t('lottery.enterResult')}
      keepOpenAfter={false}
      done={t('lottery.resultEntered')}
    >
      <Wide>
        <p className="muted">{t('lottery.enterNote')}</p>
      </Wide>
      {tiers.map((tier) => (
        <fieldset key={tier.prize} className="prize-row form-wide">
          <legend>
            {t('lottery.prizeOf', { prize: tier.prize, count: tier.count, digits: tier.digits })}
          </legend>
          {(form[tier.prize] ?? []).map((value, index) => (
            <TextField
              key={index}
              label={`${tier.prize} ${index + 1}`}
              inputMode="numeric"
              className="input-digits"
              maxLength={tier.digits}
              pattern={`\\d{${tier.digits}}`}
              value={value}
              onChange={(e) => {
                const numbers = [...(form[tier.prize] ?? [])];
                numbers[index] = e.target.value.replace(/\D/g, '');
                set({ [tier.prize]: numbers });
              }}
              error={err(`prizes.${tier.prize}.${index}`)}
            />
          ))}
        </fieldset>
      ))}
    </FormDialog>
  );
}

/** A second operator confirms the entered result (the server refuses the one who entered it). */
export function ConfirmResultDialog({ draw, onClose }: { draw: AdminDraw; onClose: () => void }) {
  const contract = useContractForm({
    schema: z.object({}),
    initial: {},
    send: () => confirmResult(draw.drawId),
    invalidate: INVALIDATE,
  });
  return (
    <FormDialog
      title={t('lottery.confirmResult')}
      onClose={onClose}
      form={contract}
      submitLabel={t('lottery.confirmResult')}
      keepOpenAfter={false}
      done={t('lottery.resultConfirmed')}
    >
      <Wide>
        <p>
          {t('lottery.confirmQuestion', {
            draw: drawName(draw),
            enteredBy: draw.pendingResult?.enteredBy ?? '',
          })}
        </p>
      </Wide>
    </FormDialog>
  );
}

const VoidSchema = z.object({ reason: z.string().trim().min(1).max(200) });

/** Voids a draw not yet settled: every ticket is refunded. */
export function VoidDrawDialog({ draw, onClose }: { draw: AdminDraw; onClose: () => void }) {
  const contract = useContractForm({
    schema: VoidSchema,
    initial: { reason: '' },
    send: ({ reason }) => voidDraw(draw.drawId, reason),
    invalidate: INVALIDATE,
  });
  return (
    <FormDialog
      title={t('lottery.voidOf', { draw: drawName(draw) })}
      onClose={onClose}
      form={contract}
      submitLabel={t('lottery.void')}
      danger
      keepOpenAfter={false}
      done={t('lottery.voided')}
    >
      <Wide>
        <p>{t('lottery.voidQuestion', { tickets: draw.tickets, stakes: formatMoney(draw.stakes) })}</p>
        <TextField
          label={t('lottery.voidReason')}
          value={contract.form.reason}
          maxLength={200}
          onChange={(e) => contract.set({ reason: e.target.value })}
          error={contract.err('reason')}
        />
      </Wide>
    </FormDialog>
  );
}

/** A draw's stakes, payouts and margin per bet type and in all. */
export function DrawReportDialog({ draw, onClose }: { draw: AdminDraw; onClose: () => void }) {
  const query = useQuery(drawReportQuery(draw.drawId));
  const report = query.data;
  type Line = NonNullable<typeof report>['byBetType'][number];
  return (
    <Dialog title={t('lottery.reportOf', { draw: drawName(draw) })} onClose={onClose}>
      <QueryState isPending={query.isPending} error={query.error} retry={() => void query.refetch()}>
        {report ? (
          <>
            <dl className="facts">
              <div>
                <dt>{t('lottery.stakes')}</dt>
                <dd>{formatMoney(report.stakes)}</dd>
              </div>
              <div>
                <dt>{t('lottery.payouts')}</dt>
                <dd>{formatMoney(report.payouts)}</dd>
              </div>
              <div>
                <dt>{t('lottery.margin')}</dt>
                <dd>
                  {formatMoney(report.margin)} ({report.marginPercent}%)
                </dd>
              </div>
            </dl>
            <DataTable<Line>
              caption={t('lottery.byBetType')}
              rows={report.byBetType}
              rowKey={(r) => r.betType}
              exportName={`draw-${draw.gameCode}-${draw.numero}`}
              columns={[
                { id: 'betType', header: t('lottery.betType'), value: (r) => r.betType, sortable: true },
                {
                  id: 'tickets',
                  header: t('lottery.tickets'),
                  value: (r) => r.tickets,
                  numeric: true,
                  sortable: true,
                },
                moneyColumn<Line>('stakes', t('lottery.stakes'), (r) => r.stakes),
                moneyColumn<Line>('payouts', t('lottery.payouts'), (r) => r.payouts),
                moneyColumn<Line>('margin', t('lottery.margin'), (r) => r.margin),
              ]}
            />
          </>
        ) : null}
      </QueryState>
    </Dialog>
  );
}
