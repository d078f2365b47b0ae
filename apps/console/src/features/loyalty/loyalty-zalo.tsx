import { ZaloSettingsInputSchema, type ZaloPrize, type ZaloSettings } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { formatMoney } from '../../lib/format';
import { CheckField, ChoiceField, TextAreaField, TextField } from '../../ui/field';
import { FormPanel, useContractForm, Wide } from '../../ui/form-dialog';
import { Loaded } from '../../ui/states';
import { setZaloSettings, zaloSettingsQuery } from './loyalty-api';

const whole = (text: string) => Number(text || Number.NaN);
const KINDS = ZaloSettingsInputSchema.shape.rewardKind.options;

/** The prize table as the operator types it: one prize a line, "amount weight" ("13100.00 60"). */
const tableText = (prizes: ZaloPrize[]) => prizes.map((p) => `${p.amount} ${p.weight}`).join('\n');
function tableOf(text: string): { amount: string; weight: number }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [amount = '', weight = ''] = line.split(/[\s×x*]+/);
      return { amount, weight: whole(weight) };
    });
}

function ZaloForm({ current }: { current: ZaloSettings }) {
  const may = useMay();
  const contract = useContractForm({
    schema: ZaloSettingsInputSchema,
    initial: {
      ...current,
      secretKey: '',
      prizes: tableText(current.prizes),
      turnoverMultiple: String(current.turnoverMultiple),
      claimDays: String(current.claimDays),
    },
    prepare: (f) => ({
      enabled: f.enabled,
      oaId: f.oaId,
      appId: f.appId,
      oaLink: f.oaLink,
      cap: f.cap,
      rewardKind: f.rewardKind,
      prizes: tableOf(f.prizes),
      turnoverMultiple: whole(f.turnoverMultiple),
      claimDays: whole(f.claimDays),
      ...(f.secretKey ? { secretKey: f.secretKey } : {}),
    }),
    send: setZaloSettings,
    invalidate: [['zalo', 'settings']],
  });
  const { form, set, text, flag } = contract;
  const prizes = tableOf(form.prizes);
  const total = prizes.reduce((sum, p) => sum + (Number.isFinite(p.weight) ? p.weight : 0), 0);
  return (
    <FormPanel title={t('loyalty.zaloTitle')} form={contract} readOnly={!may('PUT /wps/admin/zalo/settings')}>
      <CheckField label={t('content.enabled')} {...flag('enabled')} />
      <TextField label={t('loyalty.zaloOaId')} {...text('oaId')} />
      <TextField label={t('loyalty.zaloAppId')} {...text('appId')} />
      <TextField label={t('loyalty.zaloOaLink')} placeholder="https://zalo.me/…" {...text('oaLink')} />
      <TextField
        label={t('loyalty.zaloSecret')}
        type="password"
        autoComplete="off"
        placeholder={current.secretKeySet ? t('loyalty.zaloSecretKept') : ''}
        {...text('secretKey')}
      />
      <TextField label={t('loyalty.zaloCap')} inputMode="decimal" {...text('cap')} />
      <ChoiceField
        label={t('loyalty.rewardKind')}
        value={form.rewardKind}
        options={KINDS}
        optionLabel={(k) => t(`loyalty.rewardKind.${k}`)}
        onChange={(rewardKind) => set({ rewardKind: rewardKind || form.rewardKind })}
      />
      <TextField label={t('loyalty.turnover')} inputMode="numeric" {...text('turnoverMultiple')} />
      <TextField label={t('loyalty.claimDays')} inputMode="numeric" {...text('claimDays')} />
      <Wide>
        <TextAreaField label={t('loyalty.zaloPrizes')} rows={5} {...text('prizes')} />
        <ul className="muted" data-testid="zalo-chances">
          {total > 0
            ? prizes.map((p, n) => (
                <li key={n}>
                  {t('loyalty.zaloChance', {
                    amount: formatMoney(p.amount),
                    percent: ((p.weight / total) * 100).toFixed(1),
                  })}
                </li>
              ))
            : null}
        </ul>
        <p className="muted">{t('loyalty.zaloWebhook', { path: current.webhookPath })}</p>
      </Wide>
    </FormPanel>
  );
}

/** The Zalo reward (§9 "up to 131K"): the Official Account, its webhook secret and the prize table. */
export function Zalo() {
  const query = useQuery(zaloSettingsQuery);
  return <Loaded query={query}>{(current) => <ZaloForm current={current} />}</Loaded>;
}
