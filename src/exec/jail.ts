/**
 * The command line that jails one program: low CPU priority, prlimit's caps, an unprivileged
 * user of its own (so the process cap counts only that run's processes), then bubblewrap with
 * every namespace unshared (no network), a read-only /usr, a private size-limited /tmp and the
 * program's folder read-only at /box.
 */
import type { Limits } from "./model.ts";

export type JailOptions = {
  /** Host folder holding the program, mounted read-only at /box. */
  box: string;
  /** Memory cap in bytes: of address space, or of writable data for a runtime (V8) that
   * reserves far more address space up front than it ever uses. */
  memory: number;
  memoryKind?: "address-space" | "data";
  /** More bubblewrap mounts (e.g. a compiler's output folder). */
  extra: string[];
  program: string[];
  /** CPU seconds, when not the usual limit (compiling, Java's start-up). */
  cpu?: number;
  /** The unprivileged user (and group) the program runs as. */
  uid: number;
};

export function jailCommand(limits: Limits, o: JailOptions): [string, string[]] {
  const caps = [
    `--cpu=${o.cpu ?? limits.cpuSeconds}`,
    o.memoryKind === "data" ? `--data=${o.memory}` : `--as=${o.memory}`,
    `--nproc=${limits.processes}`,
    `--fsize=${limits.fileBytes}`,
    "--nofile=64",
    "--core=0",
  ];
  const unprivileged = ["setpriv", `--reuid=${o.uid}`, `--regid=${o.uid}`, "--clear-groups", "--"];
  const mounts = [
    ["--ro-bind", "/usr", "/usr"],
    ["--symlink", "usr/lib", "/lib"],
    ["--symlink", "usr/lib64", "/lib64"],
    ["--symlink", "usr/bin", "/bin"],
    ["--proc", "/proc"],
    ["--dev", "/dev"],
    ["--size", String(limits.fileBytes * 4), "--tmpfs", "/tmp"],
    ["--ro-bind", o.box, "/box"],
  ].flat();
  // Low CPU priority: a busy program never starves the server that runs it.
  return ["nice", [
    "-n",
    "15",
    "prlimit",
    ...caps,
    "--",
    ...unprivileged,
    "bwrap",
    "--unshare-all",
    "--die-with-parent",
    "--new-session",
    ...mounts,
    ...o.extra,
    "--chdir",
    "/tmp",
    ...o.program,
  ]];
}
