import type QrScanner from 'qr-scanner';
import { MAX_SCANS_PER_SECOND, PREFERRED_CAMERA, scanRegion } from '../../core/scanner/scanner-rules';

/**
 * qr-scanner moves a video it cannot find under `<body>` there and hides it (nimiq/qr-scanner#168): `contains`
 * does not see into shadow roots. While the constructor runs, `<body>` answers yes for our connected video.
 */
function withVideoInBody<T>(video: HTMLVideoElement, build: () => T): T {
  const body = document.body;
  if (!video.isConnected || body.contains(video)) return build();
  const own = Object.getOwnPropertyDescriptor(body, 'contains');
  const contains = Node.prototype.contains;
  body.contains = (node) => node === video || contains.call(body, node);
  try {
    return build();
  } finally {
    if (own) Object.defineProperty(body, 'contains', own);
    else delete (body as { contains?: unknown }).contains;
  }
}

/** The camera's code (qr-scanner's chunk) could not be fetched: the network, not the camera. */
export class CameraCodeError extends Error {
  constructor(cause: unknown) {
    super('the camera code could not be loaded', { cause });
    this.name = 'CameraCodeError';
  }
}

/**
 * Loads qr-scanner (its own lazy chunk; its worker comes from a Blob URL) and starts the camera on `video` with the
 * spec's settings (§9): rear camera, at most 25 scans a second, the centred square of two thirds of the smaller
 * side. No highlight options: they write inline styles the demo's CSP refuses; the element draws its own frame.
 * Rejects when there is no camera or access is refused (a CameraCodeError when its code could not be fetched: the
 * network); the returned scanner must be destroyed.
 */
export async function startQrCamera(
  video: HTMLVideoElement,
  onText: (text: string) => void,
  cancelled: () => boolean,
): Promise<QrScanner | null> {
  const { default: Scanner } = await import('qr-scanner').catch((error: unknown) => {
    throw new CameraCodeError(error);
  });
  if (cancelled()) return null;
  const scanner = withVideoInBody(
    video,
    () =>
      new Scanner(video, (result) => onText(result.data), {
        preferredCamera: PREFERRED_CAMERA,
        maxScansPerSecond: MAX_SCANS_PER_SECOND,
        calculateScanRegion: (v) => scanRegion(v.videoWidth, v.videoHeight),
        returnDetailedScanResult: true,
        // §8: frames without a readable code are the normal case while aiming; nothing to tell the learner.
        onDecodeError: () => {},
      }),
  );
  try {
    await scanner.start();
  } catch (error) {
    scanner.destroy();
    throw error;
  }
  return scanner;
}
