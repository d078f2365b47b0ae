import { BANNER_GROUPS, NOTICE_TYPES, type AdminBanner, type AdminNotice } from '@swerte/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { type Column } from '../../ui/data-table';
import { SelectField } from '../../ui/field';
import { actionsColumn, ListPage, matches, RowActions, SearchField, Tabs, useTabs } from '../../ui/list-page';
import { Badge, PageHeader } from '../../ui/states';
import { BannerDialog } from './banner-dialog';
import { bannerInput, bannersQuery, noticeInput, noticesQuery, saveBanner, saveNotice } from './content-api';
import { NoticeDialog } from './notice-dialog';

const shown = (enabled: boolean) => (
  <Badge tone={enabled ? 'ok' : 'plain'}>{enabled ? t('common.on') : t('common.off')}</Badge>
);

function Banners({ search }: { search: string }) {
  const queryClient = useQueryClient();
  const [group, setGroup] = useState<AdminBanner['groupName'] | ''>('');
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const query = useQuery(bannersQuery(group || undefined));
  const toggle = useMutation({
    mutationFn: (b: AdminBanner) => saveBanner(b.id, { ...bannerInput(b), enabled: !b.enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['banners'] }),
  });
  const columns: Column<AdminBanner>[] = [
    { id: 'id', header: t('common.id'), value: (b) => b.id, numeric: true, sortable: true },
    { id: 'group', header: t('content.group'), value: (b) => b.groupName, sortable: true },
    { id: 'order', header: t('content.order'), value: (b) => b.sortOrder, numeric: true, sortable: true },
    { id: 'title', header: t('content.titleField'), value: (b) => b.title, sortable: true },
    { id: 'lang', header: t('content.lang'), value: (b) => b.lang ?? t('content.lang.any') },
    { id: 'link', header: t('content.linkUrl'), value: (b) => b.linkUrl },
    {
      id: 'enabled',
      header: t('content.enabled'),
      value: (b) => b.enabled,
      cell: (b) => shown(b.enabled),
      sortable: true,
    },
    {
      id: 'start',
      header: t('content.startAt'),
      value: (b) => b.startAt,
      cell: (b) => formatDateTime(b.startAt),
    },
    { id: 'end', header: t('content.endAt'), value: (b) => b.endAt, cell: (b) => formatDateTime(b.endAt) },
    {
      id: 'updated',
      header: t('content.updated'),
      value: (b) => b.updatedAt,
      cell: (b) => formatDateTime(b.updatedAt),
      sortable: true,
    },
    actionsColumn((b) => (
      <RowActions>
        <button
          type="button"
          className="button button-small"
          onClick={() => setEditing(b)}
          aria-label={`${t('common.edit')} ${b.title}`}
        >
          {t('common.edit')}
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(b)}
        >
          {b.enabled ? t('content.disable') : t('content.enable')}
        </button>
      </RowActions>
    )),
  ];
  const rows = (query.data ?? []).filter((b) => matches(search, b.title, b.subtitle));
  return (
    <>
      <ListPage
        caption={t('content.banners')}
        columns={columns}
        rows={rows}
        rowKey={(b) => b.id}
        exportName="banners"
        query={query}
        actionError={toggle.error}
        tools={
          <>
            <SelectField
              label={t('content.group')}
              value={group}
              onChange={(e) => setGroup(e.target.value as AdminBanner['groupName'] | '')}
            >
              <option value="">{t('common.all')}</option>
              {BANNER_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </SelectField>
            <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
              {t('content.newBanner')}
            </button>
          </>
        }
      />
      {editing ? (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          input={editing === 'new' ? null : bannerInput(editing)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

function Notices({ search }: { search: string }) {
  const queryClient = useQueryClient();
  const [type, setType] = useState<AdminNotice['type'] | ''>('');
  const [lang, setLang] = useState<AdminNotice['lang'] | ''>('');
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);
  const query = useQuery(noticesQuery(type || undefined, lang || undefined));
  const toggle = useMutation({
    mutationFn: (n: AdminNotice) => saveNotice(n.id, { ...noticeInput(n), enabled: !n.enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notices'] }),
  });
  const columns: Column<AdminNotice>[] = [
    { id: 'id', header: t('common.id'), value: (n) => n.id, numeric: true, sortable: true },
    { id: 'type', header: t('content.noticeType'), value: (n) => n.type, sortable: true },
    { id: 'lang', header: t('content.lang'), value: (n) => n.lang, sortable: true },
    { id: 'order', header: t('content.order'), value: (n) => n.sortOrder, numeric: true, sortable: true },
    { id: 'title', header: t('content.titleField'), value: (n) => n.title, sortable: true },
    {
      id: 'enabled',
      header: t('content.enabled'),
      value: (n) => n.enabled,
      cell: (n) => shown(n.enabled),
      sortable: true,
    },
    {
      id: 'start',
      header: t('content.startAt'),
      value: (n) => n.startAt,
      cell: (n) => formatDateTime(n.startAt),
    },
    { id: 'end', header: t('content.endAt'), value: (n) => n.endAt, cell: (n) => formatDateTime(n.endAt) },
    {
      id: 'created',
      header: t('common.created'),
      value: (n) => n.createdAt,
      cell: (n) => formatDateTime(n.createdAt),
      sortable: true,
    },
    actionsColumn((n) => (
      <RowActions>
        <button type="button" className="button button-small" onClick={() => setEditing(n)}>
          {t('common.edit')}
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(n)}
        >
          {n.enabled ? t('content.disable') : t('content.enable')}
        </button>
      </RowActions>
    )),
  ];
  const rows = (query.data ?? []).filter((n) => matches(search, n.title));
  return (
    <>
      <ListPage
        caption={t('content.notices')}
        columns={columns}
        rows={rows}
        rowKey={(n) => n.id}
        exportName="notices"
        query={query}
        actionError={toggle.error}
        tools={
          <>
            <SelectField
              label={t('content.noticeType')}
              value={type}
              onChange={(e) => setType(e.target.value as AdminNotice['type'] | '')}
            >
              <option value="">{t('common.all')}</option>
              {NOTICE_TYPES.map((x) => (
                <option key={x} value={x}>
                  {x}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('content.lang')}
              value={lang}
              onChange={(e) => setLang(e.target.value as AdminNotice['lang'] | '')}
            >
              <option value="">{t('common.all')}</option>
              <option value="TY">TY</option>
              <option value="EN">EN</option>
            </SelectField>
            <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
              {t('content.newNotice')}
            </button>
          </>
        }
      />
      {editing ? (
        <NoticeDialog
          notice={editing === 'new' ? null : editing}
          input={editing === 'new' ? null : noticeInput(editing)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

const TABS = ['banners', 'notices'] as const;

export default function ContentPage() {
  const [tab, setTab] = useTabs(TABS);
  const [search, setSearch] = useState('');
  return (
    <>
      <PageHeader title={t('content.title')} />
      <Tabs names={TABS} tab={tab} onChange={setTab} label={(name) => `content.${name}`} />
      <div className="filters" role="search">
        <SearchField value={search} onChange={setSearch} />
      </div>
      <div role="tabpanel">
        {tab === 'banners' ? <Banners search={search} /> : <Notices search={search} />}
      </div>
    </>
  );
}
