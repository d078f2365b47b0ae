import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { t } from '../i18n';
import { downloadText, formatDateTime, formatMoney, toCsv } from '../lib/format';
import { Badge } from './states';

/** A column of a console list: its header, its cell, and what a CSV export writes for it. */
export interface Column<Row> {
  id: string;
  header: string;
  /** The raw value: sorted on and exported. */
  value: (row: Row) => string | number | boolean | null;
  /** How the cell shows (default: the value). */
  cell?: (row: Row) => ReactNode;
  /** Money and counts align right. */
  numeric?: boolean;
  /** Sorts the rows on this page (the server already pages them in its own order). */
  sortable?: boolean;
  /** Left out of the CSV (buttons). */
  noExport?: boolean;
}

/** A money column: sorted and exported as the decimal string, shown grouped. */
export function moneyColumn<Row>(id: string, header: string, pick: (row: Row) => string): Column<Row> {
  return { id, header, numeric: true, sortable: true, value: pick, cell: (row) => formatMoney(pick(row)) };
}

/** A yes/no column shown as an on/off badge. */
export function onOffColumn<Row>(id: string, header: string, pick: (row: Row) => boolean): Column<Row> {
  return {
    id,
    header,
    sortable: true,
    value: pick,
    cell: (row) => (
      <Badge tone={pick(row) ? 'ok' : 'plain'}>{pick(row) ? t('common.on') : t('common.off')}</Badge>
    ),
  };
}

/** A time column: sorted and exported as the ISO instant, shown in the operator's clock. */
export function timeColumn<Row>(
  id: string,
  header: string,
  pick: (row: Row) => string | null,
  sortable = true,
): Column<Row> {
  return { id, header, sortable, value: pick, cell: (row) => formatDateTime(pick(row)) };
}

interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** The file name of the CSV export, without extension; no export when left out. */
  exportName?: string;
  caption: string;
  toolbar?: ReactNode;
}

/** The classes of a column's cells: numbers right; the row's buttons kept in view on narrow screens. */
const cellClass = (column: Column<unknown> | undefined) =>
  [column?.numeric ? 'numeric' : '', column?.id === 'actions' ? 'actions-cell' : ''].join(' ').trim() ||
  undefined;

/** A cell's raw value as text (values are strings, numbers, booleans or null). */
const asText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

const numericSort = (a: unknown, b: unknown) => {
  const [x, y] = [Number(a), Number(b)];
  if (a !== null && b !== null && !Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  return asText(a).localeCompare(asText(b));
};

/** The console's list: TanStack Table for columns and sorting, a CSV export of exactly what is listed. */
export function DataTable<Row>({ columns, rows, rowKey, exportName, caption, toolbar }: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const defs: ColumnDef<Row>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: column.value,
    enableSorting: column.sortable ?? false,
    sortingFn: (a, b, id) => numericSort(a.getValue(id), b.getValue(id)),
    cell: (ctx) => (column.cell ? column.cell(ctx.row.original) : asText(ctx.getValue())),
  }));
  // TanStack Table keeps its own state and hands back fresh functions; nothing here is memoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: defs,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (row) => String(rowKey(row)),
  });
  const exported = columns.filter((c) => !c.noExport);
  const exportCsv = () => {
    const sorted = table.getRowModel().rows.map((r) => r.original);
    const csv = toCsv(
      exported.map((c) => c.header),
      sorted.map((row) => exported.map((c) => c.value(row))),
    );
    downloadText(`${exportName ?? 'list'}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
  };
  const byId = new Map(columns.map((c) => [c.id, c]));
  return (
    <div className="table-block">
      <div className="table-tools">
        {toolbar}
        <span className="table-count">{rows.length === 1 ? t('common.row') : t('common.rows', { n: rows.length })}</span>
        {exportName ? (
          <button type="button" className="button" onClick={exportCsv} disabled={rows.length === 0}>
            {t('common.exportCsv')}
          </button>
        ) : null}
      </div>
      <div className="table-scroll">
        <table className="table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      className={cellClass(column as Column<unknown> | undefined)}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="sort"
                          onClick={header.column.getToggleSortingHandler()}
                          title={t('common.sortBy', { column: column?.header ?? '' })}
                        >
                          {label}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cellClass(byId.get(cell.column.id) as Column<unknown> | undefined)}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="empty">
                  {t('common.empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
