// An event's picture: for an uploaded image, its WebP sizes (srcset, with `sizes` matching the
// layout) and its intrinsic size, so its box is reserved before it loads; any other address as it
// is, in a box of fixed shape (CSS aspect-ratio), so nothing below it moves either way. Lazy,
// except the one image at the top of the page, which the browser should fetch first.
import type { Event } from '../../../../shared/events.schema';
import { imageUrl, responsiveImage } from '../../../../shared/images';
import { pick, useI18n } from '../../i18n/i18n';
import './event-image.css';

interface EventImageProps {
  event: Pick<Event, 'imageUrl' | 'titleEn' | 'titleZh'>;
  className: string;
  /** The width the image is shown at, per layout (the `sizes` attribute). */
  sizes: string;
  /** The first image of the page, above the fold: fetched early, not lazily. */
  priority?: boolean;
}

export function EventImage({ event, className, sizes, priority = false }: EventImageProps) {
  const { language } = useI18n();
  if (!event.imageUrl) return null;
  // Stored addresses as docs/product.md §7 reads them (/static/ ↔ /uploads/, a bare name a staff photo).
  const image = responsiveImage(imageUrl(event.imageUrl));
  return (
    <img
      className={`event-image ${className}`}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={pick(language, event.titleEn, event.titleZh)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

/** `sizes` of each place an event image is shown, matching events.css and event.css (its page). */
export const imageSizes = {
  card: '(max-width: 560px) calc(100vw - 5rem), 13rem',
  featured: '(max-width: 560px) calc(100vw - 5rem), 20rem',
  page: '(max-width: 860px) calc(100vw - 2.5rem), 45rem',
} as const;
