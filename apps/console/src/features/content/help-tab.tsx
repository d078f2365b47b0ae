import { LanguageSchema, type AdminHelpItem, type Language } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { ChoiceField } from '../../ui/field';
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
import { helpInput, helpQuery, orderHelp, removeHelp } from './content-api';
import { HelpDialog } from './help-dialog';

/** The help centre's items of one language (or all), in the order the site lists them. */
export function HelpTab({ search }: { search: string }) {
  const [lang, setLang] = useState<Language>('EN');
  const [editing, setEditing] = useState<AdminHelpItem | 'new' | null>(null);
  const query = useQuery(helpQuery(lang));
  const may = useMay();
  const move = useMove(orderHelp, ['help']);
  const remove = useRowAction((h: AdminHelpItem) => removeHelp(h.id), ['help']);
  const items = query.data ?? [];
  const ids = items.map((h) => h.id);
  const columns: ListColumns<AdminHelpItem> = [
    { id: 'order', header: t('content.order'), value: (h) => h.sortOrder, numeric: true, sortable: true },
    { id: 'tag', header: t('pages.help.tag'), value: (h) => h.tag, sortable: true },
    { id: 'title', header: t('content.titleField'), value: (h) => h.title, sortable: true },
    { id: 'device', header: t('pages.help.device'), value: (h) => h.device ?? t('pages.help.everyDevice') },
    may('PUT /wps/admin/content/help/:id') &&
      actionsColumn((h) => (
        <RowActions>
          <RowButton onClick={() => setEditing(h)} label={`${t('common.edit')} ${h.title}`}>
            {t('common.edit')}
          </RowButton>
          <OrderButtons ids={ids} id={h.id} move={move} label={h.title} />
          <RowButton
            tone="danger"
            pending={remove.isPending}
            label={`${t('pages.delete')} ${h.title}`}
            onClick={() => remove.mutate(h)}
          >
            {t('pages.delete')}
          </RowButton>
        </RowActions>
      )),
  ];
  return (
    <>
      <ListPage
        caption={t('pages.help')}
        columns={columns}
        rows={items.filter((h) => matches(search, h.title, h.tag))}
        rowKey={(h) => h.id}
        exportName={`help-${lang}`}
        query={query}
        actionError={move.error ?? remove.error}
        tools={
          <>
            <ChoiceField
              label={t('content.lang')}
              value={lang}
              options={LanguageSchema.options}
              onChange={(next) => setLang(next || lang)}
            />
            {may('POST /wps/admin/content/help') ? (
              <NewButton onClick={() => setEditing('new')}>{t('pages.help.new')}</NewButton>
            ) : null}
          </>
        }
      />
      {editing ? (
        <HelpDialog
          item={editing === 'new' ? null : editing}
          input={editing === 'new' ? null : helpInput(editing)}
          lang={lang}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
