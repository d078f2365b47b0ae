import {
  CustomerServiceInputSchema,
  JobRunStateSchema,
  MaintenanceBodySchema,
  REGISTER_FIELDS,
  RegionBlockBodySchema,
  RegisterSettingsSchema,
  WHITELABEL_FLAGS,
  WhitelabelSchema,
  type AdminCustomerService,
  type AdminMaintenance,
  type JobRun,
  type JobRunState,
  type RegionBlock,
  type RegisterSettings,
  type Whitelabel,
} from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SYSTEM_TABS } from '../../app/sections';
import { useMay } from '../../lib/access';
import { t, tOr } from '../../i18n';
import { timeColumn, type Column } from '../../ui/data-table';
import {
  CheckField,
  ChoiceField,
  DateTimeField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../ui/field';
import { FormPanel, useContractForm, Wide } from '../../ui/form-dialog';
import {
  actionsColumn,
  type ListColumns,
  ListPage,
  matches,
  RowActions,
  RowButton,
  SearchField,
  Tabs,
  useRowAction,
  useTabs,
} from '../../ui/list-page';
import { PageNumbers } from '../../ui/pager';
import { Badge, Loaded, PageHeader } from '../../ui/states';
import {
  addRegionBlock,
  customerServiceQuery,
  jobsQuery,
  maintenanceQuery,
  regionBlocksQuery,
  registerRulesQuery,
  removeRegionBlock,
  setCustomerService,
  setMaintenance,
  setRegisterRules,
  setWhitelabel,
  whitelabelQuery,
} from './system-api';

const onOff = (on: boolean) => (
  <Badge tone={on ? 'warn' : 'ok'}>{on ? t('system.maintenance.on') : t('system.maintenance.off')}</Badge>
);

function MaintenanceForm({ current }: { current: AdminMaintenance }) {
  const may = useMay();
  const contract = useContractForm({
    schema: MaintenanceBodySchema,
    initial: current,
    send: setMaintenance,
    invalidate: [['system', 'maintenance']],
  });
  const { text, when } = contract;
  const saved = contract.mutation.data ?? current;
  return (
    <FormPanel
      readOnly={!may('PUT /wps/admin/system/maintenance')}
      title={t('system.maintenance')}
      form={contract}
      submitLabel={t('common.save')}
      done={saved.enabled ? t('system.maintenance.savedOn') : t('system.maintenance.savedOff')}
      extra={
        saved.enabled ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => contract.submit(undefined, { enabled: false })}
            disabled={contract.mutation.isPending}
          >
            {t('system.maintenance.switchOff')}
          </button>
        ) : (
          <button
            type="button"
            className="button button-danger"
            onClick={() => contract.submit(undefined, { enabled: true })}
            disabled={contract.mutation.isPending}
          >
            {t('system.maintenance.switchOn')}
          </button>
        )
      }
    >
      <Wide>
        <p>
          {t('system.maintenance.now')} <span data-testid="maintenance-state">{onOff(saved.enabled)}</span>
        </p>
        <p className="muted">{t('system.maintenance.note')}</p>
      </Wide>
      <TextField label={t('system.maintenance.titleField')} maxLength={200} {...text('title')} />
      <DateTimeField label={t('system.maintenance.endTime')} {...when('endTime')} />
      <Wide>
        <TextAreaField label={t('system.maintenance.info')} rows={3} {...text('info')} />
      </Wide>
    </FormPanel>
  );
}

function Maintenance() {
  const query = useQuery(maintenanceQuery);
  return <Loaded query={query}>{(data) => <MaintenanceForm current={data} />}</Loaded>;
}

