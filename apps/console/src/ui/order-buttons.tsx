import type { QueryKey } from '@tanstack/react-query';
import { t } from '../i18n';
import { RowButton, useRowAction } from './list-page';

/** The ids of a list with the one at `index` moved one place up (-1) or down (+1). */
export function movedIds(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const next = [...ids];
  const to = index + delta;
  if (index < 0 || to < 0 || to >= next.length) return next;
  [next[index], next[to]] = [next[to] as number, next[index] as number];
  return next;
}

/**
 * Moving rows of one ordered list (a language's help items, the deposit methods): the whole new order
 * is sent, and the list is asked again once the server has answered.
 */
export function useMove(save: (ids: number[]) => Promise<unknown>, invalidate: QueryKey) {
  return useRowAction(
    ({ ids, index, delta }: { ids: readonly number[]; index: number; delta: -1 | 1 }) =>
      save(movedIds(ids, index, delta)),
    invalidate,
  );
}

/** A row's Up and Down buttons; the first row has no Up, the last no Down. */
export function OrderButtons({
  ids,
  id,
  move,
  label,
}: {
  ids: readonly number[];
  id: number;
  move: ReturnType<typeof useMove>;
  label: string;
}) {
  const index = ids.indexOf(id);
  return (
    <>
      {index > 0 ? (
        <RowButton
          pending={move.isPending}
          label={t('pages.moveUpOf', { name: label })}
          onClick={() => move.mutate({ ids, index, delta: -1 })}
        >
          {t('pages.moveUp')}
        </RowButton>
      ) : null}
      {index >= 0 && index < ids.length - 1 ? (
        <RowButton
          pending={move.isPending}
          label={t('pages.moveDownOf', { name: label })}
          onClick={() => move.mutate({ ids, index, delta: 1 })}
        >
          {t('pages.moveDown')}
        </RowButton>
      ) : null}
    </>
  );
}
