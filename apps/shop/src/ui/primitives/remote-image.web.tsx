import { imageRequestWidth } from '@sillon/domain';
import { serverUrl } from '@/config';
import { reportFailure } from '@/lib/error-reports';
import type { RemoteImageProps } from './remote-image';

/**
 * On web, a plain `<img>` with `srcset`: it is in the pre-rendered HTML, so the picture loads
 * before any JavaScript runs (expo-image on web would render an empty `<div>` until hydration).
 * A failure once the page is live is reported (spec §8).
 */
export function RemoteImage({ path, alt, width, height, priority = false, fluid = false }: RemoteImageProps) {
  const source = (factor: number) => sourceAt(imageRequestWidth(width, factor));
  const sourceAt = (served: number) => `${serverUrl(path)}?w=${served}&fm=auto`;
  // Each listed width once: two densities served at the same width would repeat a candidate.
  const fluidSources = (shown: number) =>
    [...new Set([1, 2, 3].map((factor) => imageRequestWidth(shown, factor)))].map(
      (served) => `${sourceAt(served)} ${served}w`,
    );
  return (
    <img
      src={source(2)}
      srcSet={fluid ? fluidSources(width).join(', ') : `${source(1)} 1x, ${source(2)} 2x, ${source(3)} 3x`}
      sizes={fluid ? `(max-width: ${width}px) 100vw, ${width}px` : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() =>
        reportFailure({ kind: 'image', action: source(2), argument: null, error: 'the image did not load' })
      }
      style={
        fluid
          ? {
              width: '100%',
              maxWidth: width,
              height: 'auto',
              aspectRatio: `${width} / ${height}`,
              objectFit: 'cover',
              display: 'block',
            }
          : { width, height, objectFit: 'cover', display: 'block' }
      }
    />
  );
}