function RegionBlocks() {
  const query = useQuery(regionBlocksQuery);
  const may = useMay();
  const [search, setSearch] = useState('');
  const add = useContractForm({
    schema: RegionBlockBodySchema,
    initial: { kind: 'country', value: '', note: '' },
    send: addRegionBlock,
    invalidate: [['system', 'regionBlocks']],
  });
  const remove = useRowAction(
    (b: RegionBlock) => removeRegionBlock({ kind: b.kind, value: b.value }),
    ['system', 'regionBlocks'],
  );
  const columns: ListColumns<RegionBlock> = [
    { id: 'id', header: t('common.id'), value: (b) => b.id, numeric: true, sortable: true },
    {
      id: 'kind',
      header: t('system.block.kind'),
      value: (b) => b.kind,
      cell: (b) => t(`system.block.kind.${b.kind}`),
      sortable: true,
    },
    { id: 'value', header: t('system.block.value'), value: (b) => b.value, sortable: true },
    { id: 'note', header: t('system.block.note'), value: (b) => b.note },
    timeColumn<RegionBlock>('created', t('common.created'), (b) => b.createdAt),
    may('POST /wps/admin/system/regionBlocks/remove') &&
      actionsColumn((b) => (
        <RowActions>
          <RowButton
            tone="danger"
            pending={remove.isPending}
            onClick={() => remove.mutate(b)}
            label={`${t('system.block.lift')} ${b.value}`}
          >
            {t('system.block.lift')}
          </RowButton>
        </RowActions>
      )),
  ];
  return (
    <>
      <FormPanel
        title={t('system.block.add')}
        form={add}
        submitLabel={t('system.block.addButton')}
        readOnly={!may('POST /wps/admin/system/regionBlocks')}
      >
        <SelectField
          label={t('system.block.kind')}
          value={add.form.kind}
          onChange={(e) => add.set({ kind: e.target.value })}
        >
          <option value="country">{t('system.block.kind.country')}</option>
          <option value="cidr">{t('system.block.kind.cidr')}</option>
        </SelectField>
        <TextField
          label={add.form.kind === 'country' ? t('system.block.country') : t('system.block.cidr')}
          maxLength={64}
          {...add.text('value')}
        />
        <Wide>
          <TextField label={t('system.block.note')} maxLength={500} {...add.text('note')} />
        </Wide>
      </FormPanel>
      <ListPage
        caption={t('system.regions')}
        columns={columns}
        rows={(query.data?.list ?? []).filter((b) => matches(search, b.value, b.note))}
        rowKey={(b) => b.id}
        exportName="region-blocks"
        query={query}
        actionError={remove.error}
        filters={<SearchField value={search} onChange={setSearch} />}
      />
    </>
  );
}

function WhitelabelForm({ current }: { current: Whitelabel }) {
  const may = useMay();
  const contract = useContractForm({
    schema: WhitelabelSchema,
    initial: current,
    send: setWhitelabel,
    invalidate: [['system', 'whitelabel']],
  });
  return (
    <FormPanel
      title={t('system.whitelabel')}
      form={contract}
      readOnly={!may('PUT /wps/admin/system/whitelabel')}
    >
      <Wide>
        <p className="muted">{t('system.whitelabel.note')}</p>
      </Wide>
      {WHITELABEL_FLAGS.map((flag) => (
        <CheckField
          key={flag}
          label={`${tOr(`system.flag.${flag}`, flag)} (${flag})`}
          checked={contract.form[flag] === '1'}
          onChange={(on) => contract.set({ [flag]: on ? '1' : '0' })}
        />
      ))}
    </FormPanel>
  );
}

function WhitelabelPanel() {
  const query = useQuery(whitelabelQuery);
  return <Loaded query={query}>{(data) => <WhitelabelForm current={data} />}</Loaded>;
}

/** The column of each part of a field's rule. */
const RULE_LABEL = {
  enabled: 'system.register.shown',
  required: 'system.register.required',
  minLength: 'system.register.min',
  maxLength: 'system.register.max',
} as const;

