// A file a request carries, not read yet. The REST door (http/doors/rest-door.ts, lib/upload-form.ts)
// hands it to its procedure in the input, so the procedure's rule (who may upload, how often) runs before a
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

/**
 * The input of a procedure that takes a file in the form field `field` (its meta's `rest.upload`
 * names the same field): only the server itself can give it, no JSON is an IncomingFile. The
 * document shows the field as a binary form field.
 */
export function incomingFileInput<Field extends string>(field: Field, description: string) {
  const file = z
    .custom<IncomingFile>((value) => value instanceof IncomingFile, { error: 'upload.noImage' })
    .meta({ override: { type: 'string', format: 'binary', description } });
  return z.object({ [field]: file } as Record<Field, typeof file>);
}
