// One image upload at a time from a field (the event image, the staff photo): the file is checked
// first in the server's words (type, 5MB), then sent with its progress; cancelling or leaving the
// page aborts it. The field says what the answer means and words its own messages.
import { useEffect, useRef, useState } from 'react';
import { checkImageFile, type Upload, type UploadMessageKey } from './upload';

interface UploadHandlers<T> {
  /** Sends the file (lib/upload.ts `sendFile` through the route's own helper). */
  send: (file: File, onProgress: (sent: number) => void) => Upload<T>;
  /** The file did not pass the check and was not sent. */
  onRefused: (key: UploadMessageKey) => void;
  /** The file passed the check and is about to be sent. */
  onStart?: (file: File) => void;
  onDone: (result: T) => void;
  onFailed: (error: unknown) => void;
  /** Told when an upload starts and ends, so a form is not sent half way. */
  onUploading: (uploading: boolean) => void;
}

export function useUpload<T>(handlers: UploadHandlers<T>) {
  const upload = useRef<Upload<T> | null>(null);
  const [progress, setProgress] = useState<{ name: string; sent: number } | null>(null);

  // Leaving the field ends an upload in flight.
  useEffect(() => () => upload.current?.abort(), []);

  const start = (file: File) => {
    const refused = checkImageFile(file);
    if (refused) {
      handlers.onRefused(refused);
      return;
    }
    handlers.onStart?.(file);
    setProgress({ name: file.name, sent: 0 });
    handlers.onUploading(true);
    const current = handlers.send(file, (sent) => setProgress((p) => (p ? { ...p, sent } : p)));
    upload.current = current;
    current.done
      .then(handlers.onDone)
      .catch(handlers.onFailed)
      .finally(() => {
        if (upload.current === current) upload.current = null;
        setProgress(null);
        handlers.onUploading(false);
      });
  };

  return {
    /** The file being sent and the share sent (0–1), or null. */
    progress,
    percent: progress ? Math.round(progress.sent * 100) : 0,
    start,
    cancel: () => upload.current?.abort(),
  };
}
