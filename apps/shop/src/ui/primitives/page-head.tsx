import Head from 'expo-router/head';
import { pageTitle } from '@sillon/domain';

export type PageHeadProps = { title?: string; description?: string };

/** Title (with the brand suffix) and meta description of a page, set in the browser. */
export function PageHead({ title, description }: PageHeadProps) {
  return (
    <Head>
      <title>{pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </Head>
  );
}

/** A page others may share or index: its canonical address and its picture, both absolute. */
export type SharedPage = { url: string; image?: string; type?: 'website' | 'product' | 'article' };

type PageMetadata = {
  title: string;
  description?: string;
  alternates?: { canonical: string };
  openGraph?: {
    title: string;
    description?: string;
    url: string;
    siteName: string;
    locale: string;
    type: string;
    images?: string[];
  };
};

/**
 * The same head for the server render of a web page (a route's `generateMetadata`): Expo
 * Router's streaming render writes these into the HTML, where `<Head>` is only read in the browser.
 * A shared page also gets its canonical link and Open Graph tags (issue 16).
 */
export function pageMetadata({ title, description }: PageHeadProps, shared?: SharedPage): PageMetadata {
  const head: PageMetadata = description
    ? { title: pageTitle(title), description }
    : { title: pageTitle(title) };
  if (!shared) return head;
  return {
    ...head,
    alternates: { canonical: shared.url },
    openGraph: {
      title: title ?? head.title,
      ...(description ? { description } : {}),
      url: shared.url,
      siteName: 'Sillon',
      locale: 'fr_FR',
      type: shared.type ?? 'website',
      ...(shared.image ? { images: [shared.image] } : {}),
    },
  };
}
