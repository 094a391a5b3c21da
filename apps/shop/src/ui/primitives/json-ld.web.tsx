/**
 * Structured data for search engines (schema.org JSON-LD, issue 16), in the server-rendered page.
 * `<` is escaped so that no text of the data (a product's description) can close the script.
 */
import type { JsonLdProps } from './json-ld';

export function JsonLd({ data }: JsonLdProps) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
