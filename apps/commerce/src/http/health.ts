import type { CommerceDatabase } from '../db/database';

export interface HealthReport {
  status: 'ok' | 'error';
  database: {
    status: 'ok' | 'error';
    driver: CommerceDatabase['driver'];
    latencyMs: number | null;
  };
}

const PING_TIMEOUT_MS = 2000;

/** Readiness for load balancers and `npm start`: the service is healthy when its database answers. */
export async function checkHealth(database: CommerceDatabase): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const latencyMs = await Promise.race([
      database.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
      }),
    ]);
    return { status: 'ok', database: { status: 'ok', driver: database.driver, latencyMs } };
  } catch {
    return {
      status: 'error',
      database: { status: 'error', driver: database.driver, latencyMs: null },
    };
  } finally {
    clearTimeout(timer);
  }
}
