/**
 * Builds the whole web app from its dependencies: middleware, static files, tRPC at `/trpc`,
 * the REST shims at `/api` (made from the same procedures) with their OpenAPI document, the
 * sockets, robots.txt and sitemap.xml, and the pages. No side effects: `deps.ts` wires what reacts. `main.ts` serves it.
 */
import { servesHttps } from "./config.ts";
import { Hono } from "hono";
import { html } from "hono/html";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { pageRoutes } from "../routes/_routes.ts";
import type { AppDeps } from "./deps.ts";
import { AppError } from "./core/errors.ts";
import { errorFields } from "./core/log.ts";
import { appRouter } from "./http/app_router.ts";
import type { AppEnv } from "./http/env.ts";
import { errorResponse, toAppError } from "./http/errors.ts";
import { noStoreByDefault } from "./http/cache_control.ts";
import { compression } from "./http/compression.ts";
import { originCheck } from "./http/origin.ts";
import { requestContext } from "./http/request_context.ts";
import { JSON_BODY_LIMIT, limitBody, restApi } from "./http/rest.ts";
import { apiDocument } from "./http/api_document.ts";
import { trpcContext } from "./http/trpc_context.ts";
import { securityHeaders } from "./http/security_headers.ts";
import { session } from "./http/session.ts";
import { staticFiles } from "./http/static_files.ts";
import { pageHandler } from "./ssr/page.ts";
import { type CachedPage, type PageCache, pageCache } from "./ssr/page_cache.ts";
import { StudentPages } from "./ssr/student_pages.ts";
import { afterOwnWrites } from "./http/own_writes.ts";
import { forgetLogins, forgetLoginsOf } from "./auth/confirmed_logins.ts";
import { mediaRoute, uploadsRest } from "./uploads/rest.ts";
import { attachmentsRest } from "./uploads/attachment_rest.ts";
import { socketRoute } from "./realtime/socket_route.ts";
import { collabRoute } from "./collab/socket_route.ts";
import { seoRoutes } from "./seo/routes.ts";
import { filesRest } from "./files/rest.ts";
import { healthRoute } from "./health/route.ts";

export type { AppDeps };

/** `signedOutPages`: where the pages the same for every visitor keep their rendered copies; the
 * front door serves current ones ahead of this app. */
export function createApp(
  deps: AppDeps,
  signedOutPages: PageCache<CachedPage> = pageCache(),
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use("*", requestContext(deps));
  app.use("*", securityHeaders({ https: servesHttps(deps.config) }));
  // Static files, the health probe and stored images answer before session, origin and
  // compression: they need none of them, and they are the most frequent requests.
  app.get("/static/*", staticFiles());
  app.get("/api/health", healthRoute);
  app.route("/", mediaRoute);
  app.use("*", compression());
  // The same for everyone: no session to resolve.
  app.route("/", seoRoutes);
  app.use("*", session(deps));
  // A student's write may change their own copy of a page and their record (a new name): both
  // are read afresh after it.
  const studentPages = new StudentPages();
  const ownWrites = afterOwnWrites((userId) => {
    studentPages.forget(userId);
    forgetLoginsOf(deps.kv, userId);
  });
  app.use("/api/*", ownWrites);
  app.use("/trpc/*", ownWrites);
  // A login ended on another instance: told over the bus at once, before the counter is read.
  deps.hub.bus.subscribe((m) => {
    if (m.kind === "closeSession" || m.kind === "closeUser") forgetLogins(deps.kv);
  });
  app.use("/api/*", noStoreByDefault(), originCheck(deps.config));
  app.use("/trpc/*", noStoreByDefault());
  app.use("/trpc/*", originCheck(deps.config), limitBody(JSON_BODY_LIMIT));

  app.all("/trpc/*", (c) =>
    fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      createContext: ({ resHeaders }) => trpcContext(c, resHeaders),
      onError({ error, path }) {
        // Expected failures (bad input, permissions) are answers, not incidents.
        if (error.code === "INTERNAL_SERVER_ERROR") {
          c.get("logger").error("trpc error", {
            requestId: c.get("requestId"),
            path,
            ...errorFields(error.cause ?? error),
          });
        }
      },
    }));

  app.route("/", socketRoute(deps.hub, deps.config));
  app.route("/", collabRoute({ ...deps, rooms: deps.collab, now: () => deps.clock.now() }));
  app.get("/api/openapi.json", (c) => c.json(apiDocument()));
  // Before the generated routes: `GET /api/files/{userId}/{fileId}` would take this path too.
  app.route("/api", filesRest);
  app.route("/api", restApi(appRouter, [uploadsRest, attachmentsRest]));

  for (const [path, page] of pageRoutes) {
    app.get(path, pageHandler(page, studentPages, signedOutPages));
  }

  app.notFound((c) => {
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/trpc/")) {
      const message = `There is no API route ${c.req.method} ${c.req.path}.`;
      return errorResponse(c, new AppError("NOT_FOUND", message));
    }
    // Spec 000 §2: any unknown path redirects to /.
    return c.redirect("/", 302);
  });
  app.onError((err, c) => {
    const appError = toAppError(err, c);
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/trpc/")) {
      return errorResponse(c, appError);
    }
    return c.html(
      html`
        <!doctype html>
        <meta charset="utf-8">
        <title>Error · Campus</title>
        <h1>Something went wrong</h1>
        <p>${appError.message}</p>
        <p><a href="/">Go Home</a></p>
      `,
      appError.status as 500,
    );
  });
  return app;
}
