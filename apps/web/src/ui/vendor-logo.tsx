import { useState } from 'react';
import './vendor-logo.css';

/** A vendor's logo; when the image fails (§4: one attempt) its initials stand in. */
export function VendorLogo({ src, name, size = 40 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return (
    <span className="vendor-logo" style={{ width: size, height: size }}>
      {failed ? (
        <span className="vendor-logo__fallback" aria-hidden>
          {initials}
        </span>
      ) : (
        <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      )}
    </span>
  );
}
