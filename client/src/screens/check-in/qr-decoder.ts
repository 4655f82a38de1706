// Reading QR codes from the camera's frames (issue 38, item 2): the browser's BarcodeDetector where
// it has one, else ZXing-C++ as WebAssembly (zxing-wasm), loaded on demand with its .wasm from our
// own origin (never a CDN; the CSP allows compiling WebAssembly with 'wasm-unsafe-eval' only).
// A frame is downscaled to at most 640 px wide before it is read.

export type FrameSource = HTMLVideoElement;
export interface QrDecoder {
  kind: 'native' | 'zxing';
  /** The texts of the QR codes in the frame (usually none or one). */
  read(source: FrameSource): Promise<string[]>;
}

interface NativeDetector {
  detect(source: CanvasImageSource | ImageData): Promise<{ rawValue: string }[]>;
}
type NativeDetectorClass = (new (options: { formats: string[] }) => NativeDetector) & { getSupportedFormats?: () => Promise<string[]> };

const maxWidth = 640;

/** The frame as ImageData, downscaled; null before the video has a frame. */
function frameOf(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const { videoWidth, videoHeight } = video;
  if (!videoWidth || !videoHeight) return null;
  const scale = Math.min(1, maxWidth / videoWidth);
  const width = Math.round(videoWidth * scale);
  const height = Math.round(videoHeight * scale);
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    const canvas = document.createElement('canvas');
    return {
      kind: 'native',
      async read(video) {
        const frame = frameOf(video, canvas);
        if (!frame) return [];
        return (await detector.detect(frame)).map((code) => code.rawValue);
      },
    };
  } catch {
    return null;
  }
}

async function zxingDecoder(): Promise<QrDecoder> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  return {
    kind: 'zxing',
    async read(video) {
      const frame = frameOf(video, canvas);
      if (!frame) return [];
      const found = await readBarcodes(frame, { formats: ['QRCode'], tryHarder: false, maxNumberOfSymbols: 1 });
      return found.filter((code) => code.isValid).map((code) => code.text);
    },
  };
}

let decoder: Promise<QrDecoder> | undefined;
/** The page's one decoder: native when the browser reads QR codes itself, else ZXing (loaded once). */
export function loadDecoder(): Promise<QrDecoder> {
  decoder ??= (async () => (await nativeDecoder()) ?? zxingDecoder())();
  decoder.catch(() => {
    decoder = undefined;
  });
  return decoder;
}
