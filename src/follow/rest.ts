/** REST: the follow calls of spec 000 §7 under `/api/follow`. */
import { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { pathId, signedInUser } from "../http/guards.ts";
import { readQuery } from "../http/validate.ts";
import { followListInput } from "./model.ts";
import { follow, listFollows, removeFollower, unfollow } from "./service.ts";

const NOT_FOUND = "User not found.";

export const followRest = new Hono<AppEnv>()
  .delete("/follow/remove-follower/:id", async (c) => {
    const me = signedInUser(c);
    return c.json(await removeFollower(c.var.deps, me._id, pathId(c, "id", NOT_FOUND)));
  })
  .get("/follow/:id/followers", async (c) => {
    const id = pathId(c, "id", NOT_FOUND);
    const page = readQuery(c, followListInput);
    const { users, cursor } = await listFollows(
      c.var.deps,
      "followers",
      id,
      c.var.user?._id ?? null,
      page,
    );
    return c.json({ followers: users, cursor });
  })
  .get("/follow/:id/following", async (c) => {
    const id = pathId(c, "id", NOT_FOUND);
    const page = readQuery(c, followListInput);
    const { users, cursor } = await listFollows(
      c.var.deps,
      "following",
      id,
      c.var.user?._id ?? null,
      page,
    );
    return c.json({ following: users, cursor });
  })
  .post("/follow/:id", async (c) => {
    const me = signedInUser(c);
    return c.json(await follow(c.var.deps, me._id, pathId(c, "id", NOT_FOUND)));
  })
  .delete("/follow/:id", async (c) => {
    const me = signedInUser(c);
    return c.json(await unfollow(c.var.deps, me._id, pathId(c, "id", NOT_FOUND)));
  });
