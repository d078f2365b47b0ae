import { PROMO_IMAGE_MAX_BYTES } from '@swerte/contracts';
import { AppError } from '../../platform/errors.js';
import { sniffImage } from '../wallet/payments/index.js';
import type { EntryImage } from './promotions.repository.js';

const DATA_URL = /^data:[\w/+.-]{1,64};base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * One uploaded activity image (base64 or a data URL) as bytes: error_promo_image_type unless its first
 * bytes are a PNG's or a JPEG's (a name or a declared type proves nothing), error_promo_image_too_large
 * above 5 MB. Decoded before anything is written, so a bad image stores nothing.
 */
export function decodePromoImage(text: string): EntryImage {
  const base64 = text.replace(DATA_URL, '').replace(/\s+/g, '');
  if (!BASE64.test(base64)) throw new AppError('error_promo_image_type');
  const data = Buffer.from(base64, 'base64');
  if (data.length > PROMO_IMAGE_MAX_BYTES) throw new AppError('error_promo_image_too_large');
  const mime = sniffImage(data);
  if (!mime) throw new AppError('error_promo_image_type');
  return { mime, data };
}
