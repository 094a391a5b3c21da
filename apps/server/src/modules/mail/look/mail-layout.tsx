/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The frame of every e-mail the shop sends: the shop's name on its background, a white card with
 * the title and the content, a short footer. React Email's components write the tables and inline
 * styles that e-mail clients need.
 */
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import { MAIL_WIDTH, mailColors, mailFont, mailFontSize, mailRadius, mailSpacing } from './mail-theme';

const page: CSSProperties = {
  backgroundColor: mailColors.background,
  color: mailColors.primary,
  fontFamily: mailFont,
  margin: 0,
  padding: `${mailSpacing.xl}px 0`,
};
const frame: CSSProperties = { maxWidth: MAIL_WIDTH, width: '100%', margin: '0 auto' };
const brand: CSSProperties = {
  fontSize: mailFontSize.xxl,
  lineHeight: '36px',
  fontWeight: 700,
  letterSpacing: '-0.5px',
  margin: `0 0 ${mailSpacing.lg}px`,
  padding: `0 ${mailSpacing.lg}px`,
  color: mailColors.primary,
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
const footer: CSSProperties = {
  fontSize: mailFontSize.xs,
  lineHeight: '18px',
  color: mailColors.muted,
  margin: `${mailSpacing.lg}px 0 0`,
  padding: `0 ${mailSpacing.lg}px`,
};

export function MailLayout(props: {
  /** The line an inbox shows after the subject. */
  preview: string;
  title: string;
  children: ReactNode;
  /** Below the card: who writes and why. */
  footer: string;
}) {
  return (
    <Html lang="fr">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={frame}>
          <Text style={brand}>Sillon</Text>
          <Section style={card}>
            <Heading as="h1" style={title}>
              {props.title}
            </Heading>
            {props.children}
          </Section>
          <Text style={footer}>{props.footer}</Text>
        </Container>
      </Body>
    </Html>
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
