import type { RateLimits } from '../adapters/server/config.ts';

/**
 * A bench drives thousands of calls a second from one address as one user: far past the general
 * limit of calls, which is set for people (docs/decisions.md). Its servers lift the limit, so a
 * bench measures the server, not the limit.
 */
export const BENCH_RATE_LIMITS: RateLimits = { perUser: 1_000_000, perAddress: 1_000_000, exports: 1_000_000, uploads: 1_000_000 };
