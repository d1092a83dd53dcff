import localFont from 'next/font/local';

// Self-hosted from @fontsource (no web-font requests at run time), cut down at build time to the
// latin characters and the weights the shop draws (scripts/subset-fonts.ts, ADR 0064). The
// display face comes in one weight, 500, the logo's included: a second weight cost every page
// 24 KB before its first paint.
export const displayFont = localFont({
  src: [
    {
      path: '../../fonts/cormorant-garamond-latin-500.woff2',
      weight: '500',
      style: 'normal',
    },
  ],
  variable: '--font-display',
  display: 'swap',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

// The body face's weight axis runs 400–700 (BODY_WEIGHTS in lib/font-subset.ts).
export const bodyFont = localFont({
  src: '../../fonts/inter-latin-400-700.woff2',
  weight: '400 700',
  variable: '--font-body',
  display: 'swap',
  fallback: ['system-ui', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
