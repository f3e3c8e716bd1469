import { qrPath } from './qr-path';

export interface QrCodeProps {
  /** What the code carries, usually a web address. */
  value: string;
  /** Accessible name in Korean, saying where the code leads (e.g. 메디판다 소개 페이지 QR 코드). */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
}

/**
 * A QR code as inline SVG: black modules on a white square in both colour modes (scanners read dark on light only).
 * No hooks: an Astro page renders it on the server and ships no JavaScript for it.
 */
export function QrCode({ value, label, size = 112, className }: QrCodeProps) {
  const { size: modules, d } = qrPath(value);
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
