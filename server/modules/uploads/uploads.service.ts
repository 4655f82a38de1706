// Image uploads (docs/decisions/016): the file is saved to a temporary file, checked by its
// magic numbers, re-encoded (one image at a time: a 12-megapixel photo takes tens of MB while
// it is decoded), moved into DATA_DIR/uploads/images (avatars: uploads/staff, through
// `receive`) only when every output was written and the client is still there, and recorded.
// Nothing is left behind otherwise.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { maxInputSides, type UploadedImage, type UploadKind } from '../../../shared/uploads.schema.js';
import { AppError } from '../../lib/app-error.js';
import { detectImageType, encodeImage, type EncodedFile, type EncodedImage } from '../../lib/images.js';
import type { IncomingFile } from '../../lib/incoming-file.js';
import { Semaphore } from '../../lib/semaphore.js';
import { actorOf, type Actor, type AuditService } from '../audit/audit.service.js';

/** The path under which the site serves a file of DATA_DIR/uploads/images. */
export const imagesPath = '/uploads/images/';

export class UploadsService {
  /** Where uploaded images live; served at /uploads/images/ and /static/images/. */
  readonly imagesDir: string;
  /** Bodies being received and images being encoded: never served (a dot directory). */
  readonly tmpDir: string;
  private readonly encoding = new Semaphore(1);

  constructor(private readonly deps: { uploadsDir: string; audit: AuditService }) {
    this.imagesDir = path.join(deps.uploadsDir, 'images');
    this.tmpDir = path.join(deps.uploadsDir, '.tmp');
  }

  /** Makes the directories, and empties the temporary one (what a stopped server left). */
  prepare() {
    fs.rmSync(this.tmpDir, { recursive: true, force: true });
    fs.mkdirSync(this.tmpDir, { recursive: true });
    fs.mkdirSync(this.imagesDir, { recursive: true });
  }

  async storeImage(actor: Actor, incoming: IncomingFile): Promise<UploadedImage> {
    return this.receive(incoming, this.imagesDir, { kind: 'image' }, async (encoded) => {
      const image: UploadedImage = {
        ...served(encoded.fallback),
        type: encoded.fallback.type as UploadedImage['type'],
        variants: encoded.variants.map((file) => ({ ...served(file), type: file.type as 'image/webp' })),
      };
      await this.deps.audit.record({ actor: actorOf(actor), action: 'image.upload', entity: 'image', entityId: image.url, after: image });
      return image;
    });
  }

  /**
   * The one way an uploaded image is taken (event images, avatars): saved to the temporary
   * directory, checked by its magic numbers and its kind's pixel limit, re-encoded (one image
   * at a time, whoever uploads it), moved into `dir` once every output is written and the
   * client is still there, then handed to `keep` (a record in the database). If anything fails, `keep` included, every file
   * is removed; the temporary body always is.
   */
  async receive<T>(incoming: IncomingFile, dir: string, options: ReceiveOptions, keep: (encoded: EncodedImage) => Promise<T>): Promise<T> {
    const received = await incoming.saveTo(this.tmpDir);
    // 128 random bits: names nobody can guess or list.
    const id = randomBytes(16).toString('base64url');
    const written: string[] = [];
    try {
      if (!(await detectImageType(received.path))) throw new AppError('BAD_REQUEST', 'upload.invalidImage');
      // One decode at a time: three large images at once would need three times the memory.
      const encoded = await this.encoding.run(async () => {
        abortedCheck(incoming);
        return encodeImage(received.path, this.tmpDir, id, { square: options.square, maxSides: maxInputSides[options.kind] });
      });
      const files = [encoded.fallback, ...encoded.variants];
      written.push(...files.map((file) => path.join(this.tmpDir, file.name)));
      abortedCheck(incoming);
      await fs.promises.mkdir(dir, { recursive: true });
      for (const file of files) {
        const target = path.join(dir, file.name);
        written.push(target);
        await fs.promises.rename(path.join(this.tmpDir, file.name), target);
      }
      return await keep(encoded);
    } catch (error) {
      await Promise.all(written.map((file) => fs.promises.rm(file, { force: true })));
      throw error;
    } finally {
      await fs.promises.rm(received.path, { force: true });
    }
  }
}

/** What an upload is for: its kind (which pixel limits apply) and, for an avatar, its square. */
export interface ReceiveOptions {
  kind: UploadKind;
  /** Cropped to a square of this side (lib/images.ts EncodeOptions). */
  square?: number;
}

function served(file: EncodedFile) {
  return { url: `${imagesPath}${file.name}`, width: file.width, height: file.height };
}

/** A client that went away gets no files: nobody would ever learn their names. */
function abortedCheck(incoming: IncomingFile) {
  if (incoming.signal.aborted) throw new AppError('BAD_REQUEST', 'upload.malformed');
}
