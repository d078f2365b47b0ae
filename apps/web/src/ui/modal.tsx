import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDialogBehaviour } from './use-dialog-behaviour';
import './modal.css';

/** DESIGN.md / §2: default modal width 600, dialog 400. */
export const MODAL_WIDTH = 600;
export const DIALOG_WIDTH = 400;

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  width?: number;
  /** Hide the close button when the content has its own way out. */
  hideClose?: boolean;
  footer?: ReactNode;
  /** data-modal hook (§2 modal names: loginPopupModal, registerModal…). */
  name?: string;
  /** False for a modal that must be completed (a forced password change): no close, no Escape. */
  dismissible?: boolean;
}

function ignore(): void {}

/**
 * The one modal wrapper (§2): locks page scroll, never closes on an outside click, closes on
 * Escape, keeps focus inside and gives it back to the opener on close.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  width = MODAL_WIDTH,
  hideClose,
  footer,
  name,
  dismissible = true,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogBehaviour(open, panelRef, dismissible ? onClose : ignore);

  if (!open) return null;
  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={panelRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-modal={name}
        style={{ maxWidth: width }}
      >
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {!hideClose && dismissible && (
            <button type="button" className="modal__close" onClick={onClose} aria-label={t('modal.close')}>
              <X size={20} aria-hidden />
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__foot">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}

/** A small confirmation-style modal, 400 wide by default. */
export function Dialog(props: ModalProps) {
  return <Modal {...props} width={props.width ?? DIALOG_WIDTH} />;
}
