// Organization structured data (spec "Layouts": customer-service departments for Europe, USA and Middle East).
import { localeConfigs } from '@/i18n/locales';

export function organizationJsonLd(siteUrl: string | null) {
  const department = (name: string, telephone: string, areaServed: string[]) => ({
    '@type': 'ContactPoint',
    contactType: 'customer service',
    name,
    telephone,
    areaServed,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Loomfront',
    ...(siteUrl ? { url: siteUrl, logo: `${siteUrl}/icon.svg` } : {}),
    contactPoint: [
      department('Customer Service Europe', localeConfigs.en.phone, ['EU', 'AT', 'CH', 'GB']),
      department('Customer Service USA', localeConfigs.us.phone, ['US']),
      department('Customer Service Middle East', localeConfigs.me.phone, ['AE', 'SA']),
    ],
  };
}
