import { useCallback } from 'react';
import type { ImgHTMLAttributes } from 'react';

/**
 * An image from bytes already fetched (a Blob): shown through an object URL that lives exactly as long as
 * the <img> does, so a list of thumbnails never leaks the memory behind them.
 */
export function BlobImage({
  blob,
  alt,
  ...rest
}: { blob: Blob } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} {...rest} />;
}
