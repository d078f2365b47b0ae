import {
  AdminSportsFeedBodySchema,
  AdminSportsFeedChangeSchema,
  SPORTS_FEED_HEADERS,
  type AdminSportsFeed,
} from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { DataTable, onOffColumn, timeColumn, type Column } from '../../ui/data-table';
import { CheckField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { Loaded } from '../../ui/states';
import { createFeed, editFeed, feedsQuery } from './sports-api';

const FEEDS_KEY = ['sports', 'feeds'];

function NewFeedDialog({ onClose }: { onClose: () => void }) {
  const form = useContractForm({
    schema: AdminSportsFeedBodySchema,
    initial: { code: '', name: '', secret: '', enabled: true },
    send: createFeed,
    invalidate: [FEEDS_KEY],
  });
  return (
    <FormDialog title={t('sports.feeds.new')} onClose={onClose} form={form} keepOpenAfter={false}>
      <TextField label={t('sports.feeds.code')} {...form.text('code')} />
      <TextField label={t('sports.feeds.name')} {...form.text('name')} />
      <Wide>
        <TextField label={t('sports.feeds.secret')} autoComplete="off" {...form.text('secret')} />
        <p className="muted">{t('sports.feeds.secretNote')}</p>
      </Wide>
      <CheckField label={t('sports.feeds.enabled')} {...form.flag('enabled')} />
    </FormDialog>
  );
}

function EditFeedDialog({ feed, onClose }: { feed: AdminSportsFeed; onClose: () => void }) {
  const form = useContractForm({
    schema: AdminSportsFeedChangeSchema,
    initial: { name: feed.name, secret: '', enabled: feed.enabled },
    // An empty secret keeps the one the provider has.
    prepare: (f) => ({ ...f, secret: f.secret === '' ? undefined : f.secret }),
    send: (body) => editFeed(feed.code, body),
    invalidate: [FEEDS_KEY],
  });
  return (
    <FormDialog title={t('sports.feeds.editOf', { feed: feed.name })} onClose={onClose} form={form}>
      <TextField label={t('sports.feeds.name')} {...form.text('name')} />
      <Wide>
        <TextField label={t('sports.feeds.newSecret')} autoComplete="off" {...form.text('secret')} />
        <p className="muted">{t('sports.feeds.secretNote')}</p>
      </Wide>
      <CheckField label={t('sports.feeds.enabled')} {...form.flag('enabled')} />
    </FormDialog>
  );
}

/**
 * The feed providers that push events, odds and results (SPORTS_FEED_CONVENTIONS, the `sports-feed`
 * section of /docs): a code, a name, a secret handed to the provider and never shown again, on or off.
 */
export function SportsFeedsPanel() {
  const may = useMay();
  const query = useQuery(feedsQuery);
  const [open, setOpen] = useState<AdminSportsFeed | 'new' | null>(null);
  const canEdit = may('PUT /wps/admin/sports/feeds/:code');
  const columns: Column<AdminSportsFeed>[] = [
    { id: 'code', header: t('sports.feeds.code'), value: (f) => f.code, sortable: true },
    { id: 'name', header: t('sports.feeds.name'), value: (f) => f.name, sortable: true },
    onOffColumn('enabled', t('sports.feeds.enabled'), (f) => f.enabled),
    { id: 'events', header: t('sports.feeds.events'), value: (f) => f.events, numeric: true, sortable: true },
    timeColumn('updatedAt', t('sports.feeds.updatedAt'), (f) => f.updatedAt),
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            value: () => null,
            noExport: true,
            cell: (f: AdminSportsFeed) => (
              <button type="button" className="button button-small" onClick={() => setOpen(f)}>
                {t('common.edit')}
              </button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className="panel">
      <h2>{t('sports.feeds.title')}</h2>
      <p className="muted">{t('sports.feeds.note', { header: SPORTS_FEED_HEADERS.feedId })}</p>
      <Loaded query={query}>
        {(data) => (
          <DataTable
            caption={t('sports.feeds.title')}
            columns={columns}
            rows={data.list}
            rowKey={(f) => f.code}
            toolbar={
              may('POST /wps/admin/sports/feeds') ? (
                <button type="button" className="button button-primary" onClick={() => setOpen('new')}>
                  {t('sports.feeds.new')}
                </button>
              ) : null
            }
          />
        )}
      </Loaded>
      {open === 'new' ? <NewFeedDialog onClose={() => setOpen(null)} /> : null}
      {open && open !== 'new' ? <EditFeedDialog feed={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
