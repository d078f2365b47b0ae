import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { HeaderBalance } from '../../features/wallet/components/header-balance';
import { useSessionStore } from '../../stores/session-store';
import { HeadingLevel } from '../../ui/heading-level';
import { useDialogBehaviour } from '../../ui/use-dialog-behaviour';
import '../member-centre/member-centre.css';

export interface CentreFrameProps {
  /** data-modal of the dialog ('memberCentre', 'agentCentre'). */
  name: string;
  title: string;
  closeLabel: string;
  /** Test id prefix: `${prefix}-close`, `${prefix}-account`. */
  testPrefix: string;
  onClose: () => void;
  /** The left menu (a strip on phones); it gets the page title's id to label nothing but itself. */
  menu: ReactNode;
  pageTitle: string;
  /** Data attributes of the pane, e.g. { 'data-mc-pane': key }. */
  paneData: Record<string, string>;
  children: ReactNode;
}

/**
 * The frame both centres share (§2): a full-height dialog with the account and balance in its bar, a
 * close button, the menu on the left and the chosen page on the right; the pane scrolls on its own.
 */
export function CentreFrame(props: CentreFrameProps) {
  const { name, title, closeLabel, testPrefix, onClose, menu, pageTitle, paneData, children } = props;
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const account = useSessionStore((state) => state.account);
  useDialogBehaviour(true, panelRef, onClose);
  return createPortal(
    <div className="mc-backdrop">
      <div
        ref={panelRef}
        className="mc"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-modal={name}
      >
        {/* A dialog's bar, not the page's banner landmark. */}
        <div className="mc__bar">
          <h2 id={titleId} className="mc__title">
            {title}
          </h2>
          <span className="mc__account" data-testid={`${testPrefix}-account`}>
            {account}
          </span>
          <HeaderBalance className="mc__balance" />
          <button
            type="button"
            className="mc__close"
            aria-label={closeLabel}
            data-testid={`${testPrefix}-close`}
            onClick={onClose}
          >
            <X size={20} aria-hidden />
          </button>
        </div>
        <div className="mc__body">
          {menu}
          <section
            className="mc__pane"
            aria-labelledby={`${titleId}-page`}
            {...paneData}
            // Reachable by keyboard even when the page holds nothing focusable.
            tabIndex={0}
          >
            <h3 id={`${titleId}-page`} className="mc__page-title">
              {pageTitle}
            </h3>
            {/* Under the h3 page title, a page's sections are h4. */}
            <HeadingLevel level={4}>{children}</HeadingLevel>
          </section>
        </div>
      </div>
    </div>,
    document.body,
  );
}
