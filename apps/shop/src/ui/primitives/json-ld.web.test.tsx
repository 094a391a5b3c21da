/**
 * Structured data on the web (issue 16): a schema.org JSON-LD script in the page, which a text of
 * the data (a product's description) can never close. Phones render none.
 */
import { render } from '@testing-library/react-native';
import type { ReactElement } from 'react';
import { JsonLd as PhoneJsonLd } from './json-ld';
import { JsonLd } from './json-ld.web';

const product = {
  '@type': 'Product',
  name: 'Miel de lavande',
  description: 'Récolté en Provence </script><script>alert(1)</script>',
  offers: { '@type': 'Offer', price: '8.90', priceCurrency: 'EUR' },
};

function scriptOf(element: ReactElement) {
  const { UNSAFE_getByType } = render(element);
  return UNSAFE_getByType('script' as never).props as {
    type: string;
    dangerouslySetInnerHTML: { __html: string };
  };
}

it('writes the data as a schema.org JSON-LD script', () => {
  const script = scriptOf(<JsonLd data={product} />);
  expect(script.type).toBe('application/ld+json');
  expect(JSON.parse(script.dangerouslySetInnerHTML.__html)).toEqual({
    '@context': 'https://schema.org',
    ...product,
  });
});

it('escapes every < so that a description cannot close the script', () => {
  const html = scriptOf(<JsonLd data={product} />).dangerouslySetInnerHTML.__html;
  expect(html).not.toContain('<');
  expect(html).toContain('Provence \\u003c/script>\\u003cscript>');
});

it('renders nothing on a phone, which no search engine reads', () => {
  expect(render(<PhoneJsonLd data={product} />).toJSON()).toBeNull();
});
