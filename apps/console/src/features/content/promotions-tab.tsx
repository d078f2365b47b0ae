import type { AdminPromotion } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { onOffColumn, timeColumn } from '../../ui/data-table';
import {
  actionsColumn,
  type ListColumns,
  ListPage,
  matches,
  NewButton,
  RowActions,
  RowButton,
  useRowAction,
} from '../../ui/list-page';
import { OrderButtons, useMove } from '../../ui/order-buttons';
import { orderPromotions, promotionInput, promotionsQuery, savePromotion } from './content-api';
import { PromotionDialog } from './promotion-dialog';

/** The promotions in the order the site lists them, with how many members took part. */
export function PromotionsTab({ search }: { search: string }) {
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const query = useQuery(promotionsQuery());
  const may = useMay();
  const move = useMove(orderPromotions, ['promotions']);
  const toggle = useRowAction(
    (p: AdminPromotion) => savePromotion(p.id, { ...promotionInput(p), enabled: !p.enabled }),
    ['promotions'],
  );
  const promotions = query.data ?? [];
  const ids = promotions.map((p) => p.id);
  const columns: ListColumns<AdminPromotion> = [
    { id: 'order', header: t('content.order'), value: (p) => p.sortOrder, numeric: true, sortable: true },
    { id: 'category', header: t('pages.promo.category'), value: (p) => p.category, sortable: true },
    { id: 'titleEn', header: t('pages.titleEn'), value: (p) => p.titleEn, sortable: true },
    { id: 'titleTy', header: t('pages.titleTy'), value: (p) => p.titleTy, sortable: true },
    { id: 'rule', header: t('pages.promo.rule'), value: (p) => p.rule.kind, sortable: true },
    {
      id: 'entries',
      header: t('pages.promo.entries'),
      value: (p) => Object.values(p.entries).reduce((sum, n) => sum + n, 0),
      numeric: true,
      sortable: true,
    },
    onOffColumn<AdminPromotion>('enabled', t('content.enabled'), (p) => p.enabled),
    timeColumn<AdminPromotion>('start', t('content.startAt'), (p) => p.startAt, false),
    timeColumn<AdminPromotion>('end', t('content.endAt'), (p) => p.endAt, false),
    may('PUT /wps/admin/content/promotions/:id') &&
      actionsColumn((p) => (
        <RowActions>
          <RowButton onClick={() => setEditing(p)} label={`${t('common.edit')} ${p.titleEn}`}>
            {t('common.edit')}
          </RowButton>
          <RowButton pending={toggle.isPending} onClick={() => toggle.mutate(p)}>
            {p.enabled ? t('content.disable') : t('content.enable')}
          </RowButton>
          <OrderButtons ids={ids} id={p.id} move={move} label={p.titleEn} />
        </RowActions>
      )),
  ];
  return (
    <>
      <ListPage
        caption={t('pages.promotions')}
        columns={columns}
        rows={promotions.filter((p) => matches(search, p.titleEn, p.titleTy, p.category))}
        rowKey={(p) => p.id}
        exportName="promotions"
        query={query}
        actionError={move.error ?? toggle.error}
        tools={
          may('POST /wps/admin/content/promotions') ? (
            <NewButton onClick={() => setEditing('new')}>{t('pages.promo.new')}</NewButton>
          ) : null
        }
      />
      {editing ? (
        <PromotionDialog promotion={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
