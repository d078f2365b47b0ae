const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type RasterType = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * A raster image's type from its first bytes: a name or a declared type proves nothing. SVG is text and
 * is never recognised, so an upload can never be a document that runs scripts.
 */
export function sniffImage(data: Buffer): RasterType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

const DATA_URL = /^data:[\w/+.-]{1,64};base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of an upload sent as base64 or a data URL; null when the text is not base64. */
export function decodeBase64Upload(text: string): Buffer | null {
  const base64 = text.replace(DATA_URL, '').replace(/\s+/g, '');
  return BASE64.test(base64) ? Buffer.from(base64, 'base64') : null;
}
