import { JurisdictionInputSchema, type Jurisdiction } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { wholeNumber } from '../../lib/validate';
import { onOffColumn } from '../../ui/data-table';
import { CheckField, ChoiceField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import {
  actionsColumn,
  type ListColumns,
  ListPage,
  NewButton,
  RowActions,
  RowButton,
} from '../../ui/list-page';
import { jurisdictionsQuery, saveJurisdiction } from './protection-api';

const AGES = ['18', '21'] as const;

/** The form's value: the jurisdiction with its numbers and countries as typed. */
type JurisdictionForm = Omit<
  Jurisdiction,
  'code' | 'countries' | 'minimumAge' | 'realityCheckMinutes' | 'coolingOffHours'
> & {
  code: string;
  countries: string;
  minimumAge: (typeof AGES)[number];
  realityCheckMinutes: string;
  coolingOffHours: string;
};

const toForm = (j: Jurisdiction | null): JurisdictionForm => ({
  code: j?.code ?? '',
  nameTy: j?.nameTy ?? '',
  nameEn: j?.nameEn ?? '',
  countries: (j?.countries ?? []).join(' '),
  isDefault: j?.isDefault ?? false,
  minimumAge: String(j?.minimumAge ?? 18) as (typeof AGES)[number],
  askDateOfBirth: j?.askDateOfBirth ?? true,
  mandatoryLimits: j?.mandatoryLimits ?? false,
  realityCheckMinutes: String(j?.realityCheckMinutes ?? 60),
  coolingOffHours: String(j?.coolingOffHours ?? 24),
  licence: j?.licence ?? '',
  regulatorName: j?.regulatorName ?? '',
  regulatorUrl: j?.regulatorUrl ?? '',
  supportName: j?.supportName ?? '',
  supportUrl: j?.supportUrl ?? '',
  supportPhone: j?.supportPhone ?? '',
});

function JurisdictionDialog({
  jurisdiction,
  onClose,
}: {
  jurisdiction: Jurisdiction | null;
  onClose: () => void;
}) {
  const [code, setCode] = useState(jurisdiction?.code ?? '');
  const contract = useContractForm({
    schema: JurisdictionInputSchema,
    initial: toForm(jurisdiction),
    prepare: ({ code: _code, ...f }: JurisdictionForm) => ({
      ...f,
      countries: f.countries.split(/[\s,]+/).filter(Boolean),
      minimumAge: Number(f.minimumAge),
      realityCheckMinutes: wholeNumber(f.realityCheckMinutes),
      coolingOffHours: wholeNumber(f.coolingOffHours),
    }),
    send: (body) => saveJurisdiction(code.trim().toUpperCase(), body),
    invalidate: [['protection']],
  });
  const { form, set, text, flag } = contract;
  return (
    <FormDialog
      title={
        jurisdiction
          ? t('protection.jurisdiction.edit', { code: jurisdiction.code })
          : t('protection.jurisdiction.new')
      }
      onClose={onClose}
      form={contract}
    >
      <TextField
        label={t('protection.jurisdiction.code')}
        value={code}
        maxLength={8}
        readOnly={jurisdiction !== null}
        onChange={(e) => setCode(e.target.value)}
      />
      <TextField label={t('protection.jurisdiction.countries')} placeholder="PH SG" {...text('countries')} />
      <TextField label={t('protection.jurisdiction.nameTy')} maxLength={80} {...text('nameTy')} />
      <TextField label={t('protection.jurisdiction.nameEn')} maxLength={80} {...text('nameEn')} />
      <CheckField label={t('protection.jurisdiction.isDefault')} {...flag('isDefault')} />
      <ChoiceField
        label={t('protection.minimumAge')}
        value={form.minimumAge}
        options={AGES}
        onChange={(minimumAge) => {
          if (minimumAge) set({ minimumAge });
        }}
      />
      <CheckField label={t('protection.askDateOfBirth')} {...flag('askDateOfBirth')} />
      <CheckField label={t('protection.jurisdiction.mandatoryLimits')} {...flag('mandatoryLimits')} />
      <TextField
        label={t('protection.jurisdiction.realityCheckMinutes')}
        inputMode="numeric"
        {...text('realityCheckMinutes')}
      />
      <TextField label={t('protection.coolingOffHours')} inputMode="numeric" {...text('coolingOffHours')} />
      <TextField label={t('protection.jurisdiction.licence')} maxLength={200} {...text('licence')} />
      <Wide>
        <h3>{t('protection.contacts')}</h3>
      </Wide>
      <TextField label={t('protection.regulatorName')} maxLength={120} {...text('regulatorName')} />
      <TextField label={t('protection.regulatorUrl')} type="url" {...text('regulatorUrl')} />
      <TextField label={t('protection.supportName')} maxLength={120} {...text('supportName')} />
      <TextField label={t('protection.supportUrl')} type="url" {...text('supportUrl')} />
      <TextField label={t('protection.supportPhone')} maxLength={40} {...text('supportPhone')} />
    </FormDialog>
  );
}

/** The jurisdictions the site is licensed in, each with the rules its players register and play under. */
export function JurisdictionsTab() {
  const [editing, setEditing] = useState<Jurisdiction | 'new' | null>(null);
  const query = useQuery(jurisdictionsQuery);
  const may = useMay();
  const mayEdit = may('PUT /wps/admin/protection/jurisdictions/:code');
  const columns: ListColumns<Jurisdiction> = [
    { id: 'code', header: t('protection.jurisdiction.code'), value: (j) => j.code, sortable: true },
    { id: 'nameEn', header: t('protection.jurisdiction.nameEn'), value: (j) => j.nameEn },
    {
      id: 'countries',
      header: t('protection.jurisdiction.countryList'),
      value: (j) =>
        j.isDefault ? `${j.countries.join(' ')} ${t('protection.jurisdiction.rest')}` : j.countries.join(' '),
    },
    { id: 'minimumAge', header: t('protection.jurisdiction.age'), value: (j) => j.minimumAge, numeric: true },
    onOffColumn<Jurisdiction>(
      'askDateOfBirth',
      t('protection.jurisdiction.dateOfBirth'),
      (j) => j.askDateOfBirth,
    ),
    onOffColumn<Jurisdiction>(
      'mandatoryLimits',
      t('protection.jurisdiction.limitRequired'),
      (j) => j.mandatoryLimits,
    ),
    { id: 'licence', header: t('protection.jurisdiction.licence'), value: (j) => j.licence },
    mayEdit &&
      actionsColumn((j) => (
        <RowActions>
          <RowButton onClick={() => setEditing(j)} label={`${t('common.edit')} ${j.code}`}>
            {t('common.edit')}
          </RowButton>
        </RowActions>
      )),
  ];
  return (
    <>
      <ListPage
        caption={t('protection.jurisdictions')}
        columns={columns}
        rows={query.data ?? []}
        rowKey={(j) => j.code}
        exportName="jurisdictions"
        query={query}
        tools={
          mayEdit ? (
            <NewButton onClick={() => setEditing('new')}>{t('protection.jurisdiction.new')}</NewButton>
          ) : null
        }
      />
      {editing ? (
        <JurisdictionDialog
          jurisdiction={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
