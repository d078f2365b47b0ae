import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { OperatorRoute } from '@swerte/contracts';
import { t, type MessageKey } from '../i18n';
import { useMay } from '../lib/access';
import { DataTable, type Column } from './data-table';
import { TextField } from './field';
import type { useCursorPager } from './pager';
import { Pager } from './pager';
import { ActionNote, QueryState } from './states';

/** What a list's query hands the list: its state, and how to ask again. */
export interface ListQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A list's columns; `false` leaves one out (the actions of a role that may not act). */
export type ListColumns<Row> = (Column<Row> | false)[];

/**
 * One list of the console: the filters, the table (sorting and CSV export of what is listed), the
 * keyset pager when the server pages it, the outcome of the last row action, and the query's states.
 */
export function ListPage<Row>({
  caption,
  columns,
  rows,
  rowKey,
  exportName,
  query,
  filters,
  tools,
  pager,
  nextCursor,
  actionError,
  footer,
}: {
  caption: string;
  columns: ListColumns<Row>;
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** The CSV file's name without extension; no export when left out. */
  exportName?: string;
  query: ListQuery;
  /** Filters above the list (a row of fields). */
  filters?: ReactNode;
  /** Controls in the table's own tool bar (a filter that changes often, a "new" button). */
  tools?: ReactNode;
  /** Keyset paging: the pager of this list and the server's next cursor. */
  pager?: ReturnType<typeof useCursorPager>;
  nextCursor?: number | null | undefined;
  actionError?: unknown;
  /** A pager of another kind (page numbers), under the table. */
  footer?: ReactNode;
}) {
  return (
    <>
      {filters ? (
        <div className="filters" role="search">
          {filters}
        </div>
      ) : null}
      <ActionNote error={actionError} />
      <QueryState isPending={query.isPending} error={query.error} retry={() => void query.refetch()}>
        <DataTable
          caption={caption}
          columns={columns.filter((column) => column !== false)}
          rows={rows}
          rowKey={rowKey}
          {...(exportName ? { exportName } : {})}
          toolbar={tools}
        />
        {pager ? <Pager pager={pager} nextCursor={nextCursor} /> : null}
        {footer}
      </QueryState>
    </>
  );
}

/** A text search over the rows a page holds (the server's own search is a filter of its call). */
export function SearchField({
  value,
  onChange,
  label = t('common.search'),
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  return <TextField label={label} type="search" value={value} onChange={(e) => onChange(e.target.value)} />;
}

/** Whether any of the texts holds the search (case-insensitive); an empty search matches everything. */
export const matches = (search: string, ...texts: (string | null | undefined)[]) =>
  !search || texts.some((text) => (text ?? '').toLowerCase().includes(search.toLowerCase()));

/**
 * The tab strip of a page with several lists; the tab lives in the address (`?tab=`). Each tab names
 * the read it opens: only the tabs the operator's role may read are offered.
 */
export function useTabs<T extends string>(
  tabs: Record<T, OperatorRoute>,
): [T | undefined, (tab: T) => void, T[]] {
  const may = useMay();
  const [params, setParams] = useSearchParams();
  const shown = (Object.keys(tabs) as T[]).filter((name) => may(tabs[name]));
  const asked = params.get('tab');
  const tab = shown.find((name) => name === asked) ?? shown[0];
  return [tab, (next: T) => setParams({ tab: next }), shown];
}

export function Tabs<T extends string>({
  names,
  tab,
  onChange,
  label,
}: {
  names: readonly T[];
  tab: T | undefined;
  onChange: (tab: T) => void;
  label: (name: T) => MessageKey;
}) {
  return (
    <div className="tabs" role="tablist">
      {names.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          className="tab"
          aria-selected={tab === name}
          onClick={() => onChange(name)}
        >
          {t(label(name))}
        </button>
      ))}
    </div>
  );
}

/** A small button of a row (edit, switch on or off, lift). */
export function RowButton({
  onClick,
  children,
  pending = false,
  tone,
  label,
}: {
  onClick: () => void;
  children: ReactNode;
  /** The row's call is under way: no second click. */
  pending?: boolean;
  /** A decision: primary (approve) or danger (reject, lift). */
  tone?: 'primary' | 'danger';
  /** The name a screen reader hears where the text alone would not say which row. */
  label?: string;
}) {
  return (
    <button
      type="button"
      className={tone ? `button button-small button-${tone}` : 'button button-small'}
      disabled={pending}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </button>
  );
}

/** The usual buttons of an editable row: Edit, and Enable or Disable through `toggle`. */
export function EditToggle<Row>({
  row,
  enabled,
  onEdit,
  toggle,
  label,
}: {
  row: Row;
  enabled: boolean;
  onEdit: (row: Row) => void;
  toggle: { isPending: boolean; mutate: (row: Row) => void };
  label?: string;
}) {
  return (
    <RowActions>
      <RowButton onClick={() => onEdit(row)} label={label ? `${t('common.edit')} ${label}` : undefined}>
        {t('common.edit')}
      </RowButton>
      <RowButton pending={toggle.isPending} onClick={() => toggle.mutate(row)}>
        {enabled ? t('content.disable') : t('content.enable')}
      </RowButton>
    </RowActions>
  );
}

/** The "new" button of a list's tool bar. */
export function NewButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="button button-primary" onClick={onClick}>
      {children}
    </button>
  );
}

/** A row's buttons. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="row-actions">{children}</div>;
}

/** The actions column of a list: never sorted, never exported. */
export function actionsColumn<Row>(cell: (row: Row) => ReactNode): Column<Row> {
  return { id: 'actions', header: t('common.actions'), value: () => null, noExport: true, cell };
}

/** A row's call (switch on or off, lift): its list is asked again once the server has answered. */
export function useRowAction<Row>(action: (row: Row) => Promise<unknown>, invalidate: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidate }),
  });
}
