import { LRUCache } from "lru-cache";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { getEnv } from "./env.server";

/**
 * Small copies of the upstream's images for lists and form previews (decision 0012).
 *
 * A list shows its images at 44 px, a form its current image at 96 px, the frame its logo 36 px
 * high; the upstream serves the uploads as they were sent, up to megabytes each. The dashboard fetches the original once,
 * shrinks it with sharp (libvips) to twice the shown size as WebP, and keeps the copy in memory.
 *
 * It fetches only from the origins it is told to trust (`IMAGE_ORIGINS`, else the API's own), never
 * follows a redirect, reads at most {@link MAX_SOURCE_BYTES}, refuses more than
 * {@link MAX_SOURCE_PIXELS} before decoding (an image bomb), gives up a shrink after
 * {@link MAX_PROCESSING_SECONDS}, shrinks a few images at a time and keeps at most
 * {@link CACHE_BYTES} of copies and their keys. The route that serves them needs a session.
 */
const THUMB_SIZES = {
  /** A list cell: 44 px square. */
  cell: { width: 88, height: 88, fit: "cover" },
  /** A form's current image: 96 px square. */
  preview: { width: 192, height: 192, fit: "cover" },
  /** The frame's logo: 36 px high, as wide as it is. */
  logo: { width: 288, height: 72, fit: "inside" },
} as const;
export type ThumbSize = keyof typeof THUMB_SIZES;

export const MAX_SOURCE_BYTES = 8 * 1024 * 1024;
export const MAX_SOURCE_PIXELS = 40_000_000;
const CACHE_BYTES = 16 * 1024 * 1024;
/** A copy is made again after an hour, in case an upstream reuses a file name for a new image. */
const CACHE_MS = 60 * 60_000;
export const MAX_RUNNING = 3;
/** Shrinking one image is a few milliseconds; a source that takes longer than this is given up. */
const MAX_PROCESSING_SECONDS = 10;
/** What a cache entry costs beyond its copy and its key (the Map's slot, the object, the ETag). */
const ENTRY_OVERHEAD = 200;
const MAX_WAITING = 100;
const FORMATS = new Set(["jpeg", "png", "webp", "gif"]);

// The operation cache of libvips would hold decoded originals; each job uses one thread and at
// most MAX_RUNNING run at once (2 cores).
sharp.cache(false);
sharp.concurrency(1);

export function isThumbSize(value: string | undefined): value is ThumbSize {
  return value !== undefined && Object.hasOwn(THUMB_SIZES, value);
}

