import { adminAuditEndpoints, type AuditPageSchema } from '@swerte/contracts';
import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { callEndpoint } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { DataTable, type Column } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { Pager, useCursorPager } from '../../ui/pager';
import { PageHeader, QueryState } from '../../ui/states';

type AuditRow = z.infer<typeof AuditPageSchema>['list'][number];

/** The form's fields as typed: ids and an action prefix; days from and to (the site's days, as dates). */
interface Filters {
  operatorId?: string | undefined;
  memberId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const jsonOf = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
const json = (value: unknown) => {
  const text = jsonOf(value);
  return text ? <code className="json">{text}</code> : '—';
};

/** A date field's day as the search's time bounds: from its start, to the start of the next day. */
const dayStart = (day: string, plusDays = 0) => {
  const at = new Date(`${day}T00:00:00`);
  at.setDate(at.getDate() + plusDays);
  return at.toISOString();
};

const searchOf = (filters: Filters, before: number | undefined) => ({
  ...(filters.operatorId ? { operatorId: Number(filters.operatorId) } : {}),
  ...(filters.memberId ? { memberId: Number(filters.memberId) } : {}),
  ...(filters.action ? { action: filters.action } : {}),
  ...(filters.from ? { from: dayStart(filters.from) } : {}),
  ...(filters.to ? { to: dayStart(filters.to, 1) } : {}),
  ...(before ? { before } : {}),
  size: 50,
});

const columns: Column<AuditRow>[] = [
  { id: 'id', header: t('common.id'), value: (r) => r.id, numeric: true, sortable: true },
  {
    id: 'when',
    header: t('audit.when'),
    value: (r) => r.createdAt,
    cell: (r) => formatDateTime(r.createdAt),
    sortable: true,
  },
  {
    id: 'who',
    header: t('audit.who'),
    value: (r) => r.actorName,
    cell: (r) => <span title={r.actor}>{r.actorName}</span>,
    sortable: true,
  },
  { id: 'what', header: t('audit.what'), value: (r) => r.action, sortable: true },
  { id: 'before', header: t('audit.before'), value: (r) => jsonOf(r.before), cell: (r) => json(r.before) },
  { id: 'after', header: t('audit.after'), value: (r) => jsonOf(r.after), cell: (r) => json(r.after) },
  { id: 'ip', header: t('audit.ip'), value: (r) => r.ip },
];

export default function AuditPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [draft, setDraft] = useState<Filters>({});
  const pager = useCursorPager();
  const query = useQuery({
    queryKey: ['audit', filters, pager.cursor ?? 0],
    queryFn: ({ signal }) =>
      callEndpoint(adminAuditEndpoints.search, { query: searchOf(filters, pager.cursor), signal }),
    placeholderData: keepPreviousData,
  });
  const field = (name: keyof Filters) => ({
    value: draft[name] ?? '',
    onChange: (e: { target: { value: string } }) =>
      setDraft({ ...draft, [name]: e.target.value || undefined }),
  });
  return (
    <>
      <PageHeader title={t('audit.title')} />
      <form
        className="filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
          pager.first();
        }}
      >
        <TextField label={t('audit.operator')} inputMode="numeric" maxLength={10} {...field('operatorId')} />
        <TextField label={t('audit.member')} inputMode="numeric" maxLength={16} {...field('memberId')} />
        <TextField label={t('audit.action')} maxLength={64} {...field('action')} />
        <TextField label={t('common.from')} type="date" {...field('from')} />
        <TextField label={t('common.to')} type="date" {...field('to')} />
        <button type="submit" className="button button-primary">
          {t('common.search')}
        </button>
      </form>
      <QueryState isPending={query.isPending} error={query.error} retry={() => void query.refetch()}>
        <DataTable
          caption={t('audit.title')}
          columns={columns}
          rows={query.data?.list ?? []}
          rowKey={(r) => r.id}
          exportName="audit"
        />
        <Pager pager={pager} nextCursor={query.data?.next} />
      </QueryState>
    </>
  );
}
