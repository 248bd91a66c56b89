import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { HostFrame, type Lang } from './host-frame';
import './host.css';

export const metadata = { title: 'Academy widgets in Next.js' };

/**
 * Rendered on the server: the page language comes from the host's own `lang` cookie (the elements save theirs in
 * localStorage, which a server cannot read), so the first HTML is already in the right language and direction.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const saved = (await cookies()).get('lang')?.value;
  const lang: Lang = saved === 'ar' ? 'ar' : 'en';
  return (
    <html lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <body>
        <HostFrame initialLang={lang}>{children}</HostFrame>
      </body>
    </html>
  );
}
