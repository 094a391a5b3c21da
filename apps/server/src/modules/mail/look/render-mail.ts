/** An e-mail's two parts from one React Email element: the HTML and its plain-text reading. */
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

export type RenderedMail = { html: string; text: string };

export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element, { pretty: false });
  return { html, text: toPlainText(html).trim() };
}
