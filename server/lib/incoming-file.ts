// A file a request carries, not read yet. The upload route (plugins/upload-route.ts) hands it to
// its procedure as the input, so the procedure's rule (who may upload, how often) runs before a
// byte of the body is read; the service then asks for it to be saved (docs/decisions/016).
import { z } from 'zod';

export interface ReceivedFile {
  /** Where it was written: a new file in the directory given. */
  path: string;
}

export class IncomingFile {
  #saved: Promise<ReceivedFile> | undefined;
  constructor(
    private readonly save: (dir: string) => Promise<ReceivedFile>,
    /** Aborted when the client goes away before it has its answer. */
    readonly signal: AbortSignal,
  ) {}

  /**
   * Streams the file into a new file in `dir` (once; a second call gets the same file). Throws
   * an AppError for a body that is refused (too large, not a form, no file), leaving nothing
   * behind.
   */
  saveTo(dir: string): Promise<ReceivedFile> {
    return (this.#saved ??= this.save(dir));
  }
}

/** A procedure's input that only the server itself can give: no JSON is an IncomingFile. */
export const incomingFileInput = z.custom<IncomingFile>((value) => value instanceof IncomingFile, { error: 'upload.noImage' });
