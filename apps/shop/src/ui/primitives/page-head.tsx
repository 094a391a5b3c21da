import Head from 'expo-router/head';
import { pageTitle } from '@sillon/domain';

/** Title (with the brand suffix) and meta description of a page; pre-rendered into the web HTML. */
export function PageHead({ title, description }: { title?: string; description?: string }) {
  return (
    <Head>
      <title>{pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </Head>
  );
}
