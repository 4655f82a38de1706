// The scanner's camera (issue 38, item 2): the back camera's preview, its light where the phone
// has one, and a few frames a second read for QR codes (qr-decoder.ts, loaded on demand). Reading
// stops while `paused` (an answer is on screen) and when the camera is stopped.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QrDecoder } from './qr-decoder';

type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'missing' | 'failed' | 'decoderFailed';

export interface CameraCopy {
  cameraHeading: string;
  cameraStart: string;
  cameraStop: string;
  cameraStarting: string;
  cameraOn: string;
  cameraDenied: string;
  cameraMissing: string;
  cameraFailed: string;
  decoderFailed: string;
  torchOn: string;
  torchOff: string;
  preview: string;
}

/** Time between two frames read: at most five a second, and never two at once. */
const frameGap = 200;

export function Camera({ copy, paused, onRead }: { copy: CameraCopy; paused: boolean; onRead: (text: string, frameAt: number) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  const [state, setState] = useState<CameraState>('off');
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({ available: false, on: false });
  const [decoder, setDecoder] = useState<QrDecoder | null>(null);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setTorch({ available: false, on: false });
    setState('off');
  }, []);

  const start = useCallback(async () => {
    setState('starting');
    const loading = import('./qr-decoder').then((module) => module.loadDecoder());
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (error) {
      const name = (error as { name?: string }).name;
      setState(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'denied'
          : name === 'NotFoundError' || name === 'OverconstrainedError'
            ? 'missing'
            : 'failed',
      );
      return;
    }
    streamRef.current = stream;
    const video = videoRef.current;
    if (video) {
      video.srcObject = stream;
      await video.play().catch(() => undefined);
    }
    const [track] = stream.getVideoTracks();
    const capabilities = (track?.getCapabilities?.() ?? {}) as { torch?: boolean };
    setTorch({ available: capabilities.torch === true, on: false });
    try {
      setDecoder(await loading);
      setState('on');
    } catch {
      stop();
      setState('decoderFailed');
    }
  }, [stop]);

  // The reading loop: one frame, then a pause, while the camera is on.
  useEffect(() => {
    if (state !== 'on' || !decoder) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    const tick = async () => {
      const video = videoRef.current;
      if (!gone && video && !pausedRef.current && video.readyState >= 2) {
        try {
          const frameAt = performance.now();
          const texts = await decoder.read(video);
          if (!gone && !pausedRef.current && texts[0]) onReadRef.current(texts[0], frameAt);
        } catch {
          // a frame that could not be read: the next one will
        }
      }
      if (!gone) timer = setTimeout(() => void tick(), frameGap);
    };
    timer = setTimeout(() => void tick(), frameGap);
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [state, decoder]);

  useEffect(() => stop, [stop]);

  const toggleTorch = async () => {
    const [track] = streamRef.current?.getVideoTracks() ?? [];
    if (!track) return;
    const on = !torch.on;
    try {
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      setTorch({ available: true, on });
    } catch {
      setTorch({ available: false, on: false });
    }
  };

  const message =
    state === 'starting'
      ? copy.cameraStarting
      : state === 'on'
        ? copy.cameraOn
        : state === 'denied'
          ? copy.cameraDenied
          : state === 'missing'
            ? copy.cameraMissing
            : state === 'failed'
              ? copy.cameraFailed
              : state === 'decoderFailed'
                ? copy.decoderFailed
                : null;
  const problem = state === 'denied' || state === 'missing' || state === 'failed' || state === 'decoderFailed';

  return (
    <section className="check-in__camera" aria-labelledby="check-in-camera" data-camera={state} data-decoder={decoder?.kind ?? ''}>
      <h2 id="check-in-camera">{copy.cameraHeading}</h2>
      <div className="check-in__preview" hidden={state !== 'on' && state !== 'starting'}>
        <video ref={videoRef} muted playsInline aria-label={copy.preview} />
      </div>
      <p className={problem ? 'form-error' : 'check-in__camera-state'} role="status">
        {message}
      </p>
      <p className="actions">
        {state === 'on' || state === 'starting' ? (
          <button type="button" className="button button--secondary" onClick={stop}>
            {copy.cameraStop}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void start()}>
            {copy.cameraStart}
          </button>
        )}
        {torch.available && state === 'on' && (
          <button type="button" className="button button--secondary" aria-pressed={torch.on} onClick={() => void toggleTorch()}>
            {torch.on ? copy.torchOff : copy.torchOn}
          </button>
        )}
      </p>
    </section>
  );
}
