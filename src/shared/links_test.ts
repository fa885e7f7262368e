/** Links in students' text: only web addresses, with sentence punctuation left outside. */
import assert from "node:assert/strict";
import { splitLinks } from "./links.ts";

const links = (text: string) => splitLinks(text).flatMap((p) => ("link" in p ? [p.link] : []));

Deno.test("web addresses become links; joining the parts gives the text back", () => {
  const text = "Notes: https://example.com/dsa?x=1&y=2#top, and http://a.b/c.";
  assert.deepEqual(links(text), ["https://example.com/dsa?x=1&y=2#top", "http://a.b/c"]);
  assert.equal(splitLinks(text).map((p) => "link" in p ? p.link : p.text).join(""), text);
});

Deno.test("brackets and quotes around a link stay outside it", () => {
  assert.deepEqual(links("(see https://en.wikipedia.org/wiki/Graph_(abstract))"), [
    "https://en.wikipedia.org/wiki/Graph_(abstract)",
  ]);
  assert.deepEqual(links('"https://x.org/a"'), ["https://x.org/a"]);
  assert.deepEqual(links("[https://x.org]"), ["https://x.org"]);
});

Deno.test("nothing but http(s) web addresses is linked", () => {
  assert.deepEqual(links("javascript:alert(1) data:text/html,x ftp://x.org www.x.org"), []);
  assert.deepEqual(links("http://localhost http:// https://"), []);
  assert.deepEqual(links("<a href=https://x.org>"), ["https://x.org"]);
  assert.deepEqual(splitLinks("plain"), [{ text: "plain" }]);
  assert.deepEqual(splitLinks(""), []);
});
