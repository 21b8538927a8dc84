/**
 * A small upstream that misbehaves on demand: the faults a real server will not produce when
 * asked (slow answers, resets, HTML 500s, malformed JSON). Used by the API client's unit tests
 * and by the end-to-end failure tests, where a second dashboard points at it.
 *
 * Auth calls answer like a healthy upstream (an admin with every permission), so a test can log
 * in; every other call answers with the current fault. `POST /__fault` with `{ "mode": ... }`
 * switches the fault.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ALL_PERMISSIONS } from "../../app/utils/permissions";
import { toCanonicalPermission } from "../../contract/permissions";

/** A search for this finds a failing area (news) and one that answers too late (projects). */
export const SEARCH_FAULTS = "search-faults";
/** How late the slow area answers: longer than the dashboard waits for one area. */
export const SEARCH_SLOW_MS = 6000;

/** Logging in with this address gets a 2-second token. */
export const SHORT_LIVED_EMAIL = "short-lived@lawha.test";

export type FaultMode =
  | "ok"
  | "slow"
  | "reset"
  | "html500"
  | "malformed"
  | "json500"
  | "wrongShape"
  | "validation"
  | "unauthorized"
  | "forbidden"
  /** 401 in Laravel's shape, `{ message: "Unauthenticated." }`. */
  | "unauthenticated"
  /** 403 as `{ message }`. */
  | "forbiddenMessage"
  /** 422 with a message and no `errors`. */
  | "validationBare"
  /** 429 with `Retry-After: 7`. */
  | "rateLimited"
  /** 302 to another host: must not be followed. */
  | "redirect"
  /** 500 whose JSON message carries SQL, as a careless upstream would. */
  | "sql500";

/** What the fault upstream was asked, apart from auth and the test controls (`GET /__seen`). */
export interface SeenRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
}

/** `dashboard/<resource>/show/<this id>` always answers 500. */
export const ALWAYS_FAILING_ID = 999500;

/** Its administrator holds every permission the dashboard knows, in the upstream's spelling (spaces). */
const ALL = ALL_PERMISSIONS.map(toCanonicalPermission);

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

export interface FaultUpstream {
  url: string;
  server: Server;
  setMode(mode: FaultMode): void;
  close(): Promise<void>;
}

/**
 * `steady`: the mode stays "ok" and `POST /__fault` is refused (409). Such an upstream answers what
 * does not depend on the mode (no staff accounts, no history, the always-failing record, the
 * search faults) to any spec at any time, while another one's mode is switched.
 */
