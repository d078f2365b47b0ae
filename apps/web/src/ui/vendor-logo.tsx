import { useState } from 'react';
import './vendor-logo.css';

/** Vendor logos are 3:1 wordmarks (240x80). */
const ASPECT = 3;

interface VendorLogoProps {
  src: string;
  name: string;
  /** Rendered height in px; the width follows the 3:1 aspect. */
  height?: number;
  /** Decorative when the name is written next to the logo. */
  decorative?: boolean;
}

/** A vendor's wordmark; when the image fails (§4: one attempt) the name stands in. */
export function VendorLogo({ src, name, height = 32, decorative }: VendorLogoProps) {
  const [failed, setFailed] = useState(false);
  const width = height * ASPECT;
  return (
    <span className="vendor-logo" style={{ width, height }}>
      {failed ? (
        <span className="vendor-logo__fallback" aria-hidden={decorative}>
          {name}
        </span>
      ) : (
        <img
          src={src}
          alt={decorative ? '' : name}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
