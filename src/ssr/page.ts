/**
 * How a route file describes its page: a title, an optional sign-in guard and a render function.
 * `pageHandler` turns that into a Hono handler; `routes/_routes.ts` says which path serves which.
 */
import type { Context, Handler } from "hono";
import type { ReactNode } from "react";
import type { AppEnv } from "../http/env.ts";
import { createElement } from "react";
import { authHref, currentPath } from "../shared/return_path.ts";
import { SessionGateIsland } from "./islands.ts";
import { renderPage } from "./render.tsx";
import type { PagePreview } from "./head_meta.tsx";
import { type CachedPage, type PageCache, serveCached, toCachedPage } from "./page_cache.ts";
import type { StudentPages } from "./student_pages.ts";

export type PageContext = Context<AppEnv>;

export type PageDefinition = {
  /** The title, or a function of the request (e.g. a post's title). */
  title: string | ((c: PageContext) => string);
  description?: string;
  /** `"signedIn"`: visitors without a session are sent to `/login`, which brings them back here
   * (spec 000 §2). */
  guard?: "signedIn";
  /** The page is the same for every signed-out visitor: their copy is rendered once and served
   * from memory (precompressed, with an ETag). `refreshSeconds` re-renders a page that shows
   * live data that often; without it the copy lasts as long as the process. */
  sameWhenSignedOut?: { refreshSeconds?: number };
  /** Nothing on the page is live for the student themselves (it follows their own writes, and
   * others' within `refreshSeconds`): a student who asks again soon gets their copy from memory
   * (`StudentPages`). */
  sameForStudent?: { refreshSeconds: number };
  /** The page body; may return a Response instead (a redirect, say). */
  render(
    c: PageContext,
  ): ReactNode | Response | PageResult | Promise<ReactNode | Response | PageResult>;
};

export function definePage(def: PageDefinition): PageDefinition {
  return def;
}

/** What `render` returns when the page decides its own title, description, preview or status
 * (a profile, a post, a 404). */
export class PageResult {
  constructor(
    readonly body: ReactNode,
    readonly options: {
      title?: string;
      description?: string;
      preview?: PagePreview;
      status?: 200 | 404;
    } = {},
  ) {}
}

/** The Hono handler for a page definition. */
export function pageHandler(
  def: PageDefinition,
  students: StudentPages,
  /** Signed-out copies, shared by every page and the front door. */
  cache: PageCache<CachedPage>,
): Handler<AppEnv> {
  const shared = def.sameWhenSignedOut;
  const own = def.sameForStudent;
  return async function page(c) {
    // A query string may change what a page shows, so only the bare path is served from memory.
    if (shared && c.get("sessionState") === "none" && !c.req.url.includes("?")) {
      const now = c.get("deps").clock.now();
      const ttlMs = shared.refreshSeconds === undefined ? Infinity : shared.refreshSeconds * 1000;
      const cached = await cache.get(c.req.path, now, async (): Promise<CachedPage> => {
        const res = await renderFresh(def, c, true);
        return toCachedPage(res, ttlMs, now);
      });
      return serveCached(cached, c.req.raw);
    }
    const user = c.get("user");
    if (own && user && !c.req.url.includes("?")) {
      const now = c.get("deps").clock.now();
      const ttlMs = own.refreshSeconds * 1000;
      const answer = await students.serve(
        c.req.path,
        user._id,
        now,
        ttlMs,
        () => renderFresh(def, c),
        async () => toCachedPage(await renderFresh(def, c, true), ttlMs, now, "student"),
      );
      return answer instanceof Response ? answer : serveCached(answer, c.req.raw);
    }
    return renderFresh(def, c);
  };
}

/** Renders the page for this request alone; `plain`: the HTML unencoded, whatever the client
 * takes. */
async function renderFresh(def: PageDefinition, c: PageContext, plain = false): Promise<Response> {
  const title = typeof def.title === "function" ? def.title(c) : def.title;
  if (def.guard === "signedIn" && !c.get("user")) {
    // Nobody is signed in: redirect on the server, so it works without JavaScript. With a
    // refresh cookie the session may only need renewing: the gate shows 'Loading...' meanwhile.
    const here = currentPath(new URL(c.req.url));
    if (c.get("sessionState") !== "resumable") return c.redirect(authHref(here), 302);
    const gate = createElement(SessionGateIsland, { next: here });
    return renderPage(c, gate, { title, description: def.description }, plain);
  }
  const body = await def.render(c);
  if (body instanceof Response) return body;
  if (body instanceof PageResult) {
    return renderPage(c, body.body, {
      title: body.options.title ?? title,
      description: body.options.description ?? def.description,
      preview: body.options.preview,
      status: body.options.status,
    }, plain);
  }
  return renderPage(c, body, { title, description: def.description }, plain);
}

/**
 * A read for the first paint that may fail without taking the page down: the failure is logged
 * (`message`, with the request id) and null comes back, so the island asks again.
 */
export async function readOrNull<T>(
  c: PageContext,
  message: string,
  read: Promise<T>,
  level: "warn" | "error" = "error",
): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    c.get("logger")[level](message, { requestId: c.get("requestId"), error: String(err) });
    return null;
  }
}
