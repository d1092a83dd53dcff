import { getBuildId } from '@/lib/build-id';

export const dynamic = 'force-dynamic';

/** Spec §4: the client compares this with the build its page came from. */
export async function GET() {
  return Response.json(
    { version: await getBuildId() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
