/**
 * Reading tRPC input safely: superjson's metadata (`meta`) comes from the client and superjson
 * walks it recursively, so a deep or cyclic `meta` could exhaust the stack. It is measured first
 * (without recursion) and any failure to read the input becomes one plain sentence.
 */
import superjson from "superjson";

/** How deep the metadata may nest and how many parts it may have: our inputs need a handful. */
export const META_MAX_DEPTH = 32;
export const META_MAX_NODES = 2_000;

export const UNREADABLE_INPUT =
  "The request's input could not be read (its superjson form is invalid).";
export const INVALID_JSON = "The request is not valid JSON.";

type Pending = { value: unknown; depth: number };

/** Throws unless `value` nests at most `META_MAX_DEPTH` deep with at most `META_MAX_NODES` parts. */
function checkSize(value: unknown): void {
  const stack: Pending[] = [{ value, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (++nodes > META_MAX_NODES || depth > META_MAX_DEPTH) throw new Error(UNREADABLE_INPUT);
    if (typeof value === "object" && value !== null) {
      for (const child of Object.values(value)) stack.push({ value: child, depth: depth + 1 });
    }
  }
}

/** `a.b` may not be made to point at itself or at something inside itself. */
function refusesCycles(referentialEqualities: unknown): void {
  if (typeof referentialEqualities !== "object" || referentialEqualities === null) return;
  // The root form `[targets, rest?]` points paths at the root itself: always a cycle or useless.
  if (Array.isArray(referentialEqualities)) throw new Error(UNREADABLE_INPUT);
  for (const [source, targets] of Object.entries(referentialEqualities)) {
    if (!Array.isArray(targets)) throw new Error(UNREADABLE_INPUT);
    for (const target of targets) {
      if (typeof target !== "string") throw new Error(UNREADABLE_INPUT);
      if (target === source || target.startsWith(`${source}.`) || source.startsWith(`${target}.`)) {
        throw new Error(UNREADABLE_INPUT);
      }
    }
  }
}

/** superjson's `deserialize` for untrusted input: bounded, acyclic, one sentence on failure. */
export function deserializeInput(payload: unknown): unknown {
  if (typeof payload !== "object" || payload === null || !("meta" in payload)) {
    return superjson.deserialize(payload as never);
  }
  const meta = payload.meta;
  if (meta !== undefined) {
    if (typeof meta !== "object" || meta === null || Array.isArray(meta)) {
      throw new Error(UNREADABLE_INPUT);
    }
    checkSize(meta);
    refusesCycles((meta as { referentialEqualities?: unknown }).referentialEqualities);
  }
  try {
    return superjson.deserialize(payload as never);
  } catch {
    throw new Error(UNREADABLE_INPUT);
  }
}

/** The transformer tRPC is initialised with: superjson out, checked superjson in. */
export const inputSafeTransformer = {
  input: { serialize: superjson.serialize, deserialize: deserializeInput },
  output: { serialize: superjson.serialize, deserialize: superjson.deserialize },
};
