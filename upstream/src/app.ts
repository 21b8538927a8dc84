import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { authenticate, authRoutes } from "./auth";
import { activityRoutes } from "./activity";
import { clientRoutes } from "./clients";
import type { Database } from "./sqlite";
import type { AppEnv, Deps } from "./http";
import { ApiError, apiError } from "./http";
import { languageFrom, translate } from "./i18n";
import { orderRoutes } from "./orders";
import { pageRoutes } from "./pages";
import { permissionRoutes } from "./permissions";
import { reportRoutes } from "./reports";
import { resourceRoutes } from "./resources";
import { storeManyRoutes } from "./store-many";
import { settingsRoutes } from "./settings";
import { trashRoutes } from "./trash";
import { staffSecurityRoutes } from "./staff-security";
import { uploadRoutes } from "./uploads";

export type AppOptions = {
  db: Database;
  uploadDir: string;
  /** Base of the absolute URLs returned for uploaded files. */
  publicUrl: string;
  tokenTtlSeconds: number;
  /** Injectable clock, so tests can expire tokens without waiting. */
  now?: () => Date;
  /** Days a deleted record stays in the bin (default 30). */
  trashDays?: number;
  /** false: no activity entries (the history bench's baseline only). */
  activity?: boolean;
};

export const DEFAULT_TRASH_DAYS = 30;

const MAX_BODY_BYTES = 10 * 1024 * 1024;

export function createApp(options: AppOptions): Hono<AppEnv> {
  const deps: Deps = { ...options, now: options.now ?? (() => new Date()), trashDays: options.trashDays ?? DEFAULT_TRASH_DAYS };
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("lang", languageFrom(c.req.header("accept-language")));
    await next();
  });
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        throw apiError(413, c.var.lang, "tooLarge");
      },
    }),
  );

  app.get("/api/health", (c) => c.json({ ok: true }));
  app.route("/", uploadRoutes(deps));
  app.route("/api/auth", authRoutes(deps));

  app.use("/api/dashboard/*", authenticate(deps));
  for (const routes of [
    staffSecurityRoutes,
    permissionRoutes,
    pageRoutes,
    settingsRoutes,
    clientRoutes,
    orderRoutes,
    reportRoutes,
    activityRoutes,
    trashRoutes,
    storeManyRoutes,
    resourceRoutes,
  ]) {
    app.route("/api/dashboard", routes(deps));
  }

  app.notFound((c) => c.json({ message: translate(c.var.lang ?? "ar", "routeNotFound") }, 404));
  app.onError((error, c) => {
    const lang = c.var.lang ?? "ar";
    if (error instanceof ApiError) return c.json(error.body, error.status);
    if (error instanceof HTTPException && error.status < 500) {
      const key = error.status === 413 ? "tooLarge" : "malformedBody";
      return c.json({ message: translate(lang, key) }, error.status);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ message: translate(lang, "serverError") }, 500);
  });

  return app;
}
