// A fake camera for Chromium (issue 38): a .y4m video (YUV4MPEG2, 4:2:0) whose every frame shows a
// QR code of `text`, black on white, big and centred. Chromium plays it as the camera with
// --use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { encode } from 'uqr';
import { launchBrowser } from './support';

export interface FakeVideo {
  file: string;
  width: number;
  height: number;
}

/** Writes the video of `text`'s QR code (with its quiet zone of 4 modules) and answers its file. */
export function qrVideo(text: string, options: { width?: number; height?: number; frames?: number; dir?: string } = {}): FakeVideo {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const frames = options.frames ?? 5;
  const qr = encode(text, { border: 4 });
  const modules = qr.size;
  const scale = Math.floor((Math.min(width, height) * 0.9) / modules);
  if (scale < 2) throw new Error(`the QR code of ${text.length} characters does not fit ${width}×${height}`);
  const side = modules * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < side; y++) {
    const row = qr.data[Math.floor(y / scale)]!;
    for (let x = 0; x < side; x++) if (row[Math.floor(x / scale)]) luma[(top + y) * width + left + x] = 16;
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fake-camera-'));
  const file = path.join(dir, 'camera.y4m');
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return { file, width, height };
}

/** Chromium (as e2e/support.ts launches it) whose camera plays `video`, with no permission prompt. */
export function launchWithCamera(video: FakeVideo): Promise<Browser> {
  return launchBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video.file}`,
  ]);
}
