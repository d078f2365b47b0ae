import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Dialog, Modal } from './modal';

afterEach(cleanup);

describe('Modal', () => {
  it('is an accessible dialog titled by its heading, 600 wide by default', () => {
    render(
      <Modal open title="Tulong" onClose={() => undefined}>
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Tulong' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.maxWidth).toBe('600px');
  });

  it('locks page scroll while open and releases it on close', () => {
    const { rerender } = render(
      <Modal open title="A" onClose={() => undefined}>
        x
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <Modal open={false} title="A" onClose={() => undefined}>
        x
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape but not on a click outside', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="A" onClose={onClose}>
        x
      </Modal>,
    );
    fireEvent.mouseDown(document.querySelector('.modal-backdrop')!);
    fireEvent.click(document.querySelector('.modal-backdrop')!);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lets only the newest of two open dialogs take Escape', () => {
    const closeUnder = vi.fn();
    const closeOver = vi.fn();
    render(
      <>
        <Modal open title="Under" onClose={closeUnder}>
          x
        </Modal>
        <Dialog open title="Over" onClose={closeOver}>
          y
        </Dialog>
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeOver).toHaveBeenCalledOnce();
    expect(closeUnder).not.toHaveBeenCalled();
  });

  it('keeps Tab focus inside the dialog', () => {
    render(
      <Modal open title="A" onClose={() => undefined}>
        <button type="button">first</button>
        <button type="button">last</button>
      </Modal>,
    );
    const last = screen.getByText('last');
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    // The close button in the header is the first focusable element.
    expect(document.activeElement?.getAttribute('aria-label')).toBeTruthy();
  });

  it('makes dialogs 400 wide', () => {
    render(
      <Dialog open title="B" onClose={() => undefined}>
        x
      </Dialog>,
    );
    expect(screen.getByRole('dialog').style.maxWidth).toBe('400px');
  });
});
