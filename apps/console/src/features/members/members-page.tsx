import type { AdminMemberRow, MemberSearchQuery } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { formatDateTime, formatMoney } from '../../lib/format';
import { type Column } from '../../ui/data-table';
import { SelectField, TextField } from '../../ui/field';
import { ListPage } from '../../ui/list-page';
import { useCursorPager } from '../../ui/pager';
import { PageHeader } from '../../ui/states';
import { membersQuery } from './members-api';
import { memberType } from './member-type';

type Filters = Pick<MemberSearchQuery, 'q' | 'ip' | 'kind' | 'order'>;

const columns: Column<AdminMemberRow>[] = [
  { id: 'id', header: t('common.id'), value: (m) => m.id, numeric: true, sortable: true },
  {
    id: 'username',
    header: t('members.username'),
    value: (m) => m.username,
    cell: (m) => <Link to={`/members/${m.id}`}>{m.username}</Link>,
    sortable: true,
  },
  { id: 'nickname', header: t('members.nickname'), value: (m) => m.nickname },
  { id: 'mobile', header: t('members.mobile'), value: (m) => m.mobile },
  { id: 'email', header: t('members.email'), value: (m) => m.email },
  { id: 'type', header: t('members.type'), value: (m) => memberType(m.isAgent), sortable: true },
  {
    id: 'cash',
    header: t('members.cash'),
    value: (m) => m.cash,
    cell: (m) => formatMoney(m.cash),
    numeric: true,
    sortable: true,
  },
  {
    id: 'created',
    header: t('common.created'),
    value: (m) => m.createdAt,
    cell: (m) => formatDateTime(m.createdAt),
    sortable: true,
  },
  {
    id: 'lastLogin',
    header: t('members.lastLogin'),
    value: (m) => m.lastLoginAt,
    cell: (m) => formatDateTime(m.lastLoginAt),
    sortable: true,
  },
];

export default function MembersPage() {
  const [filters, setFilters] = useState<Filters>({ q: '', order: 'desc' });
  const [draft, setDraft] = useState<Filters>(filters);
  const pager = useCursorPager();
  // An empty address field is no filter (the contract takes only a whole address).
  const query = useQuery(
    membersQuery({ ...filters, ip: filters.ip?.trim() || undefined, cursor: pager.cursor, pageSize: 20 }),
  );
  const apply = (next: Filters) => {
    setFilters(next);
    pager.first();
  };
  return (
    <>
      <PageHeader title={t('members.title')} />
      <form
        className="filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <TextField
          label={t('members.searchLabel')}
          type="search"
          maxLength={64}
          value={draft.q ?? ''}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <TextField
          label={t('pages.members.ip')}
          type="search"
          maxLength={45}
          value={draft.ip ?? ''}
          onChange={(e) => setDraft({ ...draft, ip: e.target.value })}
        />
        <SelectField
          label={t('members.kind')}
          value={draft.kind ?? ''}
          onChange={(e) => {
            const next = { ...draft, kind: (e.target.value || undefined) as Filters['kind'] };
            setDraft(next);
            apply(next);
          }}
        >
          <option value="">{t('common.all')}</option>
          <option value="real">{t('members.kind.real')}</option>
          <option value="agent">{t('members.kind.agent')}</option>
          <option value="trial">{t('members.kind.trial')}</option>
        </SelectField>
        <SelectField
          label={t('members.order')}
          value={draft.order}
          onChange={(e) => {
            const next = { ...draft, order: e.target.value as 'asc' | 'desc' };
            setDraft(next);
            apply(next);
          }}
        >
          <option value="desc">{t('members.order.desc')}</option>
          <option value="asc">{t('members.order.asc')}</option>
        </SelectField>
        <button type="submit" className="button button-primary">
          {t('common.search')}
        </button>
      </form>
      <ListPage
        caption={t('members.title')}
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(m) => m.id}
        exportName="members"
        query={query}
        pager={pager}
        nextCursor={query.data?.nextCursor}
      />
    </>
  );
}
