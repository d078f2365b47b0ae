import { isHttpUrl, isSameSitePath } from './launch-target';

/** The CDN the site's own game pictures are asked from: the first usable one, without a trailing slash. */
export function pickImageCdn(cdns: readonly string[]): string | null {
  const cdn = cdns.find(isHttpUrl);
  return cdn ? cdn.replace(/\/+$/, '') : null;
}

/**
 * Where a game picture is tried, in order, one attempt each (§4): a site-relative picture on the CDN,
 * then at the site's own address; a vendor's absolute address as it is.
 */
export function imageSources(src: string, cdns: readonly string[]): string[] {
  const cdn = pickImageCdn(cdns);
  return cdn && isSameSitePath(src) ? [`${cdn}${src}`, src] : [src];
}
