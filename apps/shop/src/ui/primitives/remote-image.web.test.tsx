/**
 * A picture on the web (spec §9): a plain `<img>` in the server-rendered HTML, so it loads before
 * any JavaScript runs; the first pictures of a page load first, the others when scrolled to.
 * (Its `srcset` and its failure report are in `remote-image.test.tsx`.)
 */
import { render } from '@testing-library/react-native';
import type { ReactElement } from 'react';
import { RemoteImage } from './remote-image.web';

type ImgProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  loading: string;
  fetchPriority: string;
  decoding: string;
  style: Record<string, unknown>;
};

function imgOf(element: ReactElement): ImgProps {
  const { UNSAFE_getByType } = render(element);
  return UNSAFE_getByType('img' as never).props as ImgProps;
}

it('is an <img> with its text for screen readers and its size, so the page does not move', () => {
  const img = imgOf(
    <RemoteImage path="/images/products/miel" alt="Miel de lavande" width={160} height={120} />,
  );
  expect(img).toMatchObject({ alt: 'Miel de lavande', width: 160, height: 120, decoding: 'async' });
  expect(img.src).toBe('http://localhost:3000/images/products/miel?w=340&fm=auto');
  expect(img.style).toMatchObject({ width: 160, height: 120, objectFit: 'cover' });
});

it('loads a picture below the fold when it is scrolled to, and the first ones at once', () => {
  const lazy = imgOf(<RemoteImage path="/images/products/miel" alt="Miel" width={160} height={120} />);
  expect(lazy).toMatchObject({ loading: 'lazy', fetchPriority: 'auto' });
  const first = imgOf(
    <RemoteImage path="/images/banners/ete" alt="L'été" width={800} height={300} priority />,
  );
  expect(first).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
});

it('fills its column up to its width when fluid, keeping its ratio without measuring the window', () => {
  const img = imgOf(<RemoteImage path="/images/banners/ete" alt="L'été" width={900} height={300} fluid />);
  expect(img.sizes).toBe('(max-width: 900px) 100vw, 900px');
  expect(img.style).toMatchObject({ width: '100%', maxWidth: 900, height: 'auto', aspectRatio: '900 / 300' });
});
