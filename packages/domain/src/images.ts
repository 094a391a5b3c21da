/**
 * Image URLs (spec §9): the image server resizes on demand; the app asks for twice the displayed
 * width (sharp on high-density screens), never more than 1920 pixels, in the best format the
 * device accepts.
 */

/** Spec §9: "Image width max 1920". */
export const IMAGE_MAX_WIDTH = 1920;
/** Spec §9: "requested width doubled by default". */
export const IMAGE_WIDTH_FACTOR = 2;
/** Spec §9: rack thumbnails are shown 250 wide. */
export const RACK_THUMB_WIDTH = 250;
/** Spec §9: shelf article images are shown 170 wide. */
export const SHELF_ARTICLE_IMAGE_WIDTH = 170;

/**
 * The only widths (and heights) the image server renders: the app asks for them, and any other
 * size asked is served at the first of them at least as large (the widest past the end). Each
 * picture then has a known number of renditions, so asking every size cannot fill the disk. The
 * spec's doubled thumbnails (340, 500) are in the list.
 */
export const IMAGE_WIDTHS = [64, 128, 240, 340, 500, 640, 800, 1080, 1280, 1600, 1920] as const;

/** The listed size an asked size is served at: the first at least as large, at most 1920. */
export function renditionSize(asked: number): number {
  return IMAGE_WIDTHS.find((width) => width >= asked) ?? IMAGE_MAX_WIDTH;
}

export type ImageUrlParams = { w: number; auto: 'format' };

/**
 * Spec §9: the width to request for an image displayed `displayWidth` wide: doubled by default
 * (or times the given factor, e.g. the screen's pixel ratio), capped at 1920, as the listed
 * width the server renders (`IMAGE_WIDTHS`).
 */
export function imageRequestWidth(displayWidth: number, factor: number = IMAGE_WIDTH_FACTOR): number {
  if (!Number.isFinite(displayWidth) || !Number.isFinite(factor) || displayWidth <= 0 || factor <= 0) {
    throw new RangeError(`Invalid image width ${displayWidth} × ${factor}`);
  }
  return renditionSize(displayWidth * factor);
}

/** Spec §9: the query parameters of an image: width and "format auto". */
export function imageUrlParams(displayWidth: number, factor: number = IMAGE_WIDTH_FACTOR): ImageUrlParams {
  return { w: imageRequestWidth(displayWidth, factor), auto: 'format' };
}

/**
 * The URL of an image at the right size. Written without `URL`, whose React Native polyfill
 * lacks `searchParams.set`; existing `w` and `auto` parameters are replaced, others kept.
 */
export function imageUrl(url: string, displayWidth: number, factor: number = IMAGE_WIDTH_FACTOR): string {
  const params = imageUrlParams(displayWidth, factor);
  const [beforeHash = '', hash] = url.split('#', 2);
  const [base = '', query = ''] = beforeHash.split('?', 2);
  const kept = query.split('&').filter((pair) => pair !== '' && !/^(w|auto)=/.test(pair));
  const search = [...kept, `w=${params.w}`, `auto=${params.auto}`].join('&');
  return `${base}?${search}${hash === undefined ? '' : `#${hash}`}`;
}
