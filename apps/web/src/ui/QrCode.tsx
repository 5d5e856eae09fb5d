import { Image, Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

interface QrCodeProps {
  value: string;
  /** What the image says to a screen reader. */
  label: string;
  size?: number;
}

/** A QR code drawn in the page (no request), as an SVG image: black on white, as scanners read best. */
export function QrCode({ value, label, size = 220 }: QrCodeProps) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (!source) return <Skeleton w={size} h={size} />;
  return <Image src={source} alt={label} w={size} h={size} bg="white" />;
}
