import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import type { Scanner } from '../../core/scanner/scanner-store';
import { Button } from '../ui/controls';
import { AlertIcon } from '../ui/icons';
import { useI18n } from '../ui/use-i18n';
import { CameraCodeError, startQrCamera } from './qr-camera';

/** The camera running on one video: started on mount, stopped and destroyed on unmount (§4 camera started or failed). */
function LiveCamera({ scanner }: { scanner: Scanner }) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const camera = useStore(scanner.$camera);

  useEffect(() => {
    let stopped = false;
    let running: { destroy(): void } | null = null;
    const element = video.current;
    if (!element) return;
    startQrCamera(
      element,
      (text) => scanner.accept(text),
      () => stopped,
    ).then(
      (started) => {
        if (stopped) started?.destroy();
        else if (started) {
          running = started;
          scanner.cameraStarted();
        }
      },
      (error: unknown) => {
        if (stopped) return;
        console.warn('[academy] the camera could not start:', error);
        scanner.cameraFailed(error instanceof CameraCodeError);
      },
    );
    return () => {
      stopped = true;
      running?.destroy();
    };
  }, [scanner]);

  const scanning = camera.status === 'started';
  return (
    <div className="scan-camera" data-camera={camera.status}>
      <video ref={video} className="scan-video" part="video" muted playsInline aria-hidden="true" />
      <div className="scan-frame" part="scan-frame" aria-hidden="true" />
      <p className="scan-label" part="scan-label" role="status">
        {scanning ? t('scanner.camera.scanning') : t('scanner.camera.starting')}
      </p>
    </div>
  );
}

/**
 * §2 live camera view with its scan frame and 'Scanning…', shown only while no code is held or marked; when the camera
 * failed, a short notice with a way to start it again (the camera dialog says why).
 */
export function ScanView({ scanner }: { scanner: Scanner }) {
  const { t } = useI18n();
  const held = useStore(scanner.$held);
  const camera = useStore(scanner.$camera);
  const done = useStore(scanner.$submit).phase === 'success';
  const labelId = useId();
  // After a check-in (a typed number too, #29 item 13) the camera stops until the scanner resets.
  if (held || done) return null;
  return (
    <section className="scan-view" part="scan-view" aria-labelledby={labelId} data-camera={camera.status}>
      <h2 id={labelId} className="sr-only">
        {t('scanner.camera.label')}
      </h2>
      {camera.status === 'failed' ? (
        <div className="scan-camera scan-camera-failed" part="camera-error">
          <AlertIcon />
          <p>{t(camera.offline ? 'scanner.camera.offline' : 'scanner.camera.unavailable')}</p>
          <Button variant="secondary" onClick={() => scanner.retryCamera()}>
            {t('scanner.camera.retry')}
          </Button>
        </div>
      ) : (
        <LiveCamera key={camera.run} scanner={scanner} />
      )}
    </section>
  );
}
