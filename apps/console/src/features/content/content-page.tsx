import {
  BANNER_GROUPS,
  LanguageSchema,
  NOTICE_TYPES,
  type AdminBanner,
  type AdminNotice,
} from '@swerte/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTENT_TABS } from '../../app/sections';
import { useMay } from '../../lib/access';
import { t } from '../../i18n';
import { onOffColumn, timeColumn } from '../../ui/data-table';
import { ChoiceField } from '../../ui/field';
import {
  actionsColumn,
  type ListColumns,
  EditToggle,
  ListPage,
  matches,
  NewButton,
  SearchField,
  Tabs,
  useTabs,
} from '../../ui/list-page';
import { PageHeader } from '../../ui/states';
import { BannerDialog } from './banner-dialog';
import { bannerInput, bannersQuery, noticeInput, noticesQuery, saveBanner, saveNotice } from './content-api';
import { HelpTab } from './help-tab';
import { NoticeDialog } from './notice-dialog';
import { PromotionsTab } from './promotions-tab';
import { SiteTextsTab } from './site-texts-tab';
import { VipTab } from './vip-tab';

/** Whether a banner or notice shows, and from when until when. */
const scheduleColumns = <
  Row extends { enabled: boolean; startAt: string | null; endAt: string | null },
>() => [
  onOffColumn<Row>('enabled', t('content.enabled'), (r) => r.enabled),
  timeColumn<Row>('start', t('content.startAt'), (r) => r.startAt, false),
  timeColumn<Row>('end', t('content.endAt'), (r) => r.endAt, false),
];

function Banners({ search }: { search: string }) {
  const queryClient = useQueryClient();
  const [group, setGroup] = useState<AdminBanner['groupName'] | ''>('');
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const query = useQuery(bannersQuery(group || undefined));
  const may = useMay();
  const toggle = useMutation({
    mutationFn: (b: AdminBanner) => saveBanner(b.id, { ...bannerInput(b), enabled: !b.enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['banners'] }),
  });
  const columns: ListColumns<AdminBanner> = [
    { id: 'id', header: t('common.id'), value: (b) => b.id, numeric: true, sortable: true },
    { id: 'group', header: t('content.group'), value: (b) => b.groupName, sortable: true },
    { id: 'order', header: t('content.order'), value: (b) => b.sortOrder, numeric: true, sortable: true },
    { id: 'title', header: t('content.titleField'), value: (b) => b.title, sortable: true },
    { id: 'lang', header: t('content.lang'), value: (b) => b.lang ?? t('content.lang.any') },
    { id: 'link', header: t('content.linkUrl'), value: (b) => b.linkUrl },
    ...scheduleColumns<AdminBanner>(),
    timeColumn<AdminBanner>('updated', t('content.updated'), (b) => b.updatedAt),
    may('PUT /wps/admin/content/banners/:id') &&
      actionsColumn((b) => (
        <EditToggle row={b} enabled={b.enabled} onEdit={setEditing} toggle={toggle} label={b.title} />
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
            <ChoiceField
              label={t('content.group')}
              value={group}
              options={BANNER_GROUPS}
              any={t('common.all')}
              onChange={setGroup}
            />
            {may('POST /wps/admin/content/banners') ? (
              <NewButton onClick={() => setEditing('new')}>{t('content.newBanner')}</NewButton>
            ) : null}
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
  const may = useMay();
  const toggle = useMutation({
    mutationFn: (n: AdminNotice) => saveNotice(n.id, { ...noticeInput(n), enabled: !n.enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notices'] }),
  });
  const columns: ListColumns<AdminNotice> = [
    { id: 'id', header: t('common.id'), value: (n) => n.id, numeric: true, sortable: true },
    { id: 'type', header: t('content.noticeType'), value: (n) => n.type, sortable: true },
    { id: 'lang', header: t('content.lang'), value: (n) => n.lang, sortable: true },
    { id: 'order', header: t('content.order'), value: (n) => n.sortOrder, numeric: true, sortable: true },
    { id: 'title', header: t('content.titleField'), value: (n) => n.title, sortable: true },
    ...scheduleColumns<AdminNotice>(),
    timeColumn<AdminNotice>('created', t('common.created'), (n) => n.createdAt),
    may('PUT /wps/admin/content/notices/:id') &&
      actionsColumn((n) => (
        <EditToggle row={n} enabled={n.enabled} onEdit={setEditing} toggle={toggle} label={n.title} />
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
            <ChoiceField
              label={t('content.noticeType')}
              value={type}
              options={NOTICE_TYPES}
              any={t('common.all')}
              onChange={setType}
            />
            <ChoiceField
              label={t('content.lang')}
              value={lang}
              options={LanguageSchema.options}
              any={t('common.all')}
              onChange={setLang}
            />
            {may('POST /wps/admin/content/notices') ? (
              <NewButton onClick={() => setEditing('new')}>{t('content.newNotice')}</NewButton>
            ) : null}
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

export default function ContentPage() {
  const [tab, setTab, shown] = useTabs(CONTENT_TABS);
  const [search, setSearch] = useState('');
  return (
    <>
      <PageHeader title={t('content.title')} />
      <Tabs names={shown} tab={tab} onChange={setTab} label={(name) => `content.${name}`} />
      {tab === 'vip' || tab === 'texts' ? null : (
        <div className="filters" role="search">
          <SearchField value={search} onChange={setSearch} />
        </div>
      )}
      <div role="tabpanel">
        {tab === 'banners' ? <Banners search={search} /> : null}
        {tab === 'notices' ? <Notices search={search} /> : null}
        {tab === 'help' ? <HelpTab search={search} /> : null}
        {tab === 'promotions' ? <PromotionsTab search={search} /> : null}
        {tab === 'vip' ? <VipTab /> : null}
        {tab === 'texts' ? <SiteTextsTab /> : null}
      </div>
    </>
  );
}
