/**
 * The reference for the collab benchmark: the y-websocket project's own server,
 * `@y/websocket-server@0.1.1` with yjs 13, on Node. Installed on first use into a git-ignored
 * cache (`.artifacts/bench-cache/`), then started pinned to one core. It keeps rooms in memory
 * and serves them at `ws://host:port/ROOM`.
 */
import { canPin, type Child } from "./processes.ts";

const PACKAGES = ["@y/websocket-server@0.1.1", "yjs@13.6.33"];

function installedVersion(dir: string, name: string): string | null {
  try {
    const text = Deno.readTextFileSync(`${dir}/node_modules/${name}/package.json`);
    return JSON.parse(text).version ?? null;
  } catch {
    return null;
  }
}

/** Installs the reference server into `dir` unless the pinned versions are already there. */
export async function ensureReferenceInstalled(dir: string): Promise<string> {
  const entry = `${dir}/node_modules/@y/websocket-server/src/server.js`;
  if (
    installedVersion(dir, "@y/websocket-server") === "0.1.1" &&
    installedVersion(dir, "yjs") === "13.6.33"
  ) return entry;
  await Deno.mkdir(dir, { recursive: true });
  console.log(`installing ${PACKAGES.join(" ")} into ${dir} …`);
  const out = await new Deno.Command("npm", {
    args: ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", dir, ...PACKAGES],
    stdout: "inherit",
    stderr: "inherit",
    signal: AbortSignal.timeout(180_000),
  }).output();
  if (!out.success) throw new Error(`npm install of the reference server failed (${out.code})`);
  return entry;
}

/** A port that was free a moment ago (the reference server takes its port from `PORT`). */
function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/**
 * Starts the reference server with Node on `core`; resolves once it reports its port.
 * `heapMb` caps V8's old space, as `--max-old-space-size` does.
 */
export async function startReference(entry: string, core: number, heapMb = 0): Promise<Child> {
  const port = freePort();
  const node = heapMb > 0 ? ["node", `--max-old-space-size=${heapMb}`, entry] : ["node", entry];
  const cmd = canPin ? ["taskset", "-c", String(core), ...node] : node;
  const child = new Deno.Command(cmd[0], {
    args: cmd.slice(1),
    env: { HOST: "127.0.0.1", PORT: String(port) },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  const timeout = setTimeout(() => child.kill("SIGKILL"), 30_000);
  let out = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`reference server exited before listening: ${out}`);
    out += value;
    if (/running at '127\.0\.0\.1' on port (\d+)/.test(out)) break;
  }
  clearTimeout(timeout);
  (async () => {
    while (!(await reader.read()).done) { /* discard */ }
  })().catch(() => {});
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await child.status;
    },
    async kill() {
      child.kill("SIGKILL");
      await child.status;
    },
  };
}
