/**
 * The JavaScript runtime a jailed program sees: this server's Deno binary, linked (or copied) into
 * a folder any sandbox user may read, with a preload script, mounted at /runtime. The server's own
 * binary path, usually under a home folder the sandbox user cannot enter, never shows inside.
 */

/** Where the folder is mounted in the jail: what `Deno.execPath()` answers there. */
export const RUNTIME_MOUNT = "/runtime";

/** Runs before the student's program. A Worker is a second V8 instance with its own reserved
 * code space, beyond what one run may use: say so instead of crashing on the memory cap. */
export const PRELOAD = `Object.defineProperty(globalThis, "Worker", {
  value: function Worker() {
    throw new Error("Workers are not available when running code here (one thread per run).");
  },
  writable: false,
  configurable: false,
  enumerable: false,
});
`;

let prepared: Promise<string> | null = null;

/** The host folder holding `deno` and `preload.js`, made once per process and shared by every run
 * (and by other servers started from the same binary). */
export async function jsRuntime(): Promise<string> {
  prepared ??= prepare().catch((err) => {
    prepared = null;
    throw err;
  });
  const dir = await prepared;
  // A temp-folder cleaner may have removed it since: make it again.
  if (await trusted(dir)) return dir;
  prepared = null;
  return await (prepared = prepare());
}

async function prepare(): Promise<string> {
  const binary = Deno.execPath();
  const info = await Deno.stat(binary);
  const tag = await digest(`${binary}\n${info.size}\n${info.mtime?.getTime()}\n${PRELOAD}`);
  const fresh = await Deno.makeTempDir({ prefix: "campus-runtime-" });
  const parent = fresh.slice(0, fresh.lastIndexOf("/"));
  const stable = `${parent}/campus-runtime-${Deno.uid() ?? "u"}-${tag}`;
  if (await trusted(stable)) {
    await Deno.remove(fresh, { recursive: true });
    return stable;
  }
  try {
    // A link costs no space; only for a binary everyone may already run, as the mode is shared.
    if (((info.mode ?? 0) & 0o755) !== 0o755) throw new Error("private binary");
    await Deno.link(binary, `${fresh}/deno`);
  } catch {
    // Another file system, links not allowed, or a private binary: a copy works everywhere.
    await Deno.copyFile(binary, `${fresh}/deno`);
  }
  await Deno.chmod(`${fresh}/deno`, 0o755);
  await Deno.writeTextFile(`${fresh}/preload.js`, PRELOAD, { mode: 0o644 });
  await Deno.chmod(`${fresh}/preload.js`, 0o644);
  await Deno.chmod(fresh, 0o755);
  try {
    await Deno.rename(fresh, stable);
    return stable;
  } catch {
    // Another server made it first; use that one if it is sound, else keep our own.
    if (await trusted(stable)) {
      await Deno.remove(fresh, { recursive: true });
      return stable;
    }
    return fresh;
  }
}

/** A folder in the shared temp directory is used only if we own it and nobody else can write it
 * (nor its files), so no other local user can plant a binary the server would run. */
async function trusted(dir: string): Promise<boolean> {
  try {
    for (const path of [dir, `${dir}/deno`, `${dir}/preload.js`]) {
      const s = await Deno.lstat(path);
      if (s.isSymlink || s.uid !== Deno.uid() || ((s.mode ?? 0) & 0o022) !== 0) return false;
    }
    return true;
  } catch {
    return false;
  }
}

async function digest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(hash).slice(0, 8), (b) => b.toString(16).padStart(2, "0"))
    .join("");
}
