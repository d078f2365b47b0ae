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
  type GameType,
} from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { t } from '../../i18n';
import { ImagePreview, ImageUpload } from '../../ui/image-upload';
import {
  CheckField,
  ChoiceField,
  DateTimeField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../ui/field';
import { FormDialog, useContractForm, Wide, type TextBinding } from '../../ui/form-dialog';
import { decideRedemption, labelsQuery, saveMission, saveReward } from './loyalty-api';

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
        <TextField label={t('payments.remarkOptional')} maxLength={200} {...contract.text('remark')} />
      </Wide>
    </FormDialog>
  );
}

/** Whole numbers typed in a form: empty stays empty (null where the contract allows it). */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The texts a reward and a mission both carry in the two site languages. */
interface Bilingual {
  titleEN: string;
  titleTY: string;
  descriptionEN: string;
  descriptionTY: string;
}

interface RewardForm extends Bilingual {
  kind: AdminReward['kind'];
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
  const { form, set, text, flag } = contract;
  return (
    <FormDialog
      title={reward ? t('loyalty.editReward', { id: reward.id }) : t('loyalty.newReward')}
      onClose={onClose}
      form={contract}
    >
      <ChoiceField
        label={t('loyalty.kind')}
        value={form.kind}
        options={POINT_REWARD_KINDS}
        optionLabel={(k) => t(`loyalty.kind.${k}`)}
        onChange={(kind) => set({ kind: kind || 'goods' })}
      />
      <TextField label={t('loyalty.pointsPrice')} inputMode="numeric" {...text('pointsPrice')} />
      <TwoLanguages text={text} rows={3} />
      <TextField label={t('loyalty.stock')} inputMode="numeric" {...text('stock')} />
      <TextField label={t('loyalty.perMemberLimit')} inputMode="numeric" {...text('perMemberLimit')} />
      <TextField
        label={t('loyalty.amount')}
        inputMode="decimal"
        disabled={form.kind === 'goods'}
        {...text('amount')}
      />
      <TextField label={t('loyalty.turnover')} inputMode="numeric" {...text('turnoverMultiple')} />
      <TextField label={t('loyalty.imageUrl')} maxLength={500} {...text('imageUrl')} />
      <ImageUpload label={t('pages.image.upload')} onUploaded={(imageUrl) => set({ imageUrl })} />
      <ImagePreview url={form.imageUrl} alt={t('pages.image.current')} />
      <TextField label={t('content.order')} inputMode="numeric" {...text('sortOrder')} />
      <CheckField label={t('content.enabled')} {...flag('enabled')} />
    </FormDialog>
  );
}

/** The title and description of a reward or mission, in both site languages. */
function TwoLanguages({
  text,
  rows,
}: {
  text: (name: keyof Bilingual, errorKey: string) => TextBinding;
  rows: number;
}) {
  return (
    <>
      <TextField label={t('loyalty.titleEN')} maxLength={200} {...text('titleEN', 'title.EN')} />
      <TextField label={t('loyalty.titleTY')} maxLength={200} {...text('titleTY', 'title.TY')} />
      <TextAreaField
        label={t('loyalty.descriptionEN')}
        rows={rows}
        {...text('descriptionEN', 'description.EN')}
      />
      <TextAreaField
        label={t('loyalty.descriptionTY')}
        rows={rows}
        {...text('descriptionTY', 'description.TY')}
      />
    </>
  );
}

interface MissionForm extends Bilingual {
  kind: AdminMission['kind'];
  period: AdminMission['period'];
  gameType: string;
  target: string;
  rewardKind: AdminMission['rewardKind'];
  rewardAmount: string;
  turnoverMultiple: string;
  claimDays: string;
  endsAt: string | null;
  enabled: boolean;
  sortOrder: string;
  labelId: string;
  joinRequired: boolean;
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
  labelId: m?.labelId ? String(m.labelId) : '',
  joinRequired: m?.joinRequired ?? false,
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
      labelId: f.labelId === '' ? null : Number(f.labelId),
      joinRequired: f.joinRequired,
    }),
    send: (body) => saveMission(mission?.id ?? null, body),
    invalidate: [['missions']],
  });
  const { form, set, text, flag, when } = contract;
  const labels = useQuery(labelsQuery);
  return (
    <FormDialog
      title={mission ? t('loyalty.editMission', { id: mission.id }) : t('loyalty.newMission')}
      onClose={onClose}
      form={contract}
    >
      <ChoiceField
        label={t('loyalty.missionKind')}
        value={form.kind}
        options={MISSION_KINDS}
        optionLabel={(k) => t(`loyalty.mission.${k}`)}
        onChange={(kind) => set({ kind: kind || form.kind })}
      />
      <ChoiceField
        label={t('loyalty.period')}
        value={form.period}
        options={MissionPeriodSchema.options}
        optionLabel={(p) => t(`loyalty.period.${p}`)}
        onChange={(period) => set({ period: period || form.period })}
      />
      <ChoiceField
        label={t('games.gameType')}
        value={form.gameType as GameType | ''}
        options={GAME_TYPES}
        any={t('common.all')}
        onChange={(gameType) => set({ gameType })}
      />
      <TextField label={t('loyalty.target')} {...text('target')} />
      <TwoLanguages text={text} rows={2} />
      <ChoiceField
        label={t('loyalty.rewardKind')}
        value={form.rewardKind}
        options={LoyaltyRewardKindSchema.options}
        optionLabel={(k) => t(`loyalty.rewardKind.${k}`)}
        onChange={(rewardKind) => set({ rewardKind: rewardKind || form.rewardKind })}
      />
      <TextField label={t('loyalty.rewardAmount')} {...text('rewardAmount')} />
      <TextField label={t('loyalty.turnover')} inputMode="numeric" {...text('turnoverMultiple')} />
      <TextField label={t('loyalty.claimDays')} inputMode="numeric" {...text('claimDays')} />
      <DateTimeField label={t('loyalty.endsAt')} {...when('endsAt')} />
      <TextField label={t('content.order')} inputMode="numeric" {...text('sortOrder')} />
      <SelectField
        label={t('loyalty.missionAudience')}
        value={form.labelId}
        onChange={(e) => set({ labelId: e.target.value })}
      >
        <option value="">{t('loyalty.everyone')}</option>
        {(labels.data ?? []).map((l) => (
          <option key={l.id} value={String(l.id)}>
            {l.name}
          </option>
        ))}
      </SelectField>
      <CheckField label={t('content.enabled')} {...flag('enabled')} />
      <CheckField label={t('loyalty.joinRequired')} {...flag('joinRequired')} />
    </FormDialog>
  );
}
