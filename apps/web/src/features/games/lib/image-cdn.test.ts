import { describe, expect, it } from 'vitest';
import { imageSources, pickImageCdn } from './image-cdn';

describe('image CDNs (§3 permission imageCDNs)', () => {
  it('asks a site-relative picture from the first usable CDN, then from the site itself', () => {
    expect(imageSources('/media/games/7.svg', ['https://img.example.com/'])).toEqual([
      'https://img.example.com/media/games/7.svg',
      '/media/games/7.svg',
    ]);
    expect(
      imageSources('/media/games/7.svg', ['not a url', 'javascript:alert(1)', 'https://cdn.example/site']),
    ).toEqual(['https://cdn.example/site/media/games/7.svg', '/media/games/7.svg']);
  });

  it("leaves a vendor's absolute address alone, and everything when no CDN is configured", () => {
    expect(imageSources('https://vendor.example/a.png', ['https://img.example.com'])).toEqual([
      'https://vendor.example/a.png',
    ]);
    expect(imageSources('//evil.example/a.png', ['https://img.example.com'])).toEqual([
      '//evil.example/a.png',
    ]);
    expect(imageSources('/media/games/7.svg', [])).toEqual(['/media/games/7.svg']);
    expect(pickImageCdn(['ftp://files.example'])).toBeNull();
  });
});
