import { adminConsoleEndpoints, type AuditQuery, type AuditRow } from '@swerte/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { callEndpoint } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { DataTable, type Column } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { Pager, useCursorPager } from '../../ui/pager';
import { PageHeader, QueryState } from '../../ui/states';

type Filters = Pick<AuditQuery, 'actor' | 'action' | 'from' | 'to'>;

const json = (text: string | null) => (text ? <code className="json">{text}</code> : '—');

const columns: Column<AuditRow>[] = [
  { id: 'id', header: t('common.id'), value: (r) => r.id, numeric: true, sortable: true },
  {
    id: 'when',
    header: t('audit.when'),
    value: (r) => r.createdAt,
    cell: (r) => formatDateTime(r.createdAt),
    sortable: true,
  },
  { id: 'who', header: t('audit.who'), value: (r) => r.actor, sortable: true },
  { id: 'what', header: t('audit.what'), value: (r) => r.action, sortable: true },
  { id: 'before', header: t('audit.before'), value: (r) => r.before, cell: (r) => json(r.before) },
  { id: 'after', header: t('audit.after'), value: (r) => r.after, cell: (r) => json(r.after) },
  { id: 'ip', header: t('audit.ip'), value: (r) => r.ip },
];

export default function AuditPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [draft, setDraft] = useState<Filters>({});
  const pager = useCursorPager();
  const query = useQuery({
    queryKey: ['audit', filters, pager.cursor ?? 0],
    queryFn: ({ signal }) =>
      callEndpoint(adminConsoleEndpoints.audit, {
        query: { ...filters, cursor: pager.cursor, pageSize: 50 },
        signal,
      }),
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
        <TextField label={t('audit.actor')} maxLength={64} {...field('actor')} />
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
        <Pager pager={pager} nextCursor={query.data?.nextCursor} />
      </QueryState>
    </>
  );
}
