import localFont from 'next/font/local';

// Self-hosted from @fontsource (no web-font requests at run time). The display face comes in one
// weight, 500, the logo's included: a second weight cost every page 24 KB before its first paint.
export const displayFont = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
  ],
  variable: '--font-display',
  display: 'swap',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

export const bodyFont = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-body',
  display: 'swap',
  fallback: ['system-ui', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
