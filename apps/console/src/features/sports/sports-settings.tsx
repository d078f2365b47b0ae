import { AdminSportsSettingsBodySchema, type AdminSportsSettings } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { ChoiceField, TextField } from '../../ui/field';
import { FormPanel, useContractForm, Wide } from '../../ui/form-dialog';
import { Loaded } from '../../ui/states';
import { saveSportsSettings, sportsSettingsQuery } from './sports-api';

const RULES = ['forbid', 'allow'] as const;

function SettingsForm({ current }: { current: AdminSportsSettings }) {
  const may = useMay();
  const contract = useContractForm({
    schema: AdminSportsSettingsBodySchema,
    initial: { ...current, virtualMarginBp: String(current.virtualMarginBp) },
    prepare: (f) => ({ ...f, virtualMarginBp: Number(f.virtualMarginBp || Number.NaN) }),
    send: saveSportsSettings,
    invalidate: [['sports', 'settings']],
  });
  const { text, form, set } = contract;
  return (
    <FormPanel title={t('sports.settings')} form={contract} readOnly={!may('PUT /wps/admin/sports/settings')}>
      <Wide>
        <p className="muted">{t('sports.settingsNote')}</p>
      </Wide>
      <TextField label={t('sports.maxPayout')} inputMode="decimal" {...text('maxPayout')} />
      <ChoiceField
        label={t('sports.sameEvent')}
        value={form.sameEvent}
        options={RULES}
        optionLabel={(r) => t(`sports.sameEvent.${r}`)}
        onChange={(sameEvent) => {
          if (sameEvent) set({ sameEvent });
        }}
      />
      <TextField label={t('sports.virtualMarginBp')} inputMode="numeric" {...text('virtualMarginBp')} />
      <TextField
        label={t('sports.virtualLiabilityCap')}
        inputMode="decimal"
        {...text('virtualLiabilityCap')}
      />
      <TextField label={t('sports.virtualMinStake')} inputMode="decimal" {...text('virtualMinStake')} />
      <TextField label={t('sports.virtualMaxStake')} inputMode="decimal" {...text('virtualMaxStake')} />
    </FormPanel>
  );
}

/** The book's maximum payout per bet, the same-event rule and the virtual sports' margin and limits. */
export function SportsSettingsPanel() {
  const query = useQuery(sportsSettingsQuery);
  return <Loaded query={query}>{(current) => <SettingsForm current={current} />}</Loaded>;
}
