import { z } from 'zod';
import { isHttpsUrl, isSitePath } from './links.js';

/** A route of this site ('/promotions'); never '//host', '/\host' or anything that leaves the site. */
export const SitePathSchema = z
  .string()
  .max(512)
  .refine(isSitePath, 'a path of this site, such as /promotions');
/** An https address; other schemes (javascript:, data:, http:) never reach a link or an image. */
export const HttpsUrlSchema = z.string().max(2048).refine(isHttpsUrl, 'an https:// address');
