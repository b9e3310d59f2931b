import type { CSSProperties } from 'react';
import type { PageImage } from '../../../contract/page-builder';
import { pageImageSrcSet, pageImageUrl as imageUrlOf } from '../../../contract/page-builder-public';

/** The one place the URL of an uploaded page image is built (the server's public image call). */
export function pageImageUrl(image: Pick<PageImage, 'id'>): string {
  return imageUrlOf(image.id);
}

/**
 * An uploaded image. Stored images carry no dimensions, so the caller gives the box's aspect
 * ratio (and a nominal width/height for the browser's first layout) to avoid layout shift; lazy
 * unless `eager` (the hero's, which is the page's largest paint). With `sizes` (the slot's width),
 * a JPEG or PNG wider than its rendition is drawn from a `srcset` of both.
 */
export function PageImg({
  image,
  width,
  height,
  className,
  eager = false,
  decorative = false,
  sizes,
  style,
}: {
  image: PageImage;
  width: number;
  height: number;
  className?: string | undefined;
  eager?: boolean;
  /** Beside a text that already says what it shows: no alt, whatever was stored. */
  decorative?: boolean;
  /** The slot's width for the browser's choice in the srcset (an HTML `sizes`). */
  sizes?: string;
  style?: CSSProperties;
}) {
  const srcSet = sizes === undefined ? undefined : pageImageSrcSet(image, width);
  return (
    <img
      src={pageImageUrl(image)}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={decorative ? '' : image.alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      className={className}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
    />
  );
}
