import { JurisdictionSettingsSchema, type JurisdictionSettings, type RiskReportRow } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PROTECTION_TABS } from '../../app/sections';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { moneyColumn } from '../../ui/data-table';
import { CheckField, ChoiceField, TextField } from '../../ui/field';
import { FormPanel, useContractForm, Wide } from '../../ui/form-dialog';
import { ListPage, matches, SearchField, Tabs, useTabs } from '../../ui/list-page';
import { Badge, Loaded, PageHeader } from '../../ui/states';
import { protectionSettingsQuery, riskReportQuery, saveProtectionSettings } from './protection-api';

const AGES = ['18', '21'] as const;

function SettingsForm({ current }: { current: JurisdictionSettings }) {
  const may = useMay();
  const contract = useContractForm({
    schema: JurisdictionSettingsSchema,
    initial: {
      ...current,
      coolingOffHours: String(current.coolingOffHours),
      minimumAge: String(current.minimumAge) as (typeof AGES)[number],
      reportDays: String(current.reportDays),
      reportRisePercent: String(current.reportRisePercent),
    },
    prepare: (f) => ({
      ...f,
      coolingOffHours: Number(f.coolingOffHours || Number.NaN),
      minimumAge: Number(f.minimumAge),
      reportDays: Number(f.reportDays || Number.NaN),
      reportRisePercent: Number(f.reportRisePercent || Number.NaN),
    }),
    send: saveProtectionSettings,
    invalidate: [['protection']],
  });
  const { text, flag, form, set } = contract;
  return (
    <FormPanel
      title={t('protection.settings')}
      form={contract}
      readOnly={!may('PUT /wps/admin/protection/settings')}
    >
      <Wide>
        <p className="muted">{t('protection.settingsNote')}</p>
      </Wide>
      <ChoiceField
        label={t('protection.minimumAge')}
        value={form.minimumAge}
        options={AGES}
        onChange={(minimumAge) => {
          if (minimumAge) set({ minimumAge });
        }}
      />
      <CheckField label={t('protection.askDateOfBirth')} {...flag('askDateOfBirth')} />
      <TextField label={t('protection.coolingOffHours')} inputMode="numeric" {...text('coolingOffHours')} />
      <Wide>
        <h3>{t('protection.contacts')}</h3>
      </Wide>
      <TextField label={t('protection.regulatorName')} maxLength={120} {...text('regulatorName')} />
      <TextField label={t('protection.regulatorUrl')} type="url" {...text('regulatorUrl')} />
      <TextField label={t('protection.supportName')} maxLength={120} {...text('supportName')} />
      <TextField label={t('protection.supportUrl')} type="url" {...text('supportUrl')} />
      <TextField label={t('protection.supportPhone')} maxLength={40} {...text('supportPhone')} />
      <Wide>
        <h3>{t('protection.reportRule')}</h3>
      </Wide>
      <TextField label={t('protection.reportDays')} inputMode="numeric" {...text('reportDays')} />
      <TextField
        label={t('protection.reportRisePercent')}
        inputMode="numeric"
        {...text('reportRisePercent')}
      />
      <TextField label={t('protection.reportMinLoss')} inputMode="decimal" {...text('reportMinLoss')} />
    </FormPanel>
  );
}

function Settings() {
  const query = useQuery(protectionSettingsQuery);
  return <Loaded query={query}>{(current) => <SettingsForm current={current} />}</Loaded>;
}

/** Members whose losses or session time rose by the settings' rule: the ones to look after first. */
function Report() {
  const query = useQuery(riskReportQuery);
  const [search, setSearch] = useState('');
  const rows = (query.data ?? []).filter((r) => matches(search, r.username, String(r.memberId)));
  return (
    <ListPage<RiskReportRow>
      caption={t('protection.report')}
      rows={rows}
      rowKey={(r) => r.memberId}
      exportName="protection-report"
      query={query}
      filters={<SearchField value={search} onChange={setSearch} />}
      columns={[
        {
          id: 'member',
          header: t('protection.member'),
          value: (r) => r.username,
          cell: (r) => <Link to={`/members/${r.memberId}`}>{r.username}</Link>,
          sortable: true,
        },
        {
          id: 'reasons',
          header: t('protection.reasons'),
          value: (r) => r.reasons.join(' '),
          cell: (r) =>
            r.reasons.map((reason) => (
              <Badge key={reason} tone="warn">
                {t(`protection.reason.${reason}`)}
              </Badge>
            )),
        },
        moneyColumn<RiskReportRow>('lossRecent', t('protection.lossRecent'), (r) => r.lossRecent),
        moneyColumn<RiskReportRow>('lossBefore', t('protection.lossBefore'), (r) => r.lossBefore),
        {
          id: 'minutesRecent',
          header: t('protection.minutesRecent'),
          value: (r) => r.minutesRecent,
          numeric: true,
          sortable: true,
        },
        {
          id: 'minutesBefore',
          header: t('protection.minutesBefore'),
          value: (r) => r.minutesBefore,
          numeric: true,
          sortable: true,
        },
      ]}
    />
  );
}

export default function ProtectionPage() {
  const [tab, setTab, shown] = useTabs(PROTECTION_TABS);
  return (
    <>
      <PageHeader title={t('protection.title')} />
      <Tabs names={shown} tab={tab} onChange={setTab} label={(name) => `protection.${name}`} />
      {tab === 'report' ? <Report /> : null}
      {tab === 'settings' ? <Settings /> : null}
    </>
  );
}