/** The origins whose images may be shrunk: `IMAGE_ORIGINS` (comma-separated), else the API's. */
function imageOrigins(): Set<string> {
  const { IMAGE_ORIGINS, API_URL } = getEnv();
  const listed = (IMAGE_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const origins = new Set<string>();
  for (const value of listed.length ? listed : [API_URL]) {
    try {
      origins.add(new URL(value).origin);
    } catch {
      // env.server checks the list; a bad entry here only trusts less
    }
  }
  return origins;
}

/**
 * The source URL when it may be fetched: http(s), a trusted origin, no user name or password. A
 * path (`/uploads/x.png`) is on the first trusted origin (the API's by default), as
 * {@link thumbnailSrc} writes it; the origin is checked after resolving, so `//elsewhere/x.png`
 * is refused like any other origin.
 */
export function trustedSource(src: string | null | undefined, origins = imageOrigins()): URL | null {
  if (!src || src.length > 2048) return null;
  let url: URL;
  try {
    url = src.startsWith("/") ? new URL(src, homeOrigin(origins)) : new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  return origins.has(url.origin) ? url : null;
}

/** The origin a source given as a path is on: the first trusted one. */
function homeOrigin(origins: ReadonlySet<string>): string | undefined {
  return origins.values().next().value;
}

/**
 * Where the page points an image of this size: the small copy when its origin is trusted, else the
 * original. An image on the first trusted origin (every upload, by default) is named by its path
 * alone, its slashes left as they are: the address is in the page twice (the HTML and the data it
 * hydrates with) for every row of a list.
 */
export function thumbnailSrc(src: string | null | undefined, size: ThumbSize, origins = imageOrigins()): string | null {
  if (!src) return src ?? null;
  // A record names its image by its whole URL; a bare path there is not the upstream's to resolve.
  const url = src.startsWith("/") ? null : trustedSource(src, origins);
  if (!url) return src;
  const source = url.origin === homeOrigin(origins) ? url.pathname + url.search : url.href;
  return `/thumb/${size}?src=${encodeURIComponent(source).replaceAll("%2F", "/")}`;
}

export interface Thumbnail {
  body: Buffer;
  etag: string;
  madeAt: number;
}

export type ThumbnailResult =
  | { ok: true; thumbnail: Thumbnail }
  /** untrusted: not an allowed source; unusable: not an image, too big, or a bomb; unavailable: the origin failed; busy: too many waiting. */
  | { ok: false; reason: "untrusted" | "unusable" | "unavailable" | "busy" };

/**
 * Least recently used copies, bounded by what they cost: the copy's bytes and its key's (a key
 * holds a source URL of up to 2 KB; many URLs for one small image, say with other query strings,
 * must not hold more memory than the cap) and a little for the entry itself.
 */
export class ByteLru {
  private readonly cache: LRUCache<string, Thumbnail>;
  constructor(capacity: number) {
    this.cache = new LRUCache<string, Thumbnail>({ maxSize: capacity, sizeCalculation: (value, key) => value.body.length + key.length * 2 + ENTRY_OVERHEAD });
  }
  get(key: string): Thumbnail | undefined {
    return this.cache.get(key);
  }
  set(key: string, value: Thumbnail): void {
    this.cache.set(key, value);
  }
  get size(): { entries: number; bytes: number } {
    return { entries: this.cache.size, bytes: this.cache.calculatedSize };
  }
}

const cache = new ByteLru(CACHE_BYTES);
const inFlight = new Map<string, Promise<ThumbnailResult>>();
let running = 0;
const waiting: Array<() => void> = [];

/** Runs `job` once fewer than MAX_RUNNING run; a finished job hands its slot to the next in line. */
async function withSlot(job: () => Promise<ThumbnailResult>): Promise<ThumbnailResult> {
  if (running < MAX_RUNNING) running++;
  else if (waiting.length >= MAX_WAITING) return { ok: false, reason: "busy" };
  // `running` already counts the slot handed over, so nobody can take it in between.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** The body, or null when it is (or says it is) larger than the cap. */
async function readCapped(response: Response, cap: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > cap || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > cap) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function fetchAndShrink(url: URL, size: ThumbSize): Promise<ThumbnailResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: "error",
      headers: { Accept: "image/webp,image/png,image/jpeg,image/gif" },
      signal: AbortSignal.timeout(getEnv().API_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, reason: response.status === 404 || response.status === 410 ? "unusable" : "unavailable" };
  }
  let bytes: Buffer | null;
  try {
    bytes = await readCapped(response, MAX_SOURCE_BYTES);
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  if (!bytes) return { ok: false, reason: "unusable" };
  const { width, height, fit } = THUMB_SIZES[size];
  try {
    // The format and the pixel count are read from the header, before anything is decoded.
    const image = sharp(bytes, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: "error", animated: false }).timeout({ seconds: MAX_PROCESSING_SECONDS });
    const { format } = await image.metadata();
    if (!format || !FORMATS.has(format)) return { ok: false, reason: "unusable" };
    const body = await image
      .autoOrient()
      .resize(width, height, { fit, withoutEnlargement: fit === "inside" })
      .webp({ quality: 72, effort: 2 })
      .toBuffer();
    return { ok: true, thumbnail: { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`, madeAt: Date.now() } };
  } catch {
    return { ok: false, reason: "unusable" };
  }
}

/** The small copy of `src` at `size`: from memory, or fetched and shrunk once however many ask at the same time. */
export async function thumbnail(src: string, size: ThumbSize, origins = imageOrigins()): Promise<ThumbnailResult> {
  const url = trustedSource(src, origins);
  if (!url) return { ok: false, reason: "untrusted" };
  const key = `${size} ${url.href}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.madeAt < CACHE_MS) return { ok: true, thumbnail: hit };
  const pending = inFlight.get(key);
  if (pending) return pending;
  const job = withSlot(() => fetchAndShrink(url, size))
    .then((result) => {
      if (result.ok) cache.set(key, result.thumbnail);
      return result;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}
