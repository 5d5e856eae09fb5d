import type { ReactNode, RefObject } from 'react';
import classes from './camera.module.css';
import type { CameraState } from './use-camera';

export interface CameraViewProps {
  camera: CameraState;
  /** Set to the video element, for capturing its frames. */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** What the live image is, for screen readers. */
  label: string;
  /** Drawn over the image (a guide, a frame for a code). */
  children?: ReactNode;
}

/** The camera's live image in a 4:3 frame, mirrored for a front camera as people expect to see themselves. */
export function CameraView({ camera, videoRef, label, children }: CameraViewProps) {
  return (
    <div className={classes.frame}>
      <video
        ref={(element) => {
          videoRef.current = element;
          if (element && element.srcObject !== camera.stream) element.srcObject = camera.stream;
        }}
        className={`${classes.video} ${camera.mirrored ? classes.mirrored : ''}`}
        autoPlay
        playsInline
        muted
        aria-label={label}
      />
      {children}
    </div>
  );
}
