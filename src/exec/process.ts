/**
 * Runs one sandboxed command with hard limits: the whole process group is killed with SIGKILL
 * at the wall-time limit or when output passes its cap (user code can trap SIGTERM, never
 * SIGKILL). Output is stdout and stderr interleaved as they arrive.
 */

export type Spawned = {
  output: string;
  code: number | null;
  signal: string | null;
  note: string | null;
};

export async function runLimited(
  cmd: string,
  args: string[],
  options: {
    stdin?: string;
    wallMs: number;
    outputBytes: number;
    env?: Record<string, string>;
    cwd?: string;
  },
): Promise<Spawned> {
  const child = new Deno.Command(cmd, {
    args,
    cwd: options.cwd,
    env: options.env ?? {},
    clearEnv: true,
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let note: string | null = null;
  const kill = (why: string) => {
    note ??= why;
    try {
      child.kill("SIGKILL");
    } catch {
      // Already gone.
    }
  };
  const timer = setTimeout(
    () => kill(`Time limit exceeded (${options.wallMs / 1000} s).`),
    options.wallMs,
  );
  const chunks: Uint8Array[] = [];
  let size = 0;
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) {
      if (size >= options.outputBytes) continue;
      chunks.push(chunk.subarray(0, options.outputBytes - size));
      size += chunk.length;
      if (size >= options.outputBytes) {
        kill(`Output limit reached (${options.outputBytes / 1024} KB).`);
      }
    }
  };
  const writer = child.stdin.getWriter();
  writer.write(new TextEncoder().encode(options.stdin ?? "")).then(() => writer.close()).catch(
    () => {},
  );
  const [status] = await Promise.all([child.status, drain(child.stdout), drain(child.stderr)]);
  clearTimeout(timer);
  const output = new TextDecoder().decode(
    chunks.reduce((all, c) => {
      const next = new Uint8Array(all.length + c.length);
      next.set(all);
      next.set(c, all.length);
      return next;
    }, new Uint8Array()),
  );
  return { output, code: status.signal ? null : status.code, signal: status.signal ?? null, note };
}
