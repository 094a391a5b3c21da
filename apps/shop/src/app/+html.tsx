import { ScrollViewStyleReset, useServerDocumentContext } from 'expo-router/html';
import { Children, isValidElement, type PropsWithChildren, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { appHeaderWebCss } from '@/ui/primitives/app-header';
import { skipLinkWebCss } from '@/ui/primitives/skip-link';
import { desktopWebCss } from '@/ui/responsive';
import { preloadedFontUrls, webFontFaces } from '@/ui/web-fonts';
import { webStartScript } from '@/ui/web-start-script.mjs';

/**
 * The HTML shell of every server-rendered web page: French, mobile viewport, no zoom-blocking.
 * Expo Router's streaming render hands over the page's title and description, the styles and the
 * scripts as nodes to place in `<head>` and `<body>`.
 *
 * The app's script is requested only once the browser has painted the page: evaluating it and
 * taking over the HTML would otherwise hold the first paint of content that is already there, and
 * fetching it earlier (even preloaded at low priority) takes bandwidth from the first pictures and
 * fonts on a slow connection. Expo's `<link rel="preload">` of the script is left out. The script
 * that keeps early taps and starts the app is `web-start-script.mjs`, the same on every page, so
 * the Content Security Policy allows it by a hash made at build time.
 *
 * The font is preloaded through React (`preload`), which writes font preloads first in `<head>`,
 * before the preloads of the first pictures it adds itself: the font is then the first request
 * after the page, and takes the page's connection, already open, rather than opening a new one.
 */
export default function Root({ children }: PropsWithChildren) {
  const { htmlAttributes, bodyAttributes, headNodes, bodyNodes } = useServerDocumentContext();
  const scripts = scriptSources(bodyNodes);
  for (const url of preloadedFontUrls) preload(url, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <html {...htmlAttributes} lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="X-UA-Compatible" content="IE=edge" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#30312C" />
        {/* The icons and manifest are files of `public/`, served beside the pages. */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <ScrollViewStyleReset />
        <style
          dangerouslySetInnerHTML={{
            __html: `body{background-color:#FBFAF5;}${webFontFaces}${appHeaderWebCss}${skipLinkWebCss}${desktopWebCss}`,
          }}
        />
        {Children.map(headNodes, (node) => (isScriptPreload(node) ? null : node))}
      </head>
      <body {...bodyAttributes}>
        {children}
        {Children.map(bodyNodes, (node) => (scriptSource(node) ? null : node))}
        <script data-entry={JSON.stringify(scripts)} dangerouslySetInnerHTML={{ __html: webStartScript }} />
      </body>
    </html>
  );
}

function scriptSource(node: ReactNode): string | undefined {
  if (!isValidElement<{ src?: unknown }>(node) || node.type !== 'script') return undefined;
  return typeof node.props.src === 'string' ? node.props.src : undefined;
}

function scriptSources(nodes: ReactNode): string[] {
  return Children.toArray(nodes).flatMap((node) => scriptSource(node) ?? []);
}

function isScriptPreload(node: ReactNode): boolean {
  return isValidElement<{ as?: unknown }>(node) && node.type === 'link' && node.props.as === 'script';
}
