import { TWO_FACTOR_TEXTS } from '@agency/contracts';
import { useEffect, useState } from 'react';
import styles from './TwoFactor.module.css';

/**
 * The otpauth URI as a QR code: an SVG made in the browser (the secret never leaves it for a
 * QR service), shown as an image so the page's security policy needs nothing new. The
 * setup key is always shown as text beside it, for apps that cannot scan. The QR encoder is
 * loaded only when a QR code is shown (set-up is rare; sign-in never needs it).
 */
export function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ toString: qrSvg }) => qrSvg(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => current && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => current && setSrc(null));
    return () => {
      current = false;
    };
  }, [uri]);
  if (!src) return <span className={styles.qrPlaceholder} aria-hidden="true" />;
  return <img className={styles.qr} src={src} alt={TWO_FACTOR_TEXTS.qrAlt} width={184} height={184} />;
}
