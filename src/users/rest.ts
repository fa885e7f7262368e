/** REST: the user calls of spec 000 §7 "Users and follow" under `/api/users`. */
import { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { pathId, signedInUser } from "../http/guards.ts";
import { readJson, readQuery } from "../http/validate.ts";
import { follow, unfollow } from "../follow/service.ts";
import { filterInput, profileUpdateInput, searchInput, suggestInput } from "./profile_model.ts";
import { filterUsers, getProfile, searchUsers, suggestUsers, updateProfile } from "./service.ts";

const NOT_FOUND = "User not found.";

export const usersRest = new Hono<AppEnv>()
  .get("/users/suggest", async (c) => {
    const { limit } = readQuery(c, suggestInput);
    return c.json({ users: await suggestUsers(c.var.deps, c.var.user?._id ?? null, limit) });
  })
  .get("/users/search", async (c) => {
    const { username } = readQuery(c, searchInput);
    return c.json({ users: await searchUsers(c.var.deps, username) });
  })
  .post("/users/filter", async (c) => {
    const filter = await readJson(c, filterInput);
    return c.json({ users: await filterUsers(c.var.deps, filter) });
  })
  .get("/users/:id", async (c) => {
    const id = pathId(c, "id", NOT_FOUND);
    return c.json({ user: await getProfile(c.var.deps, id, c.var.user?._id ?? null) });
  })
  .put("/users/:id", async (c) => {
    const me = signedInUser(c);
    const id = pathId(c, "id", NOT_FOUND);
    const changes = await readJson(c, profileUpdateInput);
    return c.json({ user: await updateProfile(c.var.deps, me._id, id, changes) });
  })
  .post("/users/:id/follow", async (c) => {
    const me = signedInUser(c);
    return c.json(await follow(c.var.deps, me._id, pathId(c, "id", NOT_FOUND)));
  })
  .post("/users/:id/unfollow", async (c) => {
    const me = signedInUser(c);
    return c.json(await unfollow(c.var.deps, me._id, pathId(c, "id", NOT_FOUND)));
  });
