/**
 * Renders a page: the document shell, the layout and the page body with React's
 * `renderToReadableStream`, a nonce-based Content-Security-Policy, and the per-page boot script
 * that hydrates only the islands this render used.
 */
import type { Context } from "hono";
import { createContext, type ReactNode, use } from "react";
import { renderToReadableStream } from "react-dom/server";
import type { AppEnv } from "../http/env.ts";
import type { SessionState, SessionUser } from "../http/session.ts";
import {
  type Fragment,
  FragmentsOnPage,
  type HydrateOn,
  IslandRendersOnPage,
  IslandsOnPage,
} from "./page_context.ts";
import { assetUrl, type Manifest, moduleGraph } from "./manifest.ts";
import { Footer, Layout } from "./layout.tsx";
import { islandRenders, pagePieces, shared } from "./fragments.tsx";
import { gzipPieces } from "./gzip_pieces.ts";
import { chooseEncoding } from "../http/compression.ts";
import { HeadMeta, type PagePreview } from "./head_meta.tsx";

export type RenderOptions = {
  /** Page title; " · Campus" is appended. */
  title: string;
  description?: string;
  status?: 200 | 404;
  /** Canonical path, preview image and kind; a 404 page is left out of search results. */
  preview?: PagePreview;
};

const DEFAULT_DESCRIPTION =
  "Campus: where engineering students learn together — study material, placement preparation, posts, chat and a live code room.";

type RenderContext = {
  manifest: Manifest;
  nonce: string;
  islands: Map<string, HydrateOn>;
  /** The public origin, for absolute canonical and preview URLs. */
  origin: string;
};
const Render = createContext<RenderContext | null>(null);

/** Applied before first paint so the stored theme never flashes the other one. */
const themeScript =
  `(function(){var d=document.documentElement;d.classList.add("js");try{d.dataset.theme=localStorage.getItem("theme")==="light"?"light":"dark"}catch(e){}})()`;

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The inline module that imports the boot script with loaders for this page's islands. */
function IslandScripts(): ReactNode {
  const ctx = use(Render)!;
  const names = [...ctx.islands.keys()].sort();
  if (names.length === 0) return null;
  const loaders = names
    .map((n) => `${JSON.stringify(n)}:()=>import(${JSON.stringify(assetUrl(ctx.manifest, n))})`)
    .join(",");
  const code = `import{boot}from${
    JSON.stringify(assetUrl(ctx.manifest, "boot"))
  };boot({${loaders}})`;
  // Islands that wait to be seen are not preloaded: their code comes when they are near.
  const now = names.filter((n) => ctx.islands.get(n) === "load");
  const preload = new Set(["boot", ...now].flatMap((n) => moduleGraph(ctx.manifest, n)));
  return (
    <>
      {[...preload].map((href) => <link key={href} rel="modulepreload" href={href} />)}
      <script type="module" nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: code }} />
    </>
  );
}

function Document(
  props: {
    options: RenderOptions;
    path: string;
    user: SessionUser | null;
    sessionState: SessionState;
    footer: ReactNode;
    children: ReactNode;
  },
) {
  const ctx = use(Render)!;
  const { title, status } = props.options;
  const description = props.options.description ?? DEFAULT_DESCRIPTION;
  const preview: PagePreview = {
    path: status === 404 ? null : props.path,
    ...props.options.preview,
  };
  return (
    <html lang="en" data-theme="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · Campus`}</title>
        <meta name="description" content={description} />
        <HeadMeta origin={ctx.origin} title={title} description={description} preview={preview} />
        <meta name="color-scheme" content="dark light" />
        <script nonce={ctx.nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        <link rel="stylesheet" href={assetUrl(ctx.manifest, "styles")} />
        <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <IslandsOnPage value={ctx.islands}>
          <Layout
            path={props.path}
            user={props.user}
            sessionState={props.sessionState}
            footer={props.footer}
          >
            {props.children}
          </Layout>
          <IslandScripts />
        </IslandsOnPage>
      </body>
    </html>
  );
}

/**
 * Renders a full HTML page for `body`: React renders what depends on the request, and the parts
 * rendered once (`shared`, reused islands) are spliced in where their placeholders are. For a
 * client that takes gzip the body goes out gzipped, those parts compressed once; `plain` asks for
 * the HTML as it is (the signed-out page cache makes its own encodings).
 */
export async function renderPage(
  c: Context<AppEnv>,
  body: ReactNode,
  options: RenderOptions,
  plain = false,
): Promise<Response> {
  const nonce = crypto.randomUUID().replaceAll("-", "");
  const ctx: RenderContext = {
    manifest: c.get("deps").manifest,
    nonce,
    islands: new Map(),
    origin: c.get("deps").config.appOrigin,
  };
  const placed = new Map<string, Fragment>();
  const footer = await shared(c.get("deps"), "layout:footer", {}, () => <Footer />);
  const stream = await renderToReadableStream(
    <Render value={ctx}>
      <FragmentsOnPage value={placed}>
        <IslandRendersOnPage value={islandRenders(c.get("deps"))}>
          <Document
            options={options}
            path={c.req.path}
            user={c.get("user")}
            sessionState={c.get("sessionState")}
            footer={footer}
          >
            {body}
          </Document>
        </IslandRendersOnPage>
      </FragmentsOnPage>
    </Render>,
    {
      nonce,
      onError(err) {
        c.get("logger").error("page render failed", {
          requestId: c.get("requestId"),
          error: String(err),
        });
      },
    },
  );
  // Pages read their data before rendering, so waiting costs little, and parts that load on
  // demand (the signed-in header tools) arrive in place rather than as a streamed patch.
  await stream.allReady;
  const pieces = pagePieces(await new Response(stream).text(), placed);
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": contentSecurityPolicy(nonce),
    // Rendered for this visitor: no cache, shared or private, may keep it.
    "Cache-Control": "private, no-store",
  });
  const status = options.status ?? 200;
  if (plain || chooseEncoding(c.req.header("accept-encoding")) !== "gzip") {
    return new Response(pieces.map((p) => (typeof p === "string" ? p : p.html)).join(""), {
      status,
      headers,
    });
  }
  const gzipped = gzipPieces(pieces);
  headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(gzipped.byteLength));
  headers.set("Vary", "Accept-Encoding");
  return new Response(gzipped, { status, headers });
}
