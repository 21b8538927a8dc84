import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getEnv } from "./env.server";

/**
 * The state that several dashboard instances must share: rate-limit counters and the list of
 * live sessions (so a logout on one instance ends the session on all of them). In memory by
 * default (one process); in Redis when REDIS_URL is set. See docs/decisions/0009-shared-state-in-redis.md.
 */
let redis: Redis | null | undefined;

function redisClient(): Redis | null {
  if (redis !== undefined) return redis;
  const url = getEnv().REDIS_URL;
  if (!url) {
    redis = null;
    return redis;
  }
  redis = new Redis(url, {
    // A request waits for Redis at most about a second, then fails clearly instead of hanging.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    lazyConnect: false,
  });
  // Connection errors are reported per command; without a listener ioredis logs every retry.
  redis.on("error", () => undefined);
  return redis;
}

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Window in seconds. */
  duration: number;
}

/** A rate limiter on the shared store, with an in-process stand-in while Redis is unreachable. */
export function createLimiter(options: LimiterOptions): RateLimiterAbstract {
  const client = redisClient();
  const memory = new RateLimiterMemory({ ...options, keyPrefix: `lawha:${options.keyPrefix}` });
  if (!client) return memory;
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `lawha:${options.keyPrefix}`,
    storeClient: client,
    insuranceLimiter: memory,
  });
}

/** Live sessions: session id → last activity (epoch ms, on the session clock). */
export interface LiveSessions {
  lastSeen(sid: string): Promise<number | null>;
  touch(sid: string, at: number, ttlSeconds: number): Promise<void>;
  end(sid: string): Promise<void>;
}

class MemorySessions implements LiveSessions {
  private readonly entries = new Map<string, { at: number; expires: number }>();

  async lastSeen(sid: string) {
    const entry = this.entries.get(sid);
    if (!entry) return null;
    if (entry.expires <= Date.now()) {
      this.entries.delete(sid);
      return null;
    }
    return entry.at;
  }

  async touch(sid: string, at: number, ttlSeconds: number) {
    if (this.entries.size > 100_000) {
      const now = Date.now();
      for (const [key, e] of this.entries) if (e.expires <= now) this.entries.delete(key);
    }
    this.entries.set(sid, { at, expires: Date.now() + ttlSeconds * 1000 });
  }

  async end(sid: string) {
    this.entries.delete(sid);
  }
}

class RedisSessions implements LiveSessions {
  constructor(private readonly client: Redis) {}

  private key(sid: string) {
    return `lawha:session:${sid}`;
  }

  async lastSeen(sid: string) {
    const value = await this.client.get(this.key(sid));
    const at = value === null ? NaN : Number(value);
    return Number.isFinite(at) ? at : null;
  }

  async touch(sid: string, at: number, ttlSeconds: number) {
    await this.client.set(this.key(sid), String(at), "EX", Math.max(1, Math.ceil(ttlSeconds)));
  }

  async end(sid: string) {
    await this.client.del(this.key(sid));
  }
}

let sessions: LiveSessions | undefined;

export function liveSessions(): LiveSessions {
  if (!sessions) {
    const client = redisClient();
    sessions = client ? new RedisSessions(client) : new MemorySessions();
  }
  return sessions;
}
