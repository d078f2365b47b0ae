import { DEFAULT_LANGUAGE, type Banner, type BannerGroup, type Language } from '@swerte/contracts';

/**
 * The route's first banner as the server named it in the page (a JSON data block, `#first-banner`,
 * beside its Link preload and the prerendered <img>), for a first visit's language. The carousel shows it
 * while the banner list is on its way, so the picture painted from the HTML stays in place when the app
 * renders over the prerendered shell. The prerender at build time sets it (placeholders the server fills).
 */
export interface FirstBanner {
  group: BannerGroup;
  banner: Banner;
}

export const FIRST_BANNER_ELEMENT_ID = 'first-banner';

let known: FirstBanner | null | undefined;

function readFromPage(): FirstBanner | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(FIRST_BANNER_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<FirstBanner>;
    return parsed.group && parsed.banner ? (parsed as FirstBanner) : null;
  } catch {
    return null;
  }
}

/**
 * The first banner of `group` named by the page, in the default language only (what the server chose),
 * as the prerender drew it: its picture and title, without its link (the prerender cannot know it), so
 * the app's first render matches the HTML on screen and can hydrate it. The link comes with the list.
 */
export function firstBannerOf(group: BannerGroup, language: Language): Banner | null {
  if (known === undefined) known = readFromPage();
  if (!known || known.group !== group || language !== DEFAULT_LANGUAGE) return null;
  return { ...known.banner, linkageType: 0, linkUrl: null };
}

/** The prerender's (and tests') way to name the first banner without a page. */
export function setFirstBanner(first: FirstBanner | null): void {
  known = first;
}
