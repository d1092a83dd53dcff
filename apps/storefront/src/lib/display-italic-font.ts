import localFont from 'next/font/local';

/**
 * The display italic, used by the home page's greeting only. Next.js preloads a font on the routes
 * whose modules use it, so in a module of its own it is preloaded on the home page alone, and every
 * other page leaves it out of the first round of requests (ADR 0039). Cut down at build time as the
 * other two faces are (lib/fonts.ts).
 */
export const displayItalicFont = localFont({
  src: '../../fonts/cormorant-garamond-latin-500-italic.woff2',
  weight: '500',
  style: 'italic',
  display: 'swap',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
