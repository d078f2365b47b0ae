import { useState, useSyncExternalStore } from 'react';

// Whether a pointer is pressed anywhere on the page, shared by every field.
let pressed = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    document.addEventListener('pointercancel', onUp, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
      document.removeEventListener('pointercancel', onUp, true);
    }
  };
}

function onDown(): void {
  pressed = true;
  notify();
}

function onUp(): void {
  // The click event fires after pointerup: release on the next task so it still lands in place.
  setTimeout(() => {
    pressed = false;
    notify();
  }, 0);
}

/**
 * The value to render, held still while a pointer is pressed. Pressing on a control blurs the field
 * before, and an error appearing on that blur would move the control away before the click lands
 * (a terms box under a password field); the new value shows once the press is over.
 */
export function useSettledWhilePressed<T>(value: T): T {
  const isPressed = useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
  const [settled, setSettled] = useState(value);
  // Adjusted during render (React's pattern for state derived from props), not in an effect.
  if (!isPressed && !Object.is(settled, value)) setSettled(value);
  return isPressed ? settled : value;
}
