// Responsive images for uploaded pictures. The upload endpoint stores a JPEG named with its size
// (/uploads/images/<id>-<W>x<H>.jpg) and WebP variants of it at the widths of variantWidths(W)
// (/uploads/images/<id>-<w>w.webp); this reads those names back, so a page can give the browser
// a srcset and reserve the image's box before it loads. Any other address is shown as it is.

/** Widths of the WebP variants made of an image `width` pixels wide: the steps below it, and itself. */
export const variantSteps = [480, 960, 1600] as const;

export function variantWidths(width: number): number[] {
  return [...variantSteps.filter((step) => step < width), width];
}

export interface ResponsiveImage {
  src: string;
  width?: number;
  height?: number;
  srcSet?: string;
}

const uploadedPattern = /^\/(uploads|static)\/images\/([A-Za-z0-9_-]+)-(\d{1,5})x(\d{1,5})\.(jpe?g|png|webp|gif)$/;

/** src, intrinsic size and WebP srcset of an uploaded image; just the src for any other address. */
export function responsiveImage(url: string): ResponsiveImage {
  const match = uploadedPattern.exec(url);
  if (!match) return { src: url };
  const [, root, id, w, h] = match as unknown as [string, string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  if (width < 1 || height < 1) return { src: url };
  const srcSet = variantWidths(width)
    .map((variant) => `/${root}/images/${id}-${variant}w.webp ${variant}w`)
    .join(', ');
  return { src: url, width, height, srcSet };
}
