import assert from "node:assert/strict";
import { mailboxKey } from "./mailbox.ts";

Deno.test("[mailbox] +tags, dots and case reach one inbox", () => {
  for (const alias of ["name@x.edu", "na.me@x.edu", "NAME+1@X.edu", "n.a.m.e+a+b@x.edu"]) {
    assert.equal(mailboxKey(alias), "name@x.edu");
  }
  assert.notEqual(mailboxKey("name1@x.edu"), mailboxKey("name@x.edu"));
  assert.notEqual(mailboxKey("name@y.edu"), mailboxKey("name@x.edu"));
});
