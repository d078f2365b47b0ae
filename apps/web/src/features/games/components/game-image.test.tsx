import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ImageCdnContext } from '../lib/image-cdn-context';
import { gameImageCache } from '../lib/image-cache';
import { GameImage } from './game-image';

/** A stand-in observer the test scrolls by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The element comes within the preload margin. */
  reveal() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }));
    act(() => this.callback(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver));
  }
}

const frame = () => document.querySelector('.game-image');
const picture = () => document.querySelector('img');

beforeEach(() => {
  FakeObserver.last = undefined;
  gameImageCache.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('game image (§4 image loading, §9 constants)', () => {
  it('waits until a tenth of it is within 1.3 viewports, then loads and fades in', () => {
    render(<GameImage src="/media/games/7.svg" alt="Golden Dragon" />);
    expect(frame()?.getAttribute('data-state')).toBe('idle');
    expect(picture()).toBeNull();
    expect(FakeObserver.last?.options).toEqual({ threshold: 0.1, rootMargin: '0px 30% 30% 0px' });

    FakeObserver.last?.reveal();
    expect(FakeObserver.last?.disconnected).toBe(true);
    expect(frame()?.getAttribute('data-state')).toBe('loading');
    fireEvent.load(screen.getByRole('img', { name: 'Golden Dragon' }));
    expect(frame()?.getAttribute('data-state')).toBe('loaded');
  });

  it('shows a picture it loaded before at once, without waiting to be seen', () => {
    const first = render(<GameImage src="/media/games/8.svg" alt="Lucky Carabao" />);
    FakeObserver.last?.reveal();
    fireEvent.load(screen.getByRole('img', { name: 'Lucky Carabao' }));
    first.unmount();
    FakeObserver.last = undefined;

    render(<GameImage src="/media/games/8.svg" alt="Lucky Carabao" />);
    expect(frame()?.getAttribute('data-state')).toBe('loaded');
    expect(picture()?.getAttribute('src')).toBe('/media/games/8.svg');
    expect(FakeObserver.last).toBeUndefined();
  });

  it('falls back to the default game icon after one failed attempt', () => {
    render(<GameImage src="/media/games/404.svg" alt="Missing Game" />);
    FakeObserver.last?.reveal();
    fireEvent.error(screen.getByRole('img', { name: 'Missing Game' }));
    expect(frame()?.getAttribute('data-state')).toBe('error');
    expect(picture()).toBeNull();
    // Still named for assistive tech, and never asked for again.
    expect(screen.getByRole('img', { name: 'Missing Game' }).tagName).toBe('SPAN');
    expect(gameImageCache.has('/media/games/404.svg')).toBe(false);
  });

  it("asks a site picture from the operator's image CDN first, then once from the site, then shows the icon", () => {
    const cdns = ['https://img.example.com'];
    render(
      <ImageCdnContext value={cdns}>
        <GameImage src="/media/games/9.svg" alt="Pearl Baccarat" />
      </ImageCdnContext>,
    );
    FakeObserver.last?.reveal();
    expect(picture()?.getAttribute('src')).toBe('https://img.example.com/media/games/9.svg');
    fireEvent.error(screen.getByRole('img', { name: 'Pearl Baccarat' }));
    expect(frame()?.getAttribute('data-state')).toBe('loading');
    expect(picture()?.getAttribute('src')).toBe('/media/games/9.svg');
    fireEvent.error(screen.getByRole('img', { name: 'Pearl Baccarat' }));
    expect(frame()?.getAttribute('data-state')).toBe('error');
    expect(picture()).toBeNull();
  });

  it('keeps the site picture it fell back to, and shows a CDN picture it loaded before at once', () => {
    const cdns = ['https://img.example.com/'];
    const first = render(
      <ImageCdnContext value={cdns}>
        <GameImage src="/media/games/10.svg" alt="Sun Reels" />
      </ImageCdnContext>,
    );
    FakeObserver.last?.reveal();
    fireEvent.load(screen.getByRole('img', { name: 'Sun Reels' }));
    expect(gameImageCache.has('https://img.example.com/media/games/10.svg')).toBe(true);
    first.unmount();

    render(
      <ImageCdnContext value={cdns}>
        <GameImage src="/media/games/10.svg" alt="Sun Reels" />
      </ImageCdnContext>,
    );
    expect(frame()?.getAttribute('data-state')).toBe('loaded');
    expect(picture()?.getAttribute('src')).toBe('https://img.example.com/media/games/10.svg');

    // A vendor's own address is never sent to the CDN.
    cleanup();
    render(
      <ImageCdnContext value={cdns}>
        <GameImage src="https://vendor.example/11.png" alt="Vendor Game" />
      </ImageCdnContext>,
    );
    FakeObserver.last?.reveal();
    expect(picture()?.getAttribute('src')).toBe('https://vendor.example/11.png');
  });
});
