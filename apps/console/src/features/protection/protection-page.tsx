import { ProtectionSettingsSchema, type ProtectionSettings, type RiskReportRow } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PROTECTION_TABS } from '../../app/sections';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { moneyColumn } from '../../ui/data-table';
import { wholeNumber } from '../../lib/validate';
import { TextField } from '../../ui/field';
import { FormPanel, useContractForm, Wide } from '../../ui/form-dialog';
import { ListPage, matches, SearchField, Tabs, useTabs } from '../../ui/list-page';
import { Badge, Loaded, PageHeader } from '../../ui/states';
import { JurisdictionsTab } from './jurisdictions-tab';
import { protectionSettingsQuery, riskReportQuery, saveProtectionSettings } from './protection-api';

function SettingsForm({ current }: { current: ProtectionSettings }) {
  const may = useMay();
  const contract = useContractForm({
    schema: ProtectionSettingsSchema,
    initial: {
      ...current,
      reportDays: String(current.reportDays),
      reportRisePercent: String(current.reportRisePercent),
    },
    prepare: (f) => ({
      ...f,
      reportDays: wholeNumber(f.reportDays),
      reportRisePercent: wholeNumber(f.reportRisePercent),
    }),
    send: saveProtectionSettings,
    invalidate: [['protection']],
  });
  const { text } = contract;
  return (
    <FormPanel
      title={t('protection.reportRule')}
      form={contract}
      readOnly={!may('PUT /wps/admin/protection/settings')}
    >
      <Wide>
        <p className="muted">{t('protection.settingsNote')}</p>
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
      {tab === 'jurisdictions' ? <JurisdictionsTab /> : null}
      {tab === 'settings' ? <Settings /> : null}
    </>
  );
}
