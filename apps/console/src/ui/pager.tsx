import { useCallback, useState } from 'react';
import { t } from '../i18n';

/**
 * Keyset paging: the server answers a page and the cursor of the next one. The stack of cursors seen
 * lets the operator go back to the first page; a new filter starts again from the first page.
 */
export function useCursorPager() {
  const [stack, setStack] = useState<number[]>([]);
  const cursor = stack[stack.length - 1];
  const next = useCallback((nextCursor: number) => setStack((s) => [...s, nextCursor]), []);
  const first = useCallback(() => setStack([]), []);
  return { cursor, page: stack.length + 1, next, first };
}

export function Pager({
  pager,
  nextCursor,
}: {
  pager: ReturnType<typeof useCursorPager>;
  nextCursor: number | null | undefined;
}) {
  return (
    <nav className="pager" aria-label={t('common.page', { n: pager.page })}>
      <button type="button" className="button" disabled={pager.page === 1} onClick={pager.first}>
        {t('common.first')}
      </button>
      <span>{t('common.page', { n: pager.page })}</span>
      <button
        type="button"
        className="button"
        disabled={nextCursor === null || nextCursor === undefined}
        onClick={() => nextCursor && pager.next(nextCursor)}
      >
        {t('common.next')}
      </button>
    </nav>
  );
}

/** Paging by page number, where a call pages that way: back, the page (of how many, when known), on. */
export function PageNumbers({
  page,
  onChange,
  hasNext,
  totalPages,
}: {
  page: number;
  onChange: (page: number) => void;
  hasNext: boolean;
  totalPages?: number;
}) {
  return (
    <nav className="pager" aria-label={t('common.page', { n: page })}>
      <button type="button" className="button" disabled={page === 1} onClick={() => onChange(page - 1)}>
        ←
      </button>
      <span>
        {t('common.page', { n: page })}
        {totalPages === undefined ? null : ` / ${Math.max(totalPages, 1)}`}
      </span>
      <button type="button" className="button" disabled={!hasNext} onClick={() => onChange(page + 1)}>
        →
      </button>
    </nav>
  );
}
