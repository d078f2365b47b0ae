import { RECEIPT_MAX_BYTES } from '@swerte/contracts';
import { AppError } from '../../../platform/errors.js';

export interface ReceiptImage {
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL = /^data:[\w/+.-]{1,64};base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The image type from the first bytes: a name or a declared type proves nothing. */
export function sniffImage(data: Buffer): ReceiptImage['mime'] | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * One uploaded receipt (base64 or a data URL) as image bytes: error_receipt_type unless it is a PNG
 * or JPEG, error_receipt_too_large above 5 MB.
 */
export function decodeReceipt(text: string): ReceiptImage {
  const base64 = text.replace(DATA_URL, '').replace(/\s+/g, '');
  if (!BASE64.test(base64)) throw new AppError('error_receipt_type');
  const data = Buffer.from(base64, 'base64');
  if (data.length > RECEIPT_MAX_BYTES) throw new AppError('error_receipt_too_large');
  const mime = sniffImage(data);
  if (!mime) throw new AppError('error_receipt_type');
  return { mime, data };
}
