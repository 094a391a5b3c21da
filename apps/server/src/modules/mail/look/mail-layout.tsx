/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The frame of every e-mail the shop sends: the shop's logo and name on its background, a white
 * card with the title, the content and the e-mail's button, then where to ask for help and a short
 * footer. React Email's components write the tables and inline styles that e-mail clients need.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import type { MailBrand } from './mail-brand';
import { MAIL_WIDTH, mailColors, mailFont, mailFontSize, mailRadius, mailSpacing } from './mail-theme';

const page: CSSProperties = {
  backgroundColor: mailColors.background,
  color: mailColors.primary,
  fontFamily: mailFont,
  margin: 0,
  padding: `${mailSpacing.xl}px 0`,
};
const frame: CSSProperties = { maxWidth: MAIL_WIDTH, width: '100%', margin: '0 auto' };
const header: CSSProperties = { margin: `0 0 ${mailSpacing.lg}px`, padding: `0 ${mailSpacing.lg}px` };
const logo: CSSProperties = { display: 'block', border: 0, borderRadius: mailRadius.md };
const brandName: CSSProperties = {
  fontSize: mailFontSize.xxl,
  lineHeight: '36px',
  fontWeight: 700,
  letterSpacing: '-0.5px',
  color: mailColors.primary,
  textDecoration: 'none',
  paddingLeft: mailSpacing.md,
};
const card: CSSProperties = {
  backgroundColor: mailColors.surface,
  border: `1px solid ${mailColors.border}`,
  borderRadius: mailRadius.lg,
  padding: `${mailSpacing.xl}px ${mailSpacing.lg}px`,
};
const title: CSSProperties = {
  fontSize: mailFontSize.xl,
  lineHeight: '30px',
  fontWeight: 700,
  margin: `0 0 ${mailSpacing.lg}px`,
  color: mailColors.primary,
};
const button: CSSProperties = {
  backgroundColor: mailColors.primary,
  color: mailColors.surface,
  borderRadius: mailRadius.md,
  fontSize: mailFontSize.md,
  lineHeight: '24px',
  fontWeight: 700,
  textDecoration: 'none',
  textAlign: 'center',
  padding: `${mailSpacing.md}px ${mailSpacing.xl}px`,
};
const buttonRow: CSSProperties = { margin: `${mailSpacing.sm}px 0 0` };
const help: CSSProperties = {
  fontSize: mailFontSize.sm,
  lineHeight: '20px',
  color: mailColors.primary,
  margin: `${mailSpacing.lg}px 0 0`,
  padding: `0 ${mailSpacing.lg}px`,
};
const link: CSSProperties = { color: mailColors.link, textDecoration: 'underline' };
const footer: CSSProperties = {
  fontSize: mailFontSize.xs,
  lineHeight: '18px',
  color: mailColors.muted,
  margin: `${mailSpacing.lg}px 0 0`,
  padding: `0 ${mailSpacing.lg}px`,
};

/** Where the shop's logo is: on the shop's own site, at its public address (see `mail-brand.ts`). */
export const mailLogoUrl = (brand: MailBrand) => `${brand.publicUrl}/icon-192.png`;

export function MailLayout(props: {
  /** The line an inbox shows after the subject. */
  preview: string;
  title: string;
  children: ReactNode;
  /** The shop's address and help contact. */
  brand: MailBrand;
  /** The e-mail's one button, below the content (« Voir ma commande »); or a `MailButton` inside. */
  action?: { label: string; href: string } | undefined;
  /** Below the card: who writes and why. */
  footer: string;
}) {
  const { brand } = props;
  return (
    <Html lang="fr">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={frame}>
          <table role="presentation" cellPadding={0} cellSpacing={0} style={header}>
            <tbody>
              <tr>
                <td>
                  {/* Its name is written beside it: the picture itself says nothing more. */}
                  <Img src={mailLogoUrl(brand)} width={40} height={40} alt="" style={logo} />
                </td>
                <td>
                  <Link href={brand.publicUrl} style={brandName}>
                    Sillon
                  </Link>
                </td>
              </tr>
            </tbody>
          </table>
          <Section style={card}>
            <Heading as="h1" style={title}>
              {props.title}
            </Heading>
            {props.children}
            {props.action ? <MailButton {...props.action} /> : null}
          </Section>
          <Text style={help}>
            Une question ? Écrivez-nous à{' '}
            <Link href={`mailto:${brand.helpEmail}`} style={link}>
              {brand.helpEmail}
            </Link>
            , nous vous répondons.
          </Text>
          <Text style={footer}>{props.footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The e-mail's button (a link drawn as one, which every client follows). */
export function MailButton(props: { label: string; href: string }) {
  return (
    <Section style={buttonRow}>
      <Button href={props.href} style={button}>
        {props.label}
      </Button>
    </Section>
  );
}

const paragraph: CSSProperties = {
  fontSize: mailFontSize.md,
  lineHeight: '24px',
  margin: `0 0 ${mailSpacing.md}px`,
  color: mailColors.primary,
};

/** A paragraph of the e-mail's body. */
export function MailParagraph(props: { children: ReactNode }) {
  return <Text style={paragraph}>{props.children}</Text>;
}

const highlight: CSSProperties = {
  backgroundColor: mailColors.informational,
  borderRadius: mailRadius.md,
  padding: `${mailSpacing.md}px ${mailSpacing.lg}px`,
  margin: `0 0 ${mailSpacing.lg}px`,
};
const highlightText: CSSProperties = { ...paragraph, margin: 0 };

/** A key fact set apart (the delivery, the amount added). */
export function MailHighlight(props: { children: ReactNode }) {
  return (
    <Section style={highlight}>
      <Text style={highlightText}>{props.children}</Text>
    </Section>
  );
}
