import { useState } from 'react';
import { Inbox, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/time';
import type { MemberCentrePageProps } from '../../../stores/member-centre-store';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Spinner } from '../../../ui/spinner';
import { useInbox, useMessageAction, useUnreadCount, type MessageFilter } from '../api/messages';
import '../../../ui/chip.css';
import '../components/points-note.css';
import './messages.css';

const FILTERS: MessageFilter[] = ['all', 'unread', 'read'];

/** Member centre messageV2 (§2): the site's messages; opening one reads it, and the badge goes down. */
export function MessagePage({ timeZone }: MemberCentrePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [open, setOpen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inbox = useInbox(filter);
  const unread = useUnreadCount();
  const read = useMessageAction('read');
  const remove = useMessageAction('remove');
  const messages = inbox.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <div className="inbox">
      <div className="inbox__bar">
        <div className="chip-row" role="group" aria-label={t('points.messages.tabs')}>
          {FILTERS.map((value) => (
            <button
              key={value}
              type="button"
              className="chip"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {t(`points.messages.${value}`)}
            </button>
          ))}
        </div>
        <span className="points-note" data-testid="inbox-unread">
          {t('points.messages.unreadCount', { count: unread })}
        </span>
      </div>
      {inbox.isError ? (
        <LoadFailed onRetry={() => void inbox.refetch()} />
      ) : !inbox.data ? (
        <Spinner label={t('common.loading')} />
      ) : messages.length === 0 ? (
        <EmptyState
          icon={Inbox}
          tone="brand"
          title={t('points.messages.emptyTitle')}
          text={t('points.messages.emptyText')}
        />
      ) : (
        <ul className="inbox__list" data-testid="inbox-list">
          {messages.map((message) => (
            <li key={message.id} className={message.isRead ? 'inbox-item' : 'inbox-item is-unread'}>
              <button
                type="button"
                className="inbox-item__head"
                aria-expanded={open === message.id}
                onClick={() => {
                  setOpen(open === message.id ? null : message.id);
                  setConfirming(false);
                  if (!message.isRead) read.mutate([message.id]);
                }}
              >
                {!message.isRead && <span className="inbox-item__dot">{t('points.messages.new')}</span>}
                <span className="inbox-item__title">{message.title}</span>
                <time className="inbox-item__time" dateTime={message.sentAt}>
                  {formatDateTime(new Date(message.sentAt), timeZone, language)}
                </time>
              </button>
              {open === message.id && (
                <div className="inbox-item__body">
                  <p>{message.body}</p>
                  {/* A second press confirms: deleting cannot be undone. */}
                  {confirming && <span role="status">{t('points.messages.deleteConfirm')}</span>}
                  <button
                    type="button"
                    className={confirming ? 'btn btn--gold' : 'btn btn--ghost'}
                    disabled={remove.isPending}
                    onClick={() => {
                      if (confirming) remove.mutate([message.id]);
                      setConfirming(!confirming);
                    }}
                  >
                    <Trash2 size={16} aria-hidden />
                    {t('points.messages.delete')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {inbox.hasNextPage && (
        <button type="button" className="btn btn--ghost" onClick={() => void inbox.fetchNextPage()}>
          {t('points.messages.more')}
        </button>
      )}
    </div>
  );
}
