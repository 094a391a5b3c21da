/**
 * The shop's look in e-mails: the values of the app's design tokens (`apps/shop/src/ui/tokens.ts`),
 * copied because the server does not import the app. Change both together. E-mail clients load no
 * web font, so Inter comes with the system's sans-serif behind it; sizes are pixels, styles inline.
 */
export const mailColors = {
  primary: '#30312C',
  discount: '#B378FF',
  informational: '#DBEA8D',
  link: '#0260B8',
  background: '#FBFAF5',
  surface: '#FFFFFF',
  border: '#E4E2D8',
  muted: '#6B6C64',
  errorText: '#C43D33',
} as const;

export const mailFont = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export const mailFontSize = { xs: 12, sm: 14, md: 16, lg: 18, xl: 22, xxl: 28 } as const;

export const mailSpacing = { xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 } as const;

export const mailRadius = { md: 10, lg: 16 } as const;

/** A little wider than the app's 500 px column: a receipt's five columns need the room. */
export const MAIL_WIDTH = 600;
