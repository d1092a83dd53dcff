import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { storefrontRewrites } from './src/i18n/locale-routing';

// Messages are compiled at build time (next-intl's catalog loader and icu-minify): pages and
// islands format them without an ICU parser, and a text with arguments needs no Intl object.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Unprefixed paths are the en storefront (i18n/locale-routing.ts explains why not in the proxy).
  async rewrites() {
    return { beforeFiles: [], afterFiles: storefrontRewrites(), fallback: [] };
  },
  reactStrictMode: true,
  images: {
    // Spec §9 image defaults: WebP at quality 80. Product images come from the commerce service
    // through the local /media proxy, so they are local images (no remote patterns needed).
    formats: ['image/webp'],
    qualities: [80],
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/*.svg' }],
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    imageSizes: [82, 100, 140, 160, 194, 216, 240],
  },
};

export default withNextIntl(nextConfig);
