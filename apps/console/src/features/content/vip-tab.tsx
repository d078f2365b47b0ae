import { VipLevelInputSchema, type AdminVipLevel } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { wholeNumber } from '../../lib/validate';
import { moneyColumn } from '../../ui/data-table';
import { ChoiceField, TextAreaField, TextField } from '../../ui/field';
import { FormDialog, useContractForm } from '../../ui/form-dialog';
import {
  actionsColumn,
  type ListColumns,
  ListPage,
  NewButton,
  RowActions,
  RowButton,
  useRowAction,
} from '../../ui/list-page';
import { removeVip, saveVip, vipQuery } from './content-api';

/** The form's value: the level with its numbers as typed. */
type VipForm = Omit<
  AdminVipLevel,
  'id' | 'level' | 'rebateBps' | 'withdrawalsPerDay' | 'giftTurnoverMultiple'
> & { level: string; rebateBps: string; withdrawalsPerDay: string; giftTurnoverMultiple: string };

const toForm = (v: AdminVipLevel | null, next: number): VipForm => ({
  level: String(v?.level ?? next),
  nameTy: v?.nameTy ?? '',
  nameEn: v?.nameEn ?? '',
  minDeposit: v?.minDeposit ?? '0.00',
  minValidBet: v?.minValidBet ?? '0.00',
  benefitsTy: v?.benefitsTy ?? '',
  benefitsEn: v?.benefitsEn ?? '',
  rebateBps: String(v?.rebateBps ?? 0),
  withdrawalsPerDay: String(v?.withdrawalsPerDay ?? 3),
  withdrawalLimit: v?.withdrawalLimit ?? '0.00',
  giftKind: v?.giftKind ?? 'cash',
  levelUpGift: v?.levelUpGift ?? '0',
  monthlyGift: v?.monthlyGift ?? '0',
  birthdayGift: v?.birthdayGift ?? '0',
  giftTurnoverMultiple: String(v?.giftTurnoverMultiple ?? 0),
});

function VipDialog({
  level,
  next,
  onClose,
}: {
  level: AdminVipLevel | null;
  next: number;
  onClose: () => void;
}) {
  const contract = useContractForm({
    schema: VipLevelInputSchema,
    initial: toForm(level, next),
    prepare: (f: VipForm) => ({
      ...f,
      level: wholeNumber(f.level),
      rebateBps: wholeNumber(f.rebateBps),
      withdrawalsPerDay: wholeNumber(f.withdrawalsPerDay),
      giftTurnoverMultiple: wholeNumber(f.giftTurnoverMultiple),
    }),
    send: (body) => saveVip(level?.id ?? null, body),
    invalidate: [['vip']],
  });
  const { form, set, text } = contract;
  return (
    <FormDialog
      title={level ? t('pages.vip.edit', { level: level.level }) : t('pages.vip.new')}
      onClose={onClose}
      form={contract}
    >
      <TextField label={t('pages.vip.level')} inputMode="numeric" {...text('level')} />
      <ChoiceField
        label={t('pages.vip.giftKind')}
        value={form.giftKind ?? 'cash'}
        options={['cash', 'bonus', 'points'] as const}
        optionLabel={(kind) => t(`pages.vip.gift.${kind}`)}
        onChange={(giftKind) => set({ giftKind: giftKind || 'cash' })}
      />
      <TextField label={t('pages.vip.nameTy')} maxLength={40} {...text('nameTy')} />
      <TextField label={t('pages.vip.nameEn')} maxLength={40} {...text('nameEn')} />
      <TextField label={t('pages.vip.minDeposit')} inputMode="decimal" {...text('minDeposit')} />
      <TextField label={t('pages.vip.minValidBet')} inputMode="decimal" {...text('minValidBet')} />
      <TextField label={t('pages.vip.rebateBps')} inputMode="numeric" {...text('rebateBps')} />
      <TextField
        label={t('pages.vip.withdrawalsPerDay')}
        inputMode="numeric"
        {...text('withdrawalsPerDay')}
      />
      <TextField label={t('pages.vip.withdrawalLimit')} inputMode="decimal" {...text('withdrawalLimit')} />
      <TextField label={t('pages.vip.levelUpGift')} inputMode="decimal" {...text('levelUpGift')} />
      <TextField label={t('pages.vip.monthlyGift')} inputMode="decimal" {...text('monthlyGift')} />
      <TextField label={t('pages.vip.birthdayGift')} inputMode="decimal" {...text('birthdayGift')} />
      <TextField label={t('pages.vip.giftTurnover')} inputMode="numeric" {...text('giftTurnoverMultiple')} />
      <TextAreaField label={t('pages.vip.benefitsTy')} rows={3} maxLength={500} {...text('benefitsTy')} />
      <TextAreaField label={t('pages.vip.benefitsEn')} rows={3} maxLength={500} {...text('benefitsEn')} />
    </FormDialog>
  );
}

/** The VIP ladder: what each level asks and gives. */
export function VipTab() {
  const [editing, setEditing] = useState<AdminVipLevel | 'new' | null>(null);
  const query = useQuery(vipQuery());
  const may = useMay();
  const remove = useRowAction((v: AdminVipLevel) => removeVip(v.id), ['vip']);
  const levels = query.data ?? [];
  const columns: ListColumns<AdminVipLevel> = [
    { id: 'level', header: t('pages.vip.level'), value: (v) => v.level, numeric: true, sortable: true },
    { id: 'nameEn', header: t('pages.vip.nameEn'), value: (v) => v.nameEn },
    { id: 'nameTy', header: t('pages.vip.nameTy'), value: (v) => v.nameTy },
    moneyColumn<AdminVipLevel>('minDeposit', t('pages.vip.minDeposit'), (v) => v.minDeposit),
    moneyColumn<AdminVipLevel>('minValidBet', t('pages.vip.minValidBet'), (v) => v.minValidBet),
    { id: 'rebate', header: t('pages.vip.rebateBps'), value: (v) => v.rebateBps, numeric: true },
    moneyColumn<AdminVipLevel>('withdrawalLimit', t('pages.vip.withdrawalLimit'), (v) => v.withdrawalLimit),
    { id: 'gift', header: t('pages.vip.levelUpGift'), value: (v) => `${v.levelUpGift} (${v.giftKind})` },
    may('PUT /wps/admin/content/vip/:id') &&
      actionsColumn((v) => (
        <RowActions>
          <RowButton onClick={() => setEditing(v)} label={`${t('common.edit')} ${v.nameEn}`}>
            {t('common.edit')}
          </RowButton>
          <RowButton
            tone="danger"
            pending={remove.isPending}
            label={`${t('pages.delete')} ${v.nameEn}`}
            onClick={() => remove.mutate(v)}
          >
            {t('pages.delete')}
          </RowButton>
        </RowActions>
      )),
  ];
  return (
    <>
      <ListPage
        caption={t('pages.vip')}
        columns={columns}
        rows={levels}
        rowKey={(v) => v.id}
        exportName="vip-levels"
        query={query}
        actionError={remove.error}
        tools={
          may('POST /wps/admin/content/vip') ? (
            <NewButton onClick={() => setEditing('new')}>{t('pages.vip.new')}</NewButton>
          ) : null
        }
      />
      {editing ? (
        <VipDialog
          level={editing === 'new' ? null : editing}
          next={Math.max(0, ...levels.map((v) => v.level)) + 1}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
