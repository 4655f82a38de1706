// Image URLs as the site shows them (docs/product.md §7), and the responsive sizes of uploaded images
// (POST /api/admin/upload/image writes them: docs/decisions/016). No zod: the client imports
// this on every screen that shows an image.

/** The widths of the WebP variants an upload gets, besides the fallback's own width. */
export const variantSteps = [480, 960, 1600] as const;
/** The widest an uploaded image is kept; wider ones are scaled down, never up. */
export const maxImageWidth = 1600;

/**
 * The WebP widths of an upload whose fallback is `width` wide (≤ maxImageWidth): the steps
 * narrower than it, and the width itself, ascending.
 */
export function variantWidths(width: number): number[] {
  return [...variantSteps.filter((step) => step < width), width];
}

export interface ResponsiveImage {
  src: string;
  width?: number;
  height?: number;
  srcSet?: string;
}

// /uploads/images/<id>-<W>x<H>.<jpg|png> (an event's image) or /uploads/staff/<id>-<S>x<S>.jpg
// (an avatar, cropped square), or the same under /static/, optionally under an origin.
const uploadedImage =
  /^((?:https?:\/\/[^/?#]+)?\/(?:uploads|static)\/(?:images|staff)\/)([A-Za-z0-9_-]{1,64})-(\d{1,5})x(\d{1,5})\.(?:jpg|png)$/;

/**
 * What an <img> needs for `url`: for an uploaded image, its size (no layout shift) and a
 * srcSet of its WebP variants; for anything else, the URL alone.
 */
export function responsiveImage(url: string): ResponsiveImage {
  const match = uploadedImage.exec(url);
  if (!match) return { src: url };
  const [, base, id, w, h] = match as unknown as [string, string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  if (width < 1 || height < 1 || width > maxImageWidth) return { src: url };
  const srcSet = variantWidths(width)
    .map((step) => `${base}${id}-${step}w.webp ${step}w`)
    .join(', ');
  return { src: url, width, height, srcSet };
}

/**
 * An image URL as stored (an event's imageUrl, a staff photo) → the URL to load, docs/product.md §7:
 *  - an absolute http(s) URL (or a data:/blob: URL) is used as is;
 *  - a path starting with / is taken under the backend origin;
 *  - another relative path (`uploads/images/a.jpg`) is made absolute under the backend origin;
 *  - a bare file name (no slash) is a staff photo under /uploads/staff/.
 * `/static/…` and `/uploads/…` name the same files (the server serves both); the client always
 * asks for `/uploads/…`, so each image has one URL in the browser's cache.
 * `backendOrigin` is empty when the API is on the site's own origin (the usual case).
 */
export function imageUrl(url: string, backendOrigin = ''): string {
  const value = url.trim();
  if (!value) return '';
  if (/^(?:https?:\/\/|\/\/|data:image\/|blob:)/i.test(value)) return value;
  const origin = backendOrigin.replace(/\/+$/, '');
  let path = value.startsWith('/') ? value : value.includes('/') ? `/${value}` : `/uploads/staff/${value}`;
  if (path.startsWith('/static/')) path = `/uploads/${path.slice('/static/'.length)}`;
  return `${origin}${path}`;
}
