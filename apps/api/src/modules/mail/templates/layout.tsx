// Each component from its own package: the @react-email/components bundle also loads Tailwind's compiler, a
// Markdown parser and a code highlighter (~11 MB of the server's heap) that no message here uses.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/** The hotel's colours (apps/web/src/styles.css): ivory and ink, gold for accents, gold-ink for gold text. */
export const colours = {
  canvas: '#faf7f2',
  surface: '#ffffff',
  ink: '#1b1a18',
  muted: '#5c554b',
  line: '#e3d9c9',
  gold: '#c9a24d',
  goldInk: '#8a6516',
};

// Mail clients that honour prefers-color-scheme get the dark theme of the site; inline styles are the light one
// (and what clients that strip <style> show). `!important` beats the inline colours.
const darkCss = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .mail-body, .mail-canvas { background-color: #0d121d !important; color: #f2ede4 !important; }
    .mail-card { background-color: #141b2a !important; border-color: #283247 !important; }
    .mail-text, .mail-heading { color: #f2ede4 !important; }
    .mail-muted { color: #a8a196 !important; }
    .mail-gold { color: #e0bf74 !important; }
    .mail-button { background-color: #c9a24d !important; color: #14110b !important; }
    .mail-rule { border-color: #283247 !important; }
  }
`;

export function Layout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <title>{preview}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkCss}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="mail-body"
        style={{
          backgroundColor: colours.canvas,
          color: colours.ink,
          fontFamily: 'Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container className="mail-canvas" style={{ maxWidth: 600, padding: '0 16px' }}>
          <Text
            className="mail-gold"
            style={{
              color: colours.goldInk,
              fontFamily: 'Georgia, "Times New Roman", serif',
              fontSize: 26,
              letterSpacing: 2,
              textAlign: 'center',
              margin: '8px 0 16px',
            }}
          >
            THE AURELIA
          </Text>
          <Section
            className="mail-card"
            style={{
              backgroundColor: colours.surface,
              border: `1px solid ${colours.line}`,
              borderTop: `3px solid ${colours.gold}`,
              borderRadius: 6,
              padding: '24px 28px',
            }}
          >
            {children}
          </Section>
          <Hr className="mail-rule" style={{ borderColor: colours.line, margin: '24px 0 12px' }} />
          <Text className="mail-muted" style={{ color: colours.muted, fontSize: 12, textAlign: 'center' }}>
            The Aurelia · Check-in from 3:00 PM · Check-out by 11:00 AM
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Text
      className="mail-heading"
      style={{ color: colours.ink, fontFamily: 'Georgia, "Times New Roman", serif', fontSize: 22, margin: '0 0 12px' }}
    >
      {children}
    </Text>
  );
}

export function Para({ children }: { children: ReactNode }) {
  return (
    <Text className="mail-text" style={{ color: colours.ink, fontSize: 15, lineHeight: '22px', margin: '0 0 12px' }}>
      {children}
    </Text>
  );
}

/** Label and value lines (reference, dates, room ...). */
export function Details({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      {rows.map(([label, value]) => (
        <Text key={label} className="mail-text" style={{ color: colours.ink, fontSize: 15, margin: '0 0 6px' }}>
          <span className="mail-muted" style={{ color: colours.muted }}>
            {label}:
          </span>{' '}
          <strong>{value}</strong>
        </Text>
      ))}
    </Section>
  );
}
