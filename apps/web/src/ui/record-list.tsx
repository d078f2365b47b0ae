import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import './record-list.css';

export type RecordTone = 'pending' | 'success' | 'danger' | 'muted';

export interface RecordItem {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  amount: ReactNode;
  status?: { label: string; tone: RecordTone };
  time?: string;
  /** Under the row: an answer the member still owes, a note. */
  extra?: ReactNode;
}

interface RecordListProps {
  items: RecordItem[];
  emptyText: string;
  /** Keyset paging: another page exists. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
  moreLabel?: string;
  testId?: string;
}

/** A list of money records (deposits, withdrawals, transactions): newest first, paged on demand. */
export function RecordList({
  items,
  emptyText,
  hasMore,
  loadingMore,
  onMore,
  moreLabel,
  testId,
}: RecordListProps) {
  if (items.length === 0) return <p className="record-list__empty">{emptyText}</p>;
  return (
    <div className="record-list" data-testid={testId}>
      <ul>
        {items.map((item) => (
          <li key={item.id} className="record">
            <div className="record__main">
              <strong className="record__title">{item.title}</strong>
              {item.subtitle && <span className="record__subtitle">{item.subtitle}</span>}
              {item.time && <time className="record__time">{item.time}</time>}
            </div>
            <div className="record__side">
              <strong className="record__amount">{item.amount}</strong>
              {item.status && (
                <span className={`record__status record__status--${item.status.tone}`}>
                  {item.status.label}
                </span>
              )}
            </div>
            {item.extra && <div className="record__extra">{item.extra}</div>}
          </li>
        ))}
      </ul>
      {hasMore && onMore && (
        <button
          type="button"
          className="btn btn--ghost record-list__more"
          disabled={loadingMore}
          onClick={onMore}
        >
          {loadingMore && <LoaderCircle size={16} className="spin" aria-hidden />}
          {moreLabel}
        </button>
      )}
    </div>
  );
}
