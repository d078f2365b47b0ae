import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea,[tabindex]:not([tabindex="-1"])';

let lockCount = 0;
// Open dialogs, newest last: a modal opened over another (a password change over the member
// centre) takes Escape and Tab alone, so one key press never closes both.
const openDialogs: object[] = [];

function lockScroll(): () => void {
  lockCount += 1;
  const body = document.body;
  if (lockCount === 1) {
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    body.style.paddingRight = scrollbar > 0 ? `${scrollbar}px` : '';
  }
  return () => {
    lockCount -= 1;
    if (lockCount === 0) {
      body.style.overflow = '';
      body.style.paddingRight = '';
    }
  };
}

function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * What every modal surface does (§2): lock page scroll, close on Escape, keep Tab inside the
 * panel, and give focus back to whatever opened it.
 */
export function useDialogBehaviour(
  open: boolean,
  panelRef: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Before paint: Escape and the focus trap work from the first frame the dialog is seen, even
  // when a busy device runs effects late.
  useLayoutEffect(() => {
    if (!open) return;
    const unlock = lockScroll();
    const self = {};
    openDialogs.push(self);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== self) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab' && panel) {
        trapTab(event, panel);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      unlock();
      opener?.focus();
    };
  }, [open, panelRef]);
}
