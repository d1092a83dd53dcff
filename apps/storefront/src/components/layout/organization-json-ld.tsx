import { inlineScriptJson } from '@/lib/html/inline-script';
import { organizationJsonLd } from '@/lib/seo/organization';
import { siteOrigin } from '@/lib/site-url';

export async function OrganizationJsonLd() {
  const data = organizationJsonLd(await siteOrigin());
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: inlineScriptJson(data) }}
    />
  );
}
