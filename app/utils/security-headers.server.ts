import { getEnv } from "./env.server";

/**
 * Security headers for every document and data response. remix-serve is not an Express app we
 * control, so helmet cannot be mounted; these are the headers helmet would set for this app,
 * plus a nonce-based Content Security Policy (see docs/decisions/0004-security-headers.md).
 */
export function securityHeaders(nonce: string | null): Array<[string, string]> {
  const env = getEnv();
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "same-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
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
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    ]);
  }
  return headers;
}
