/** Runs an operator's `deno task` (feedback, moderate) as a subprocess on a KV file, as an
 * operator would on the server's store. */
const root = new URL("../../", import.meta.url).pathname;

/** Runs `deno task <name> <args>` on `kvPath`; answers the exit code and both outputs. */
export async function operatorTask(name: string, kvPath: string, ...args: string[]) {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["task", "--quiet", name, ...args],
    cwd: root,
    env: { DENO_KV_PATH: kvPath, APP_ENV: "test", NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code, out: text(stdout), err: text(stderr) };
}