function RegisterRulesForm({ current }: { current: RegisterSettings }) {
  const may = useMay();
  const contract = useContractForm({
    schema: RegisterSettingsSchema,
    initial: current,
    send: setRegisterRules,
    invalidate: [['system', 'registerRules']],
  });
  const { form, set, err } = contract;
  type Field = (typeof REGISTER_FIELDS)[number];
  const change = (field: Field, patch: Partial<RegisterSettings[Field]>) =>
    set({ [field]: { ...form[field], ...patch } });
  const number = (value: string) => (value === '' ? Number.NaN : Number(value));
  return (
    <FormPanel
      title={t('system.register')}
      form={contract}
      readOnly={!may('PUT /wps/admin/system/registerRules')}
    >
      <Wide>
        <p className="muted">{t('system.register.note')}</p>
        <div className="table-scroll">
          <table className="table">
            <caption className="sr-only">{t('system.register')}</caption>
            <thead>
              <tr>
                <th>{t('system.register.field')}</th>
                <th>{t(RULE_LABEL.enabled)}</th>
                <th>{t(RULE_LABEL.required)}</th>
                <th className="numeric">{t(RULE_LABEL.minLength)}</th>
                <th className="numeric">{t(RULE_LABEL.maxLength)}</th>
                <th>{t('system.register.pattern')}</th>
              </tr>
            </thead>
            <tbody>
              {REGISTER_FIELDS.map((field) => {
                const rule = form[field];
                const problem =
                  err(`${field}.minLength`) ?? err(`${field}.maxLength`) ?? err(`${field}.acceptedPattern`);
                return (
                  <tr key={field}>
                    <th scope="row">
                      {field}
                      {problem ? <span className="field-error"> {problem}</span> : null}
                    </th>
                    {(['enabled', 'required'] as const).map((flag) => (
                      <td key={flag}>
                        <input
                          type="checkbox"
                          aria-label={`${field}: ${t(RULE_LABEL[flag])}`}
                          checked={rule[flag]}
                          onChange={(e) => change(field, { [flag]: e.target.checked })}
                        />
                      </td>
                    ))}
                    {(['minLength', 'maxLength'] as const).map((bound) => (
                      <td key={bound} className="numeric">
                        <input
                          className="input-narrow"
                          type="number"
                          min={0}
                          max={255}
                          aria-label={`${field}: ${t(RULE_LABEL[bound])}`}
                          value={Number.isNaN(rule[bound]) ? '' : rule[bound]}
                          onChange={(e) => change(field, { [bound]: number(e.target.value) })}
                        />
                      </td>
                    ))}
                    <td>
                      <input
                        type="text"
                        maxLength={500}
                        aria-label={`${field}: ${t('system.register.pattern')}`}
                        value={rule.acceptedPattern}
                        onChange={(e) => change(field, { acceptedPattern: e.target.value })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Wide>
    </FormPanel>
  );
}

function RegisterRulesPanel() {
  const query = useQuery(registerRulesQuery);
  return <Loaded query={query}>{(data) => <RegisterRulesForm current={data} />}</Loaded>;
}

interface CsForm {
  liveChatUrl: string;
  vipUrl: string;
  facebookUrl: string;
  telegramUrls: string;
  encrypt: boolean;
}

function CustomerServiceForm({ current }: { current: AdminCustomerService }) {
  const may = useMay();
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  const contract = useContractForm({
    schema: CustomerServiceInputSchema,
    initial: {
      liveChatUrl: current.liveChatUrl ?? '',
      vipUrl: current.vipUrl ?? '',
      facebookUrl: current.facebookUrl ?? '',
      telegramUrls: current.telegramUrls.join('\n'),
      encrypt: current.encrypt,
    } satisfies CsForm,
    prepare: (form: CsForm) => ({
      liveChatUrl: orNull(form.liveChatUrl),
      vipUrl: orNull(form.vipUrl),
      facebookUrl: orNull(form.facebookUrl),
      telegramUrls: form.telegramUrls
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      encrypt: form.encrypt,
    }),
    send: setCustomerService,
    invalidate: [['system', 'customerService']],
  });
  const { text, flag, err } = contract;
  return (
    <FormPanel
      title={t('system.cs')}
      form={contract}
      readOnly={!may('PUT /wps/admin/system/customerService')}
    >
      <TextField label={t('system.cs.liveChat')} type="url" {...text('liveChatUrl')} />
      <TextField label={t('system.cs.vip')} type="url" {...text('vipUrl')} />
      <TextField label={t('system.cs.facebook')} type="url" {...text('facebookUrl')} />
      <TextAreaField
        label={t('system.cs.telegram')}
        rows={3}
        {...text('telegramUrls')}
        error={err('telegramUrls') ?? err('telegramUrls.0') ?? err('telegramUrls.1') ?? err('telegramUrls.2')}
      />
      <CheckField label={t('system.cs.encrypt')} {...flag('encrypt')} />
    </FormPanel>
  );
}

function CustomerServicePanel() {
  const query = useQuery(customerServiceQuery);
  return <Loaded query={query}>{(data) => <CustomerServiceForm current={data} />}</Loaded>;
}

const stateTone = (state: JobRunState) =>
  state === 'completed' ? 'ok' : state === 'failed' ? 'bad' : state === 'retry' ? 'warn' : 'plain';

function Jobs() {
  const [job, setJob] = useState('');
  const [state, setState] = useState<JobRunState | ''>('');
  const [page, setPage] = useState(1);
  const query = useQuery(jobsQuery({ job: job || undefined, state: state || undefined, page, size: 50 }));
  const rows = query.data?.list ?? [];
  const columns: Column<JobRun>[] = [
    { id: 'job', header: t('system.jobs.job'), value: (r) => r.job, sortable: true },
    { id: 'queue', header: t('system.jobs.queue'), value: (r) => r.queue },
    {
      id: 'state',
      header: t('common.status'),
      value: (r) => r.state,
      cell: (r) => <Badge tone={stateTone(r.state)}>{t(`system.jobs.state.${r.state}`)}</Badge>,
      sortable: true,
    },
    timeColumn<JobRun>('period', t('system.jobs.period'), (r) => r.period),
    {
      id: 'attempts',
      header: t('system.jobs.attempts'),
      value: (r) => `${r.attempts}/${r.retryLimit + 1}`,
      numeric: true,
    },
    timeColumn<JobRun>('created', t('common.created'), (r) => r.createdAt),
    timeColumn<JobRun>('completed', t('system.jobs.completed'), (r) => r.completedAt),
    { id: 'error', header: t('system.jobs.error'), value: (r) => r.error },
  ];
  return (
    <ListPage
      caption={t('system.jobs')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      exportName="job-runs"
      query={query}
      filters={
        <>
          <TextField
            label={t('system.jobs.job')}
            value={job}
            maxLength={64}
            pattern="[a-z0-9-]*"
            onChange={(e) => {
              setJob(e.target.value.trim().toLowerCase());
              setPage(1);
            }}
          />
          <ChoiceField
            label={t('common.status')}
            value={state}
            options={JobRunStateSchema.options}
            optionLabel={(s) => t(`system.jobs.state.${s}`)}
            any={t('common.all')}
            onChange={(next) => {
              setState(next);
              setPage(1);
            }}
          />
        </>
      }
      footer={<PageNumbers page={page} onChange={setPage} hasNext={rows.length === 50 && page < 50} />}
    />
  );
}

export default function SystemPage() {
  const [tab, setTab, shown] = useTabs(SYSTEM_TABS);
  return (
    <>
      <PageHeader title={t('system.title')} />
      <Tabs names={shown} tab={tab} onChange={setTab} label={(name) => `system.${name}`} />
      <div role="tabpanel">
        {tab === 'maintenance' ? <Maintenance /> : null}
        {tab === 'regions' ? <RegionBlocks /> : null}
        {tab === 'whitelabel' ? <WhitelabelPanel /> : null}
        {tab === 'register' ? <RegisterRulesPanel /> : null}
        {tab === 'cs' ? <CustomerServicePanel /> : null}
        {tab === 'jobs' ? <Jobs /> : null}
      </div>
    </>
  );
}
