import { RECEIPT_MAX_BYTES } from '@swerte/contracts';
import { AppError } from '../../../platform/errors.js';
import { decodeBase64Upload, sniffImage } from '../../../platform/image-type.js';

export interface ReceiptImage {
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

/**
 * One uploaded receipt (base64 or a data URL) as image bytes: error_receipt_type unless it is a PNG
 * or JPEG, error_receipt_too_large above 5 MB.
 */
export function decodeReceipt(text: string): ReceiptImage {
  const data = decodeBase64Upload(text);
  if (!data) throw new AppError('error_receipt_type');
  if (data.length > RECEIPT_MAX_BYTES) throw new AppError('error_receipt_too_large');
  const mime = sniffImage(data);
  if (mime !== 'image/png' && mime !== 'image/jpeg') throw new AppError('error_receipt_type');
  return { mime, data };
}
