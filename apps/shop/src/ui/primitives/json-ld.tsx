/**
 * Structured data for search engines (schema.org JSON-LD, issue 16). Only web pages are read by
 * search engines: on a phone there is nothing to render (see `json-ld.web.tsx`).
 */
export type JsonLdProps = { data: Record<string, unknown> };

export function JsonLd(_props: JsonLdProps) {
  return null;
}
