import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Lang } from '../types';
import { brandName, type MailBrand, type MailContent } from './content';

// Arabic mail clients fall back to Tahoma/Arial, which join Arabic letters; Noto is used where installed.
const FONTS = {
  en: "'Noto Sans', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  ar: "'Noto Naskh Arabic', 'Noto Sans Arabic', Tahoma, 'Segoe UI', Arial, sans-serif",
};

/** One layout for every kind: the brand's header, the heading, the text, one button, small print. */
export function MailLayout(props: { brand: MailBrand; locale: Lang; content: MailContent }) {
  const { brand, locale, content } = props;
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const align = locale === 'ar' ? 'right' : 'left';
  const text = { fontSize: '16px', lineHeight: '26px', color: '#1f2328', textAlign: align } as const;
  return (
    <Html lang={locale} dir={dir}>
      <Head />
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: '#f4f5f7', fontFamily: FONTS[locale], margin: 0, padding: '24px 0' }}>
        <Container
          dir={dir}
          style={{ backgroundColor: '#ffffff', borderRadius: '8px', padding: '32px', maxWidth: '560px' }}
        >
          <Section style={{ borderBottom: `4px solid ${brand.color}`, paddingBottom: '16px', textAlign: align }}>
            {brand.logoUrl ? (
              <Img src={brand.logoUrl} alt="" width="48" height="48" style={{ display: 'inline-block' }} />
            ) : null}
            <Text style={{ ...text, fontSize: '18px', fontWeight: 700, margin: '8px 0 0' }}>
              {brandName(brand, locale)}
            </Text>
          </Section>
          <Heading as="h1" style={{ ...text, fontSize: '22px', lineHeight: '30px', margin: '24px 0 8px' }}>
            {content.heading}
          </Heading>
          {content.paragraphs.map((paragraph, index) => (
            <Text key={index} style={text}>
              {paragraph}
            </Text>
          ))}
          {content.action ? (
            <Section style={{ textAlign: align, margin: '24px 0' }}>
              <Button
                href={content.action.url}
                style={{
                  backgroundColor: brand.color,
                  color: '#ffffff',
                  borderRadius: '6px',
                  padding: '12px 20px',
                  fontSize: '16px',
                  fontWeight: 600,
                  textDecoration: 'none',
                }}
              >
                {content.action.label}
              </Button>
            </Section>
          ) : null}
          {content.note ? (
            <>
              <Hr style={{ borderColor: '#d0d7de', margin: '24px 0 16px' }} />
              <Text style={{ ...text, fontSize: '13px', lineHeight: '20px', color: '#57606a' }}>{content.note}</Text>
            </>
          ) : null}
          {content.unsubscribe ? (
            <Text style={{ ...text, fontSize: '13px', lineHeight: '20px', color: '#57606a' }}>
              {content.unsubscribe.note}{' '}
              <Link href={content.unsubscribe.url} style={{ color: '#0969da', textDecoration: 'underline' }}>
                {content.unsubscribe.label}
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
