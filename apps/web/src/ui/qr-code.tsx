import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** A QR code of `text` drawn as SVG rectangles (no markup strings, no data: images), with a quiet zone. */
export function QrCode({
  text,
  label,
  size = 168,
  className = 'ac-qr',
  testId = 'ac-invite-qr',
}: {
  text: string;
  label: string;
  size?: number;
  className?: string;
  testId?: string;
}) {
  const cells = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const count = qr.getModuleCount();
    const dark: string[] = [];
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++)
        if (qr.isDark(row, col)) dark.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    return { count, path: dark.join('') };
  }, [text]);
  const side = cells.count + 8;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-testid={testId}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={cells.path} fill="#000" />
    </svg>
  );
}
