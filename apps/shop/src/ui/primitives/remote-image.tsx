import { Image } from 'expo-image';
import { imageUrl } from '@sillon/domain';
import { PixelRatio } from 'react-native';
import { serverUrl } from '@/config';
import { reportFailure } from '@/lib/error-reports';

export type RemoteImageProps = {
  /** A path of the image service: `/images/products/...`. */
  path: string;
  alt: string;
  /** Displayed size in points; the image is asked at the screen's density (spec §9). */
  width: number;
  height: number;
  /** The first visible pictures load first. */
  priority?: boolean;
  /**
   * Fills the width of its column, `width` at most, keeping the ratio: the picture's size then
   * needs no measure of the window (which a server render does not have).
   */
  fluid?: boolean;
};

/** On native, expo-image (disk cache, transitions) at the screen's pixel density; a failure is reported (spec §8). */
export function RemoteImage({ path, alt, width, height, priority = false, fluid = false }: RemoteImageProps) {
  const uri = imageUrl(serverUrl(path), width, PixelRatio.get());
  return (
    <Image
      source={{ uri }}
      onError={(event) => reportFailure({ kind: 'image', action: uri, argument: null, error: event.error })}
      accessibilityLabel={alt}
      style={fluid ? { width: '100%', maxWidth: width, aspectRatio: width / height } : { width, height }}
      contentFit="cover"
      priority={priority ? 'high' : 'normal'}
      transition={150}
    />
  );
}
