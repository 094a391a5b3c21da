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

/**
 * The same head for the server render of a web page (a route's `generateMetadata`): Expo
 * Router's streaming render writes these into the HTML, where `<Head>` is only read in the browser.
 */
export function pageMetadata({ title, description }: PageHeadProps): { title: string; description?: string } {
  return description ? { title: pageTitle(title), description } : { title: pageTitle(title) };
}
