import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/*
 * Pictures an operator uploads for banners, promotions and help items. Only raster images whose bytes
 * prove their type are kept (PNG, JPEG, WebP: never SVG, which can carry scripts); the site serves them
 * at /media/uploads/<id>.<ext> with that type and no sniffing.
 */

export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 of 2 MB plus a data-URL prefix and some slack: longer strings are refused unread. */
export const CONTENT_IMAGE_MAX_BASE64 = 2_900_000;
export const CONTENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const ContentImageTypeSchema = z.enum(CONTENT_IMAGE_TYPES);
export type ContentImageType = z.infer<typeof ContentImageTypeSchema>;

/** Where the site serves an uploaded picture; `:file` is `<id>.png`, `.jpg` or `.webp`. */
export const CONTENT_IMAGE_PATH = '/media/uploads/:file';
export const CONTENT_IMAGE_EXTENSIONS: Record<ContentImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
/** The address of an uploaded picture, for a banner, a promotion or an <img> of help HTML. */
export const contentImageUrl = (id: number, mime: ContentImageType) =>
  `/media/uploads/${id}.${CONTENT_IMAGE_EXTENSIONS[mime]}`;

export const ContentImageUploadSchema = z.object({
  /** The picture as base64 or a data URL; its type is read from its bytes, not from any name. */
  image: z.string().min(1).max(CONTENT_IMAGE_MAX_BASE64),
  /** The file's name as the operator chose it (shown in the audit only). */
  name: z.string().trim().max(120).default(''),
});
export type ContentImageUpload = z.input<typeof ContentImageUploadSchema>;

export const ContentImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mime: ContentImageTypeSchema,
  size: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
});
export type ContentImage = z.infer<typeof ContentImageSchema>;

export const adminContentImageEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/wps/admin/content/images',
    summary:
      'Upload a picture (PNG, JPEG or WebP by its bytes, at most 2 MB; never SVG) for banners, promotions and help; answers its /media/uploads address (admin, content; audited)',
    tag: 'admin',
    auth: 'operator',
    body: ContentImageUploadSchema,
    value: ContentImageSchema,
  }),
};
