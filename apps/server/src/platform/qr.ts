import qrcode from 'qrcode-generator';

/** An SVG QR code of `text` (error correction M), scalable, black on white with a quiet zone. */
export function drawQrCode(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 6, margin: 4, scalable: true });
}
