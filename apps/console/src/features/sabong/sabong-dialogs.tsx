import { formatCents, parseCents, SABONG_SIDES, type AdminFight } from '@swerte/contracts';
import { z } from 'zod';
import { t } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { ChoiceField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import {
  addFight,
  cancelFight,
  confirmFightResult,
  enterFightResult,
  openFight,
  type SabongSide,
} from './sabong-api';

const INVALIDATE = [['sabong', 'fights']];
const fightName = (f: AdminFight) => t('sabong.fightOf', { no: f.fightNo, meron: f.meron, wala: f.wala });
export const sideLabel = (side: SabongSide | 'cancelled') => t(`sabong.side.${side}`);

const AddFightSchema = z.object({
  cardName: z.string().trim().min(1).max(60),
  cardDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  fightNo: z.number().int().min(1).max(9999),
  meron: z.string().trim().min(1).max(60),
  wala: z.string().trim().min(1).max(60),
});

/** A fight added to a card (the card is made with its first fight); it waits, scheduled, to be opened. */
export function AddFightDialog({ day, onClose }: { day: string; onClose: () => void }) {
  const contract = useContractForm({
    schema: AddFightSchema,
    initial: { cardName: '', cardDate: day, fightNo: '1', meron: '', wala: '' },
    prepare: (f) => ({ ...f, fightNo: Number(f.fightNo || Number.NaN) }),
    send: addFight,
    invalidate: INVALIDATE,
  });
  const { text } = contract;
  return (
    <FormDialog title={t('sabong.addFight')} onClose={onClose} form={contract} done={t('sabong.fightAdded')}>
      <TextField label={t('sabong.cardName')} maxLength={60} {...text('cardName')} />
      <TextField label={t('sabong.cardDate')} type="date" {...text('cardDate')} />
      <TextField label={t('sabong.fightNo')} inputMode="numeric" {...text('fightNo')} />
      <TextField label={t('sabong.side.meron')} maxLength={60} {...text('meron')} />
      <TextField label={t('sabong.side.wala')} maxLength={60} {...text('wala')} />
    </FormDialog>
  );
}

const OpenSchema = z.object({ closesInSeconds: z.number().int().min(10).max(3600).nullable() });

/** Opens the betting window, closing by itself after the seconds given (empty: closed by hand). */
export function OpenFightDialog({ fight, onClose }: { fight: AdminFight; onClose: () => void }) {
  const contract = useContractForm({
    schema: OpenSchema,
    initial: { closesInSeconds: '' },
    prepare: (f) => ({
      closesInSeconds: f.closesInSeconds.trim() === '' ? null : Number(f.closesInSeconds),
    }),
    send: ({ closesInSeconds }) => openFight(fight.fightId, closesInSeconds),
    invalidate: INVALIDATE,
  });
  return (
    <FormDialog
      title={t('sabong.openOf', { fight: fightName(fight) })}
      onClose={onClose}
      form={contract}
      submitLabel={t('sabong.open')}
      keepOpenAfter={false}
      done={t('sabong.opened')}
    >
      <TextField label={t('sabong.closesIn')} inputMode="numeric" {...contract.text('closesInSeconds')} />
    </FormDialog>
  );
}

/** Enters a closed fight's result; it settles only once a second operator confirms it. */
export function FightResultDialog({ fight, onClose }: { fight: AdminFight; onClose: () => void }) {
  const initial: { result: SabongSide | '' } = { result: '' };
  const contract = useContractForm({
    schema: z.object({ result: z.enum(SABONG_SIDES) }),
    initial,
    send: ({ result }) => enterFightResult(fight.fightId, result),
    invalidate: INVALIDATE,
  });
  return (
    <FormDialog
      title={t('sabong.resultOf', { fight: fightName(fight) })}
      onClose={onClose}
      form={contract}
      submitLabel={t('sabong.enterResult')}
      keepOpenAfter={false}
      done={t('sabong.resultEntered')}
    >
      <Wide>
        <p className="muted">{t('sabong.enterNote')}</p>
      </Wide>
      <ChoiceField
        label={t('sabong.result')}
        value={contract.form.result}
        options={SABONG_SIDES}
        optionLabel={sideLabel}
        any={t('sabong.pick')}
        onChange={(result) => contract.set({ result })}
      />
      {contract.err('result') ? <p className="field-error">{contract.err('result')}</p> : null}
    </FormDialog>
  );
}

/** A second operator confirms the entered result (the server refuses the one who entered it). */
export function ConfirmFightDialog({ fight, onClose }: { fight: AdminFight; onClose: () => void }) {
  const contract = useContractForm({
    schema: z.object({}),
    initial: {},
    send: () => confirmFightResult(fight.fightId),
    invalidate: INVALIDATE,
  });
  return (
    <FormDialog
      title={t('sabong.confirmResult')}
      onClose={onClose}
      form={contract}
      submitLabel={t('sabong.confirmResult')}
      keepOpenAfter={false}
      done={t('sabong.resultConfirmed')}
    >
      <Wide>
        <p>
          {t('sabong.confirmQuestion', {
            fight: fightName(fight),
            result: fight.pendingResult ? sideLabel(fight.pendingResult) : '',
            enteredBy: fight.enteredBy ?? '',
          })}
        </p>
      </Wide>
    </FormDialog>
  );
}

const CancelSchema = z.object({ reason: z.string().trim().min(1).max(200) });

/** Cancels a fight not yet settled: every bet is refunded. */
export function CancelFightDialog({ fight, onClose }: { fight: AdminFight; onClose: () => void }) {
  const contract = useContractForm({
    schema: CancelSchema,
    initial: { reason: '' },
    send: ({ reason }) => cancelFight(fight.fightId, reason),
    invalidate: INVALIDATE,
  });
  const { meron, wala, draw } = fight.pools;
  const stakes = formatCents(parseCents(meron) + parseCents(wala) + parseCents(draw));
  return (
    <FormDialog
      title={t('sabong.cancelOf', { fight: fightName(fight) })}
      onClose={onClose}
      form={contract}
      submitLabel={t('sabong.cancel')}
      danger
      keepOpenAfter={false}
      done={t('sabong.cancelled')}
    >
      <Wide>
        <p>{t('sabong.cancelQuestion', { bets: fight.bets, stakes: formatMoney(stakes) })}</p>
        <TextField label={t('sabong.reason')} maxLength={200} {...contract.text('reason')} />
      </Wide>
    </FormDialog>
  );
}
