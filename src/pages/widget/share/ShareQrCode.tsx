import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/** The share link as a QR code (SVG from the qrcode package; dark modules on white so phones read it in both themes). */
export function ShareQrCode({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } }).then(
      (text) => current && setSvg(text),
      () => current && setSvg(null),
    );
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return null;
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return <img className="share-qr" src={source} width={176} height={176} alt={`QR code of ${url}`} data-testid="share-qr" data-url={url} />;
}
