import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledWhilePressed } from './use-settled-while-pressed';

function Shown({ value }: { value: string }) {
  return <p>{useSettledWhilePressed(value)}</p>;
}

describe('useSettledWhilePressed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the value when nothing is pressed', () => {
    const { rerender } = render(<Shown value="a" />);
    rerender(<Shown value="b" />);
    expect(screen.getByText('b')).toBeTruthy();
  });

  it('holds the value during a press and shows the new one after the click', () => {
    const { rerender } = render(<Shown value="before" />);
    fireEvent.pointerDown(document.body);
    rerender(<Shown value="after" />);
    expect(screen.getByText('before')).toBeTruthy();
    fireEvent.pointerUp(document.body);
    expect(screen.getByText('before')).toBeTruthy();
    act(() => {
      vi.runAllTimers();
    });
    expect(screen.getByText('after')).toBeTruthy();
  });
});
