import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@swerte/contracts';
import { sanitizeHtml } from '../../../lib/sanitize';
import { Modal } from '../../../ui/modal';
import './notice-modal.css';

interface NoticeModalProps {
  notices: readonly Notice[];
  /** The item open at first (a notice title clicked in the notice bar); the first by default. */
  initialIndex?: number;
  onClose: () => void;
}

/** §2 notice popup (noticeModal): title 'news', an accordion with one item open at a time, close. */
export function NoticeModal({ notices, initialIndex = 0, onClose }: NoticeModalProps) {
  const { t } = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(initialIndex);
  const baseId = useId();
  return (
    <Modal
      open
      name="noticeModal"
      title={t('notices.title')}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--primary" data-testid="notice-close" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <ul className="notice-accordion">
        {notices.map((notice, index) => {
          const open = openIndex === index;
          const panelId = `${baseId}-${notice.id}`;
          return (
            <li key={notice.id} className={`notice-accordion__item${open ? ' is-open' : ''}`}>
              <button
                type="button"
                className="notice-accordion__title"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{notice.title}</span>
                <ChevronDown size={16} aria-hidden className="notice-accordion__chevron" />
              </button>
              {open && (
                <div
                  id={panelId}
                  className="notice-accordion__content rich-text"
                  // Operator HTML, sanitised (DESIGN.md).
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }}
                />
              )}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
