import { proxyMedia } from '@/lib/media/media-proxy';

// Read at run time: COMMERCE_URL differs between build and deployment.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

/** Commerce media served from the storefront's origin (see lib/media/media-url.ts). */
export async function GET(request: Request, { params }: Context) {
  return proxyMedia(request, (await params).path);
}

export async function HEAD(request: Request, { params }: Context) {
  return proxyMedia(request, (await params).path);
}
