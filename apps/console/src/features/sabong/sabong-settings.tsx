import { SabongSettingsBodySchema, type SabongSettingsWire } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { CheckField, ChoiceField, TextField } from '../../ui/field';
import { FormPanel, useContractForm, Wide } from '../../ui/form-dialog';
import { Loaded } from '../../ui/states';
import { sabongSettingsQuery, saveSabongSettings } from './sabong-api';

const BASES = ['gross', 'losing'] as const;

function SettingsForm({ current }: { current: SabongSettingsWire }) {
  const may = useMay();
  const contract = useContractForm({
    schema: SabongSettingsBodySchema,
    initial: {
      ...current,
      drawMultiple: String(current.drawMultiple),
      demoWindowSeconds: String(current.demoWindowSeconds),
    },
    prepare: (f) => ({
      ...f,
      plasadaPercent: f.plasadaPercent.trim(),
      drawMultiple: Number(f.drawMultiple || Number.NaN),
      demoWindowSeconds: Number(f.demoWindowSeconds || Number.NaN),
    }),
    send: saveSabongSettings,
    invalidate: [['sabong', 'settings']],
  });
  const { text, flag, form, set } = contract;
  return (
    <FormPanel title={t('sabong.settings')} form={contract} readOnly={!may('PUT /wps/admin/sabong/settings')}>
      <Wide>
        <p className="muted">{t('sabong.settingsNote')}</p>
      </Wide>
      <TextField label={t('sabong.plasada')} inputMode="decimal" {...text('plasadaPercent')} />
      <ChoiceField
        label={t('sabong.plasadaBase')}
        value={form.plasadaBase}
        options={BASES}
        optionLabel={(b) => t(`sabong.base.${b}`)}
        onChange={(plasadaBase) => {
          if (plasadaBase) set({ plasadaBase });
        }}
      />
      <TextField label={t('sabong.drawMultiple')} inputMode="numeric" {...text('drawMultiple')} />
      <TextField label={t('sabong.minStake')} inputMode="decimal" {...text('minStake')} />
      <TextField label={t('sabong.maxStake')} inputMode="decimal" {...text('maxStake')} />
      <TextField label={t('sabong.demoWindow')} inputMode="numeric" {...text('demoWindowSeconds')} />
      <CheckField label={t('sabong.demoCard')} {...flag('demoCard')} />
    </FormPanel>
  );
}

/** The plasada, the draw multiple and the stake limits: a fight keeps those it opened with. */
export function SabongSettingsPanel() {
  const query = useQuery(sabongSettingsQuery);
  return <Loaded query={query}>{(current) => <SettingsForm current={current} />}</Loaded>;
}
