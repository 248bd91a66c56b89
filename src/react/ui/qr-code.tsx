import { useEffect, useMemo, useState } from 'react';
import type { encode as uqrEncode } from 'uqr';
import { QR_QUIET_ZONE, qrModulesPath } from '../../core/qr/qr-path';

type QrLibrary = typeof uqrEncode;
let library: Promise<QrLibrary> | undefined;

/** The QR encoder (uqr, an ES module) in its own chunk, fetched the first time a code is shown; a failed fetch is tried again next time. */
function loadQrLibrary(): Promise<QrLibrary> {
  library ??= import('uqr').then(
    (module) => module.encode,
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/** The module matrix (error correction H, §9) and its size, or null when the text cannot be encoded. */
function encode(encodeQr: QrLibrary, value: string): { size: number; path: string } | null {
  try {
    const modules = encodeQr(value, { ecc: 'H', border: 0 }).data;
    return { size: modules.length + 2 * QR_QUIET_ZONE, path: qrModulesPath(modules, QR_QUIET_ZONE) };
  } catch (error) {
    console.warn('[academy] QR code not drawn:', error);
    return null;
  }
}

interface QrCodeProps {
  /** The text to encode. */
  value: string;
  /** What the code is for, read by screen readers (translated by the caller). */
  label: string;
  /** Sizes the code (the SVG scales to its box). */
  className?: string;
}

/**
 * A scannable QR code as inline SVG: dark modules on white inside the standard quiet zone, drawn from the
 * encoder's matrix with presentation attributes only (no style attribute for a strict CSP to block). Never mirrored in right-to-left layout. Renders an empty box until the library loads.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const [encoder, setEncoder] = useState<QrLibrary | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadQrLibrary().then(
      (loaded) => {
        if (live) setEncoder(() => loaded);
      },
      (error: unknown) => {
        console.warn('[academy] QR library failed to load:', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const code = useMemo(() => (encoder ? encode(encoder, value) : null), [encoder, value]);
  const classes = ['qr-code', className ?? ''].join(' ').trim();

  if (failed) return null;
  if (!code) return <span className={`${classes} qr-code-pending`} aria-hidden="true" />;
  return (
    <svg
      className={classes}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
      focusable="false"
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  );
}
