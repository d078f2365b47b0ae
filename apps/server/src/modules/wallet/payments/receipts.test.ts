import { RECEIPT_MAX_BYTES } from '@swerte/contracts';
import { describe, expect, it } from 'vitest';
import { sniffImage } from '../../../platform/image-type.js';
import { decodeReceipt } from './receipts.js';

const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(24)]);
const jpeg = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(24)]);

describe('receipt images', () => {
  it('reads the type from the bytes', () => {
    expect(sniffImage(png)).toBe('image/png');
    expect(sniffImage(jpeg)).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('GIF89a-----'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('accepts base64 and data URLs whatever they claim, and refuses the rest', () => {
    expect(decodeReceipt(png.toString('base64')).mime).toBe('image/png');
    // A data URL that says png but holds a JPEG is a JPEG.
    expect(decodeReceipt(`data:image/png;base64,${jpeg.toString('base64')}`).mime).toBe('image/jpeg');
    expect(() => decodeReceipt(`data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`)).toThrow(
      'error_receipt_type',
    );
    expect(() => decodeReceipt('not base64 at all!')).toThrow('error_receipt_type');
  });

  it('allows exactly 5 MB', () => {
    const full = Buffer.concat([png, Buffer.alloc(RECEIPT_MAX_BYTES - png.length)]);
    expect(decodeReceipt(full.toString('base64')).data.length).toBe(RECEIPT_MAX_BYTES);
    const over = Buffer.concat([full, Buffer.alloc(1)]);
    expect(() => decodeReceipt(over.toString('base64'))).toThrow('error_receipt_too_large');
  });
});
