import { getEnv } from "./env.server";
import { isHttps } from "./request-context.server";

/**
 * Security headers for every document and data response. remix-serve is not an Express app we
 * control, so helmet cannot be mounted; these are the headers helmet would set for this app,
 * plus a nonce-based Content Security Policy (see docs/decisions/0004-security-headers.md).
 */
export function securityHeaders(nonce: string | null, request?: Request): Array<[string, string]> {
  const env = getEnv();
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
    // Every page and data answer is per user (and carries a per-browser CSRF token): never stored
    // by the browser or a shared cache, so "back" after logout on a shared computer shows nothing.
    ["Cache-Control", "no-store"],
  ];
  if (request && isHttps(request)) {
    headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  }
  if (nonce && env.NODE_ENV === "production") {
    headers.push([
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        // Uploaded images are served by the upstream, on its own origin.
        "img-src 'self' data: blob: http: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-src https://www.youtube-nocookie.com https://player.vimeo.com",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    ]);
  }
  return headers;
}
