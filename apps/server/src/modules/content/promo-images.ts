import { PROMO_IMAGE_MAX_BYTES } from '@swerte/contracts';
import { AppError } from '../../platform/errors.js';
import { decodeBase64Upload, sniffImage } from '../../platform/image-type.js';
import type { EntryImage } from './promotions.repository.js';

/**
 * One uploaded activity image (base64 or a data URL) as bytes: error_promo_image_type unless its first
 * bytes are a PNG's or a JPEG's (a name or a declared type proves nothing), error_promo_image_too_large
 * above 5 MB. Decoded before anything is written, so a bad image stores nothing.
 */
export function decodePromoImage(text: string): EntryImage {
  const data = decodeBase64Upload(text);
  if (!data) throw new AppError('error_promo_image_type');
  if (data.length > PROMO_IMAGE_MAX_BYTES) throw new AppError('error_promo_image_too_large');
  const mime = sniffImage(data);
  if (mime !== 'image/png' && mime !== 'image/jpeg') throw new AppError('error_promo_image_type');
  return { mime, data };
}
