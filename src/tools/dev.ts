/**
 * `deno task dev`: rebuilds the islands on every change and restarts the server when the server
 * code or the build output changes. Stops both on Ctrl+C.
 */
const root = new URL("../../", import.meta.url).pathname;

const build = new Deno.Command(Deno.execPath(), {
  args: ["run", "-A", "src/tools/build_islands.ts"],
  cwd: root,
}).spawn();
if (!(await build.status).success) Deno.exit(1);

const watcher = new Deno.Command(Deno.execPath(), {
  args: ["run", "-A", "src/tools/build_islands.ts", "--watch"],
  cwd: root,
}).spawn();

const server = new Deno.Command(Deno.execPath(), {
  args: [
    "run",
    "--allow-net",
    "--allow-read",
    "--allow-write",
    "--allow-env",
    "--allow-run",
    "--allow-sys",
    "--watch=static/_build/manifest.json,static/css/",
    "main.ts",
  ],
  cwd: root,
  // React's development build: slower renders, but its warnings help while working.
  env: { NODE_ENV: "development" },
}).spawn();

function stop() {
  for (const child of [watcher, server]) {
    try {
      child.kill("SIGTERM");
    } catch {
      // Already gone.
    }
  }
}
Deno.addSignalListener("SIGINT", stop);
Deno.addSignalListener("SIGTERM", stop);
await Promise.race([watcher.status, server.status]);
stop();
