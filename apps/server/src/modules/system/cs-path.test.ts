import { decodeCsPath } from '@swerte/contracts';
import { describe, expect, it } from 'vitest';
import { encodeCsPath } from './cs-path.js';

describe('type 3 customer-service paths', () => {
  it('round-trips through the WebCrypto decoder the browser uses', async () => {
    for (const address of ['https://chat.swerte.example/livechat', 'https://vip.example/c?id=ü&x=1', 'x']) {
      const encoded = encodeCsPath(address);
      if (address.length > 1) expect(encoded).not.toContain(address);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(await decodeCsPath(encoded)).toBe(address);
    }
  });

  it('draws a fresh key and nonce each time, and the last 8 characters are the key', async () => {
    const a = encodeCsPath('https://chat.example/');
    const b = encodeCsPath('https://chat.example/');
    expect(a).not.toBe(b);
    // Another key at the end no longer opens the text.
    await expect(decodeCsPath(a.slice(0, -8) + b.slice(-8))).rejects.toThrow();
  });

  it('refuses text the encoder did not make', async () => {
    await expect(decodeCsPath('short')).rejects.toThrow();
    await expect(decodeCsPath('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAkey12345')).rejects.toThrow();
  });
});
