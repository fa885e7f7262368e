/** The return-to check against every trick for leaving the site, and the links built on it. */
import assert from "node:assert/strict";
import { authHref, currentPath, safeReturnPath } from "./return_path.ts";

Deno.test("[auth] return-to accepts paths on this site, query and hash kept", async (t) => {
  const kept = [
    "/",
    "/feed",
    "/chat?userId=01J0000000000000000000000A&message=hi",
    "/chat?userId=X&message=hello%20world%0Asecond%20line",
    "/chat?message=a%5Cb",
    "/blog/01J0000000000000000000000A#comments",
    "/profile/abc?tab=files",
    "/a/b/../c",
    "/search?q=https://example.com//x",
    "/x#//evil.example",
    `/chat?message=${encodeURIComponent("A long shared message. ".repeat(80))}`,
    "/@evil.example",
  ];
  for (const path of kept) {
    await t.step(path.slice(0, 60), () => assert.equal(safeReturnPath(path), path));
  }
});

Deno.test("[auth] return-to refuses everything that could leave the site", async (t) => {
  const refused = [
    null,
    undefined,
    "",
    "feed",
    " /feed",
    "//evil.example",
    "//evil.example/path",
    "///evil.example",
    "https://evil.example",
    "http://evil.example/feed",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/feed\\..\\..",
    "/chat?message=a\\b",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "%2F%2Fevil.example",
    "%2Fevil",
    "/%09/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/feed\u0000",
    "/%00",
    "/%",
    "/%E0%A4%A",
    "/" + "a".repeat(8192),
  ];
  for (const path of refused) {
    const name = String(JSON.stringify(path)).slice(0, 40);
    await t.step(name, () => assert.equal(safeReturnPath(path), null));
  }
});

Deno.test("[auth] the current page as a return target", () => {
  const at = (pathname: string, search = "", hash = "") => currentPath({ pathname, search, hash });
  assert.equal(at("/chat", "?userId=X&message=hi"), "/chat?userId=X&message=hi");
  assert.equal(at("/blog/1", "", "#c"), "/blog/1#c");
  // A backslash in a query (the browser leaves it raw) is escaped, so the page is still returned to.
  const withSlash = at("/chat", "?message=a\\b");
  assert.equal(withSlash, "/chat?message=a%5Cb");
  assert.equal(safeReturnPath(withSlash), withSlash);
});

Deno.test("[auth] links to sign in carry a safe return target", () => {
  assert.equal(authHref(null), "/login");
  assert.equal(authHref("/"), "/login");
  assert.equal(authHref("/feed"), "/login?next=%2Ffeed");
  assert.equal(
    authHref("/chat?userId=X&message=hi", "/signup"),
    "/signup?next=%2Fchat%3FuserId%3DX%26message%3Dhi",
  );
  assert.equal(authHref("//evil.example"), "/login");
  assert.equal(authHref("https://evil.example", "/signup"), "/signup");
});
