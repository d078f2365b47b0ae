import { use } from 'react';
import { Gamepad2 } from 'lucide-react';
import { useLazyImage } from '../hooks/use-lazy-image';
import { imageSources } from '../lib/image-cdn';
import { ImageCdnContext } from '../lib/image-cdn-context';
import './game-image.css';

// The artwork's 16:10 frame, also in game-image.css: a picture never resizes its tile.
const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 200;

interface GameImageProps {
  src: string;
  /** The game's name, the picture's alternative text. */
  alt: string;
  /** cover fills the 16:10 frame (game art); contain fits a vendor's 3:1 logo inside it. */
  fit?: 'cover' | 'contain';
}

/**
 * A game's artwork, loaded when it nears the viewport: a shimmer while waiting and loading, the
 * picture once loaded, the default game icon if it fails (§4: one attempt per source; a site picture
 * is asked from the operator's image CDN first, then from the site).
 */
export function GameImage(props: GameImageProps) {
  const sources = imageSources(props.src, use(ImageCdnContext));
  // New sources (the CDN list arrives after the first paint) start a new image.
  return <LazyGameImage key={sources.join(' ')} {...props} sources={sources} />;
}

function LazyGameImage({ sources, alt, fit = 'cover' }: GameImageProps & { sources: string[] }) {
  const { ref, state, src, onLoad, onError } = useLazyImage<HTMLDivElement>(sources);
  return (
    <div ref={ref} className="game-image" data-state={state} data-fit={fit}>
      {state === 'error' ? (
        // A decorative picture (alt="": its button is named by text) is hidden, not an unnamed image.
        <span
          className="game-image__fallback"
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          <Gamepad2 size={40} strokeWidth={1.5} aria-hidden />
        </span>
      ) : (
        (state === 'loading' || state === 'loaded') && (
          <img
            key={src}
            className="game-image__img"
            src={src}
            alt={alt}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            decoding="async"
            onLoad={onLoad}
            onError={onError}
          />
        )
      )}
    </div>
  );
}