export function faultHandler(state: { mode: FaultMode; slowMs: number; seen?: SeenRequest[]; steady?: boolean }) {
  const seen = (state.seen ??= []);
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname === "/__seen" && req.method === "GET") return json(res, 200, seen);
    if (url.pathname === "/__fault" && req.method === "POST" && state.steady) return json(res, 409, { message: "This upstream's mode stays ok." });
    if (url.pathname === "/__fault" && req.method === "POST") {
      seen.length = 0;
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        const parsed = JSON.parse(body || "{}") as { mode?: FaultMode; slowMs?: number };
        state.mode = parsed.mode ?? "ok";
        if (parsed.slowMs) state.slowMs = parsed.slowMs;
        json(res, 200, { mode: state.mode });
      });
      return;
    }
    if (url.pathname === "/api/health") return json(res, 200, { ok: true });
    if (url.pathname === "/api/auth/login") {
      // `short-lived@…` gets a token that expires in 2 seconds, to test the session's end.
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        const seconds = body.includes(SHORT_LIVED_EMAIL) ? 2 : 1800;
        // A token of its own per login: a session that ends (a logout, an expiry) ends its token
        // everywhere, and must not end another test's session on this upstream.
        json(res, 200, {
          token: `fault-token-${randomUUID()}`,
          token_type: "Bearer",
          expires_in: seconds,
          expires_at: new Date(Date.now() + seconds * 1000).toISOString(),
        });
      });
      return;
    }
    // Drain the body so that the client never sees a reset for an unread upload.
    req.resume();
    if (url.pathname === "/api/auth/user") {
      return json(res, 200, {
        data: { id: 1, name: "Fault Admin", email: "admin@lawha.test", phone: null, avatar: null, role: { id: 1, name: "Administrator" }, permissions: ALL },
      });
    }
    if (url.pathname === "/api/dashboard/permissions/user") return json(res, 200, ALL);
    if (url.pathname === "/api/auth/logout") return json(res, 200, { message: "ok" });
    if (seen.length < 1000)
      seen.push({ method: req.method ?? "GET", path: url.pathname, idempotencyKey: (req.headers["idempotency-key"] as string | undefined) ?? null });
    // One record that always fails, whatever the mode: an error page that other specs' global
    // mode switches cannot change (the accessibility spec checks the 500 page with it).
    if (url.pathname.endsWith(`/show/${ALWAYS_FAILING_ID}`)) return json(res, 500, { message: "Upstream exploded politely" });
    // An upstream without the follow-up queue's extension, whatever the mode: its filters are refused.
    if (url.searchParams.has("due_before") || url.searchParams.has("followed")) return json(res, 400, { message: "Unknown filter" });
    // Search over every area, whatever the mode: asked for SEARCH_FAULTS, the news list (tidings) fails
    // and the projects list answers too late; every other list finds nothing.
    if (url.searchParams.get("name") === SEARCH_FAULTS) {
      if (url.pathname === "/api/dashboard/tidings/all") return json(res, 500, { message: "Upstream exploded politely" });
      const empty = { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 } };
      if (url.pathname === "/api/dashboard/projects/all") {
        setTimeout(() => json(res, 200, empty), SEARCH_SLOW_MS).unref();
        return;
      }
      return json(res, 200, empty);
    }
    // An upstream without the history extension (activity, a record's history, the bin), whatever the mode.
    if (
      url.pathname === "/api/dashboard/activity" ||
      url.pathname.startsWith("/api/dashboard/trash") ||
      /^\/api\/dashboard\/[a-z]+\/history\//.test(url.pathname)
    )
      return json(res, 404, { message: "Not found" });
    // An upstream without the staff accounts extension, whatever the mode.
    if (url.pathname.startsWith("/api/dashboard/users/")) return json(res, 404, { message: "Not found" });
    switch (state.mode) {
      case "ok":
        return json(res, 200, { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } });
      case "slow":
        setTimeout(() => json(res, 200, { data: [] }), state.slowMs).unref();
        return;
      case "reset":
        req.socket.destroy();
        return;
      case "html500":
        res.writeHead(500, { "Content-Type": "text/html" });
        res.end("<html><body><h1>Internal Server Error</h1><pre>Traceback: secret stack</pre></body></html>");
        return;
      case "malformed":
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end('{"data": [1, 2,');
        return;
      case "json500":
        return json(res, 500, { message: "Upstream exploded politely" });
      case "wrongShape":
        return json(res, 200, { data: "not what the contract says" });
      case "validation":
        return json(res, 422, { message: "The title is required.", errors: { title_ar: ["حقل إلزامي."], "permissions.0": ["غير صحيح."] } });
      case "unauthorized":
        return json(res, 401, { error: "Token expired" });
      case "forbidden":
        return json(res, 403, { error: "Not allowed" });
      case "unauthenticated":
        return json(res, 401, { message: "Unauthenticated." });
      case "forbiddenMessage":
        return json(res, 403, { message: "This action is unauthorized." });
      case "validationBare":
        return json(res, 422, { message: "The given data was invalid <b>here</b>." });
      case "rateLimited":
        res.writeHead(429, { "Content-Type": "application/json", "Retry-After": "7" });
        res.end(JSON.stringify({ message: "Too Many Attempts." }));
        return;
      case "redirect":
        res.writeHead(302, { Location: "http://evil.example/api/steal" });
        res.end();
        return;
      case "sql500":
        return json(res, 500, { message: "SQLSTATE[42S22]: Column not found: 1054 Unknown column 'secret_key' in 'field list' (SQL: select * from users)" });
    }
  };
}

export async function startFaultUpstream(port = 0, opts: { steady?: boolean } = {}): Promise<FaultUpstream> {
  const state: { mode: FaultMode; slowMs: number; seen: SeenRequest[]; steady?: boolean } = { mode: "ok", slowMs: 3000, seen: [], steady: opts.steady };
  const server = createServer(faultHandler(state));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    server,
    setMode(mode) {
      state.mode = mode;
      state.seen.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
