import assert from "node:assert/strict";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { AppError } from "../core/errors.ts";
import { createLogger } from "../core/log.ts";
import type { AppDeps } from "../deps.ts";
import { authedProcedure, createCallerFactory, publicProcedure, router } from "./trpc.ts";

const testRouter = router({
  hello: publicProcedure.input(z.object({ name: z.string().min(1) })).query(({ input }) =>
    `hi ${input.name}`
  ),
  mine: authedProcedure.query(({ ctx }) => ctx.user.username),
  limited: publicProcedure.mutation(() => {
    throw new AppError("TOO_MANY_REQUESTS", "Too many tries. Try again in 30 seconds.", {
      retryAfterSeconds: 30,
    });
  }),
});

function caller(user: { username: string } | null, resHeaders = new Headers()) {
  return createCallerFactory(testRouter)({
    deps: {} as AppDeps,
    logger: createLogger("silent"),
    user: user ? { _id: "u1", name: "U", username: user.username, profilePicture: null } : null,
    sessionId: null,
    requestId: "r",
    clientIp: "127.0.0.1",
    reqHeaders: new Headers(),
    resHeaders,
  });
}

Deno.test("[trpc] procedures, the signed-in guard and AppError mapping", async (t) => {
  await t.step("a public query answers", async () => {
    assert.equal(await caller(null).hello({ name: "Asha" }), "hi Asha");
  });

  await t.step("bad input is BAD_REQUEST", async () => {
    await assert.rejects(() => caller(null).hello({ name: "" }), (e: unknown) => {
      assert.ok(e instanceof TRPCError);
      assert.equal(e.code, "BAD_REQUEST");
      return true;
    });
  });

  await t.step("the authed procedure refuses visitors and sees the user", async () => {
    await assert.rejects(() => caller(null).mine(), (e: unknown) => {
      assert.ok(e instanceof TRPCError);
      assert.equal(e.code, "UNAUTHORIZED");
      return true;
    });
    assert.equal(await caller({ username: "asha" }).mine(), "asha");
  });

  await t.step("an AppError keeps its code and message and sets Retry-After", async () => {
    const headers = new Headers();
    await assert.rejects(() => caller(null, headers).limited(), (e: unknown) => {
      assert.ok(e instanceof TRPCError);
      assert.equal(e.code, "TOO_MANY_REQUESTS");
      assert.equal(e.message, "Too many tries. Try again in 30 seconds.");
      return true;
    });
    assert.equal(headers.get("retry-after"), "30");
  });
});
