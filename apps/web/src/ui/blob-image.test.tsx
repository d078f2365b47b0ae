import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { BlobImage } from './blob-image';

// jsdom has no object URLs: each test puts counting stand-ins in place and takes them away after.
const KEYS = ['createObjectURL', 'revokeObjectURL'] as const;
const original = KEYS.map((key) => [key, Object.getOwnPropertyDescriptor(URL, key)] as const);
afterEach(() => {
  for (const [key, descriptor] of original) {
    if (descriptor) Object.defineProperty(URL, key, descriptor);
    else Reflect.deleteProperty(URL, key);
  }
});

function stubObjectUrls() {
  let next = 0;
  const create = vi.fn(() => `blob:test/${++next}`);
  const revoke = vi.fn();
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
  return { create, revoke };
}

describe('BlobImage', () => {
  it('shows the bytes through an object URL and revokes it when unmounted', () => {
    const { create, revoke } = stubObjectUrls();
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const { getByRole, unmount } = render(<BlobImage blob={blob} alt="receipt" />);
    expect(create).toHaveBeenCalledWith(blob);
    expect(getByRole('img').getAttribute('src')).toBe('blob:test/1');
    expect(revoke).not.toHaveBeenCalled();
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });

  it('swaps the URL when the bytes change, revoking the old one', () => {
    const { revoke } = stubObjectUrls();
    const first = new Blob(['a'], { type: 'image/png' });
    const second = new Blob(['b'], { type: 'image/png' });
    const { getByRole, rerender, unmount } = render(<BlobImage blob={first} alt="" />);
    rerender(<BlobImage blob={second} alt="" />);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
    expect(getByRole('presentation', { hidden: true }).getAttribute('src')).toBe('blob:test/2');
    unmount();
    expect(revoke).toHaveBeenLastCalledWith('blob:test/2');
  });
});
