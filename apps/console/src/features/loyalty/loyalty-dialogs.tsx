import {
  AdminMissionInputSchema,
  AdminRewardInputSchema,
  GAME_TYPES,
  LoyaltyRewardKindSchema,
  MISSION_KINDS,
  MissionPeriodSchema,
  POINT_REWARD_KINDS,
  type AdminMission,
  type AdminRedemption,
  type AdminReward,
} from '@swerte/contracts';
import { z } from 'zod';
import { t } from '../../i18n';
import { CheckField, SelectField, TextAreaField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { fromLocalInput, toLocalInput } from '../content/content-api';
import { decideRedemption, saveMission, saveReward } from './loyalty-api';

const RemarkSchema = z.object({ remark: z.string().trim().max(200) });

/** Approves (goods shipped) or rejects (points and stock back) one waiting redemption. */
export function RedemptionDecision({
  redemption,
  decision,
  onClose,
}: {
  redemption: AdminRedemption;
  decision: 'approve' | 'reject';
  onClose: () => void;
}) {
  const contract = useContractForm({
    schema: RemarkSchema,
    initial: { remark: '' },
    send: ({ remark }: { remark: string }) => decideRedemption(redemption.id, decision, remark),
    invalidate: [['redemptions'], ['rewards']],
  });
  const label = decision === 'approve' ? t('loyalty.approve') : t('loyalty.reject');
  const data = contract.mutation.data;
  return (
    <FormDialog
      title={label}
      onClose={onClose}
      form={contract}
      submitLabel={label}
      danger={decision === 'reject'}
      keepOpenAfter={false}
      done={data ? t('loyalty.decided', { id: data.id, status: t(`loyalty.status.${data.status}`) }) : null}
    >
      <Wide>
        <p>
          {t(decision === 'approve' ? 'loyalty.confirmApprove' : 'loyalty.confirmReject', {
            title: redemption.title,
            quantity: redemption.quantity,
            username: redemption.username,
          })}
        </p>
        {redemption.delivery ? (
          <p className="muted">
            {t('loyalty.deliverTo', {
              name: redemption.delivery.name,
              phone: redemption.delivery.phone,
              address: redemption.delivery.address,
            })}
          </p>
        ) : null}
        <TextField
          label={t('payments.remarkOptional')}
          value={contract.form.remark}
          maxLength={200}
          onChange={(e) => contract.set({ remark: e.target.value })}
          error={contract.err('remark')}
        />
      </Wide>
    </FormDialog>
  );
}

/** Whole numbers typed in a form: empty stays empty (null where the contract allows it). */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

interface RewardForm {
  kind: AdminReward['kind'];
  titleEN: string;
  titleTY: string;
  descriptionEN: string;
  descriptionTY: string;
  imageUrl: string;
  pointsPrice: string;
  stock: string;
  perMemberLimit: string;
  amount: string;
  turnoverMultiple: string;
  enabled: boolean;
  sortOrder: string;
}

const rewardForm = (r: AdminReward | null): RewardForm => ({
  kind: r?.kind ?? 'goods',
  titleEN: r?.title.EN ?? '',
  titleTY: r?.title.TY ?? '',
  descriptionEN: r?.description.EN ?? '',
  descriptionTY: r?.description.TY ?? '',
  imageUrl: r?.imageUrl ?? '',
  pointsPrice: String(r?.pointsPrice ?? ''),
  stock: r?.stock === null || r === null ? '' : String(r.stock),
  perMemberLimit: r?.perMemberLimit === null || r === null ? '' : String(r.perMemberLimit),
  amount: r?.amount ?? '0.00',
  turnoverMultiple: String(r?.turnoverMultiple ?? 0),
  enabled: r?.enabled ?? true,
  sortOrder: String(r?.sortOrder ?? 0),
});

/** Adds or changes a mall reward, its stock included. */
export function RewardDialog({ reward, onClose }: { reward: AdminReward | null; onClose: () => void }) {
  const contract = useContractForm({
    schema: AdminRewardInputSchema,
    initial: rewardForm(reward),
    prepare: (f: RewardForm) => ({
      kind: f.kind,
      title: { EN: f.titleEN, TY: f.titleTY },
      description: { EN: f.descriptionEN, TY: f.descriptionTY },
      imageUrl: f.imageUrl,
      pointsPrice: whole(f.pointsPrice),
      stock: wholeOrNull(f.stock),
      perMemberLimit: wholeOrNull(f.perMemberLimit),
      amount: f.amount,
      turnoverMultiple: whole(f.turnoverMultiple),
      enabled: f.enabled,
      sortOrder: whole(f.sortOrder),
    }),
    send: (body) => saveReward(reward?.id ?? null, body),
    invalidate: [['rewards']],
  });
  const { form, set, err } = contract;
  return (
    <FormDialog
      title={reward ? t('loyalty.editReward', { id: reward.id }) : t('loyalty.newReward')}
      onClose={onClose}
      form={contract}
    >
      <SelectField
        label={t('loyalty.kind')}
        value={form.kind}
        onChange={(e) => set({ kind: e.target.value as AdminReward['kind'] })}
      >
        {POINT_REWARD_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`loyalty.kind.${k}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('loyalty.pointsPrice')}
        inputMode="numeric"
        value={form.pointsPrice}
        onChange={(e) => set({ pointsPrice: e.target.value })}
        error={err('pointsPrice')}
      />
      <TextField
        label={t('loyalty.titleEN')}
        value={form.titleEN}
        maxLength={200}
        onChange={(e) => set({ titleEN: e.target.value })}
        error={err('title.EN')}
      />
      <TextField
        label={t('loyalty.titleTY')}
        value={form.titleTY}
        maxLength={200}
        onChange={(e) => set({ titleTY: e.target.value })}
        error={err('title.TY')}
      />
      <TextAreaField
        label={t('loyalty.descriptionEN')}
        rows={3}
        value={form.descriptionEN}
        onChange={(descriptionEN) => set({ descriptionEN })}
        error={err('description.EN')}
      />
      <TextAreaField
        label={t('loyalty.descriptionTY')}
        rows={3}
        value={form.descriptionTY}
        onChange={(descriptionTY) => set({ descriptionTY })}
        error={err('description.TY')}
      />
      <TextField
        label={t('loyalty.stock')}
        inputMode="numeric"
        value={form.stock}
        onChange={(e) => set({ stock: e.target.value })}
        error={err('stock')}
      />
      <TextField
        label={t('loyalty.perMemberLimit')}
        inputMode="numeric"
        value={form.perMemberLimit}
        onChange={(e) => set({ perMemberLimit: e.target.value })}
        error={err('perMemberLimit')}
      />
      <TextField
        label={t('loyalty.amount')}
        inputMode="decimal"
        value={form.amount}
        disabled={form.kind === 'goods'}
        onChange={(e) => set({ amount: e.target.value })}
        error={err('amount')}
      />
      <TextField
        label={t('loyalty.turnover')}
        inputMode="numeric"
        value={form.turnoverMultiple}
        onChange={(e) => set({ turnoverMultiple: e.target.value })}
        error={err('turnoverMultiple')}
      />
      <TextField
        label={t('loyalty.imageUrl')}
        value={form.imageUrl}
        maxLength={500}
        onChange={(e) => set({ imageUrl: e.target.value })}
        error={err('imageUrl')}
      />
      <TextField
        label={t('content.order')}
        inputMode="numeric"
        value={form.sortOrder}
        onChange={(e) => set({ sortOrder: e.target.value })}
        error={err('sortOrder')}
      />
      <CheckField
        label={t('content.enabled')}
        checked={form.enabled}
        onChange={(enabled) => set({ enabled })}
      />
    </FormDialog>
  );
}

interface MissionForm {
  kind: AdminMission['kind'];
  period: AdminMission['period'];
  gameType: string;
  target: string;
  titleEN: string;
  titleTY: string;
  descriptionEN: string;
  descriptionTY: string;
  rewardKind: AdminMission['rewardKind'];
  rewardAmount: string;
  turnoverMultiple: string;
  claimDays: string;
  endsAt: string | null;
  enabled: boolean;
  sortOrder: string;
}

const missionForm = (m: AdminMission | null): MissionForm => ({
  kind: m?.kind ?? 'bet_amount',
  period: m?.period ?? 'daily',
  gameType: m?.gameType ?? '',
  target: m?.target ?? '',
  titleEN: m?.title.EN ?? '',
  titleTY: m?.title.TY ?? '',
  descriptionEN: m?.description.EN ?? '',
  descriptionTY: m?.description.TY ?? '',
  rewardKind: m?.rewardKind ?? 'points',
  rewardAmount: m?.rewardAmount ?? '',
  turnoverMultiple: String(m?.turnoverMultiple ?? 0),
  claimDays: String(m?.claimDays ?? 7),
  endsAt: m?.endsAt ?? null,
  enabled: m?.enabled ?? true,
  sortOrder: String(m?.sortOrder ?? 0),
});

/** Adds or changes a mission; switching it off closes it. */
export function MissionDialog({ mission, onClose }: { mission: AdminMission | null; onClose: () => void }) {
  const contract = useContractForm({
    schema: AdminMissionInputSchema,
    initial: missionForm(mission),
    prepare: (f: MissionForm) => ({
      kind: f.kind,
      period: f.period,
      gameType: f.gameType === '' ? null : f.gameType,
      target: f.target.trim(),
      title: { EN: f.titleEN, TY: f.titleTY },
      description: { EN: f.descriptionEN, TY: f.descriptionTY },
      rewardKind: f.rewardKind,
      rewardAmount: f.rewardAmount.trim(),
      turnoverMultiple: whole(f.turnoverMultiple),
      claimDays: whole(f.claimDays),
      ...(mission ? { startsAt: mission.startsAt } : {}),
      endsAt: f.endsAt,
      enabled: f.enabled,
      sortOrder: whole(f.sortOrder),
    }),
    send: (body) => saveMission(mission?.id ?? null, body),
    invalidate: [['missions']],
  });
  const { form, set, err } = contract;
  return (
    <FormDialog
      title={mission ? t('loyalty.editMission', { id: mission.id }) : t('loyalty.newMission')}
      onClose={onClose}
      form={contract}
    >
      <SelectField
        label={t('loyalty.missionKind')}
        value={form.kind}
        onChange={(e) => set({ kind: e.target.value as MissionForm['kind'] })}
      >
        {MISSION_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`loyalty.mission.${k}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('loyalty.period')}
        value={form.period}
        onChange={(e) => set({ period: e.target.value as MissionForm['period'] })}
      >
        {MissionPeriodSchema.options.map((p) => (
          <option key={p} value={p}>
            {t(`loyalty.period.${p}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('games.gameType')}
        value={form.gameType}
        onChange={(e) => set({ gameType: e.target.value })}
      >
        <option value="">{t('common.all')}</option>
        {GAME_TYPES.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('loyalty.target')}
        value={form.target}
        onChange={(e) => set({ target: e.target.value })}
        error={err('target')}
      />
      <TextField
        label={t('loyalty.titleEN')}
        value={form.titleEN}
        onChange={(e) => set({ titleEN: e.target.value })}
        error={err('title.EN')}
      />
      <TextField
        label={t('loyalty.titleTY')}
        value={form.titleTY}
        onChange={(e) => set({ titleTY: e.target.value })}
        error={err('title.TY')}
      />
      <TextAreaField
        label={t('loyalty.descriptionEN')}
        rows={2}
        value={form.descriptionEN}
        onChange={(descriptionEN) => set({ descriptionEN })}
        error={err('description.EN')}
      />
      <TextAreaField
        label={t('loyalty.descriptionTY')}
        rows={2}
        value={form.descriptionTY}
        onChange={(descriptionTY) => set({ descriptionTY })}
        error={err('description.TY')}
      />
      <SelectField
        label={t('loyalty.rewardKind')}
        value={form.rewardKind}
        onChange={(e) => set({ rewardKind: e.target.value as MissionForm['rewardKind'] })}
      >
        {LoyaltyRewardKindSchema.options.map((k) => (
          <option key={k} value={k}>
            {t(`loyalty.rewardKind.${k}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('loyalty.rewardAmount')}
        value={form.rewardAmount}
        onChange={(e) => set({ rewardAmount: e.target.value })}
        error={err('rewardAmount')}
      />
      <TextField
        label={t('loyalty.turnover')}
        inputMode="numeric"
        value={form.turnoverMultiple}
        onChange={(e) => set({ turnoverMultiple: e.target.value })}
        error={err('turnoverMultiple')}
      />
      <TextField
        label={t('loyalty.claimDays')}
        inputMode="numeric"
        value={form.claimDays}
        onChange={(e) => set({ claimDays: e.target.value })}
        error={err('claimDays')}
      />
      <TextField
        label={t('loyalty.endsAt')}
        type="datetime-local"
        value={toLocalInput(form.endsAt)}
        onChange={(e) => set({ endsAt: fromLocalInput(e.target.value) })}
        error={err('endsAt')}
      />
      <TextField
        label={t('content.order')}
        inputMode="numeric"
        value={form.sortOrder}
        onChange={(e) => set({ sortOrder: e.target.value })}
        error={err('sortOrder')}
      />
      <CheckField
        label={t('content.enabled')}
        checked={form.enabled}
        onChange={(enabled) => set({ enabled })}
      />
    </FormDialog>
  );
}
