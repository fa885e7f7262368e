/**
 * Hostile programs in every language are contained with a clear message: endless loops, fork
 * bombs, memory hogs, SIGTERM traps, reading system and app files, the network, 100 MB of
 * output; JavaScript's own ways past a heap limit (buffers, WebAssembly, Workers) and its view of
 * the server. The event loop of the server stays responsive meanwhile.
 */
import assert from "node:assert/strict";
import type { Language } from "../shared/languages.ts";
import { DEFAULT_LIMITS } from "./model.ts";
import { sandboxExecutor } from "./sandbox.ts";

const WALL = 2_000;
const executor = sandboxExecutor({
  ...DEFAULT_LIMITS,
  wallMs: WALL,
  cpuSeconds: 3,
  concurrency: 2,
});
const secretDir = await Deno.makeTempDir({ prefix: "campus-data-" });
const secret = `${secretDir}/kv.sqlite3`;
await Deno.writeTextFile(secret, "TOP-SECRET-APP-DATA");

type Case = {
  name: string;
  programs: Partial<Record<Language, string>>;
  expect: RegExp;
  never?: RegExp;
};

const cases: Case[] = [
  {
    name: "an endless loop is stopped at the time limit",
    programs: {
      javascript: "while (true) {}",
      python: "while True: pass",
      cpp: "int main(){ volatile long i = 0; while (true) i++; }",
      java:
        "public class Main { public static void main(String[] a){ long i = 0; while (true) i++; } }",
    },
    expect: /Time limit exceeded|CPU time limit exceeded/,
  },
  {
    name: "trapping SIGTERM does not help",
    programs: {
      javascript: 'Deno.addSignalListener("SIGTERM", () => {}); while (true) {}',
      python: "import signal\nsignal.signal(signal.SIGTERM, lambda *a: None)\nwhile True: pass",
      cpp:
        "#include <csignal>\nint main(){ std::signal(SIGTERM, SIG_IGN); volatile long i = 0; while (true) i++; }",
      java:
        "public class Main { public static void main(String[] a){ Runtime.getRuntime().addShutdownHook(new Thread(() -> { while (true) {} })); long i = 0; while (true) i++; } }",
    },
    expect: /Time limit exceeded|CPU time limit exceeded/,
  },
  {
    name: "a fork bomb is contained",
    programs: {
      javascript: 'new Deno.Command("/bin/sh", { args: ["-c", ":(){ :|:& };:"] }).spawn();',
      python: "import os\nwhile True:\n    try: os.fork()\n    except OSError: pass",
      cpp: "#include <unistd.h>\nint main(){ while (true) fork(); }",
      java:
        "public class Main { public static void main(String[] a){ while (true) new Thread(() -> { while (true) {} }).start(); } }",
    },
    expect:
      /Time limit exceeded|CPU time limit exceeded|NotCapable|Requires run access|unable to create|too many processes|Resource temporarily unavailable|fatal error/i,
  },
  {
    name: "a memory hog is stopped",
    programs: {
      javascript: "const a = []; while (true) a.push(new Array(1e6).fill(Math.random()));",
      python: "a = []\nwhile True: a.append(bytearray(10**7))",
      cpp:
        "#include <cstring>\nint main(){ while (true) { char* p = new char[1 << 26]; std::memset(p, 1, 1 << 26); } }",
      java:
        "import java.util.*; public class Main { public static void main(String[] a){ List<long[]> l = new ArrayList<>(); while (true) l.add(new long[1 << 24]); } }",
    },
    expect:
      /MemoryError|bad_alloc|OutOfMemoryError|out of memory|Memory limit exceeded|fatal error|memory or process limit|Time limit exceeded/i,
  },
  {
    name: "system files and the app's data cannot be read",
    programs: {
      javascript: `for (const f of ["/etc/passwd", ${
        JSON.stringify(secret)
      }]) { try { console.log(Deno.readTextFileSync(f)); } catch (e) { console.log("blocked", e.name); } }`,
      python: `for f in ["/etc/passwd", ${
        JSON.stringify(secret)
      }]:\n    try: print(open(f).read())\n    except Exception as e: print("blocked", type(e).__name__)`,
      cpp: `#include <fstream>\n#include <iostream>\nint main(){ for (auto f : {"/etc/passwd", ${
        JSON.stringify(secret)
      }}) { std::ifstream in(f); std::string s; if (in >> s) std::cout << s; else std::cout << "blocked\\n"; } }`,
      java:
        `import java.nio.file.*; public class Main { public static void main(String[] a) { for (String f : new String[]{"/etc/passwd", ${
          JSON.stringify(secret)
        }}) { try { System.out.println(Files.readString(Path.of(f))); } catch (Exception e) { System.out.println("blocked " + e.getClass().getSimpleName()); } } } }`,
    },
    expect: /blocked[\s\S]*blocked/,
    never: /root:|TOP-SECRET/,
  },
  {
    name: "the network is unreachable",
    programs: {
      javascript:
        'try { await fetch("http://1.1.1.1/"); console.log("connected"); } catch (e) { console.log("blocked", e.name); }',
      python:
        'import socket\ntry:\n    socket.create_connection(("1.1.1.1", 80), timeout=1); print("connected")\nexcept OSError as e: print("blocked", e)',
      cpp:
        '#include <sys/socket.h>\n#include <netinet/in.h>\n#include <arpa/inet.h>\n#include <cstdio>\nint main(){ int s = socket(AF_INET, SOCK_STREAM, 0); sockaddr_in a{}; a.sin_family = AF_INET; a.sin_port = htons(80); inet_pton(AF_INET, "1.1.1.1", &a.sin_addr); puts(connect(s, (sockaddr*)&a, sizeof a) == 0 ? "connected" : "blocked"); }',
      java:
        'public class Main { public static void main(String[] a) { try (var s = new java.net.Socket()) { s.connect(new java.net.InetSocketAddress("1.1.1.1", 80), 1000); System.out.println("connected"); } catch (Exception e) { System.out.println("blocked " + e); } } }',
    },
    expect: /blocked/,
    never: /connected\n/,
  },
  {
    name: "100 MB of output is cut at the cap",
    programs: {
      javascript:
        'const line = "x".repeat(1000) + "\\n"; for (let i = 0; i < 100000; i++) console.log(line);',
      python: 'import sys\nfor _ in range(100000): sys.stdout.write("x" * 1000 + "\\n")',
      cpp:
        "#include <cstdio>\nint main(){ for (int i = 0; i < 100000; i++) { for (int j = 0; j < 1000; j++) putchar(120); putchar(10); } }",
      java:
        'public class Main { public static void main(String[] a) { String s = "x".repeat(1000); for (int i = 0; i < 100000; i++) System.out.println(s); } }',
    },
    expect: /Output limit reached \(64 KB\)\.$/,
  },
];

Deno.test("[exec] ordinary programs read stdin and print", async () => {
  const programs: Record<Language, string> = {
    javascript:
      'const buf = new Uint8Array(64); const n = Deno.stdin.readSync(buf); console.log("hi " + new TextDecoder().decode(buf.subarray(0, n ?? 0)).trim());',
    python: 'print("hi " + input())',
    cpp:
      '#include <iostream>\n#include <string>\nint main(){ std::string s; std::cin >> s; std::cout << "hi " << s << std::endl; }',
    java:
      'public class Main { public static void main(String[] a) { System.out.println("hi " + new java.util.Scanner(System.in).next()); } }',
  };
  for (const [language, code] of Object.entries(programs)) {
    const r = await executor.run({
      language: language as Language,
      version: "*",
      code,
      stdin: "campus\n",
    });
    assert.equal(r.run.output.trim(), "hi campus", language);
    assert.equal(r.run.code, 0, language);
  }
  const broken = await executor.run({ language: "cpp", version: "*", code: "int main( {" });
  assert.match(broken.run.output, /error[\s\S]*Compilation failed\.$/);
});

Deno.test("[exec] hostile programs are contained in every language", async (t) => {
  // Measures how late a 20 ms timer fires while the runs go on: the server's loop must stay free.
  let worstLag = 0;
  let running = true;
  const watch = (async () => {
    while (running) {
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, 20));
      worstLag = Math.max(worstLag, performance.now() - t0 - 20);
    }
  })();
  for (const c of cases) {
    await t.step(c.name, async () => {
      const runs = Object.entries(c.programs).map(async ([language, code]) => {
        const started = performance.now();
        const r = await executor.run({ language: language as Language, version: "*", code: code! });
        const took = performance.now() - started;
        return { language, output: r.run.output, took };
      });
      for (const r of await Promise.all(runs)) {
        assert.match(r.output, c.expect, `${r.language}: ${r.output.slice(-300)}`);
        if (c.never) assert.doesNotMatch(r.output, c.never, r.language);
        assert.ok(r.output.length <= 64 * 1024 + 200, `${r.language} output ${r.output.length}`);
        // Two run at once, so a run may first wait for one other; Java gets 3 s to compile.
        assert.ok(r.took < 2 * (WALL + 3_000) + 2_000, `${r.language} took ${r.took}`);
      }
    });
  }
  running = false;
  await watch;
  console.log(`worst event-loop lag during the runs: ${Math.round(worstLag)} ms`);
  // A run blocking the server would stall it for its whole 2 s; a second is plenty of margin
  // for spawning processes and reading their output on a busy machine.
  assert.ok(worstLag < 1000, `the event loop stalled for ${worstLag} ms`);
  await Deno.remove(secretDir, { recursive: true });
});

Deno.test("[exec] JavaScript is held to the run's memory and cannot see the server", async (t) => {
  const js = async (code: string) => {
    const r = await executor.run({ language: "javascript", version: "*", code });
    return r.run.output;
  };
  const memory = /Memory limit exceeded \(256 MB\)\.$/;
  await t.step("2 GB of buffers, outside V8's heap", async () => {
    const out = await js(
      "const kept = []; for (let mb = 1; mb <= 2048; mb++) { kept.push(new Uint8Array(1 << 20).fill(1)); if (mb % 512 === 0) console.log(mb, 'MB'); }",
    );
    assert.match(out, memory, out.slice(-300));
    assert.doesNotMatch(out, /1024 MB|2048 MB/);
    assert.doesNotMatch(out, /Last few GCs|C stack trace/, "V8's crash report is not shown");
  });
  await t.step("a 2 GB WebAssembly memory", async () => {
    const out = await js(
      "const m = new WebAssembly.Memory({ initial: 32768 }); new Uint8Array(m.buffer).fill(1); console.log('got', m.buffer.byteLength);",
    );
    assert.match(out, memory, out.slice(-300));
    assert.doesNotMatch(out, /^got \d/m);
  });
  await t.step("a WebAssembly memory grown page by page", async () => {
    const out = await js(
      "const m = new WebAssembly.Memory({ initial: 1, maximum: 65536 }); for (let i = 1; i <= 32; i++) { m.grow(1024); new Uint8Array(m.buffer).fill(1); console.log(i * 64, 'MB'); }",
    );
    assert.match(out, memory, out.slice(-300));
    assert.doesNotMatch(out, /^(1024|2048) MB$/m);
  });
  await t.step("100 Workers", async () => {
    const out = await js(
      `const src = URL.createObjectURL(new Blob(["const k = []; while (true) k.push(new Uint8Array(1 << 20).fill(1));"], { type: "text/javascript" }));
const workers = []; for (let i = 0; i < 100; i++) workers.push(new Worker(src, { type: "module" }));
console.log(workers.length, "workers started");`,
    );
    assert.match(out, /Workers are not available when running code here/, out.slice(-300));
    assert.doesNotMatch(out, /workers started/);
  });
  await t.step("100 node:worker_threads, which the preload does not see", async () => {
    // Each is a V8 instance of its own: the data cap stops them, whatever the way in.
    const out = await js(
      'import { Worker } from "node:worker_threads"; const ws = []; for (let i = 0; i < 100; i++) ws.push(new Worker("while (true) {}", { eval: true })); console.log(ws.length, "workers started");',
    );
    assert.match(out, memory, out.slice(-300));
    assert.doesNotMatch(out, /workers started/);
  });
  await t.step("the server's folder, binary and files stay out of sight", async () => {
    const here = Deno.cwd();
    const out = await js(`
for (const [what, look] of [
  ["exec", () => Deno.execPath()],
  ["cwd", () => Deno.cwd()],
  ["config", () => Deno.readTextFileSync(${JSON.stringify(`${here}/deno.json`)})],
  ["work", () => [...Deno.readDirSync("/work")].map((e) => e.name).join(",")],
  ["env", () => JSON.stringify(Deno.env.toObject())],
]) { try { console.log(what, look()); } catch (e) { console.log(what, "blocked", e.name); } }`);
    assert.match(out, /^exec \/runtime\/deno$/m, out);
    assert.match(out, /^cwd \/tmp$/m, out);
    for (const what of ["config", "work", "env"]) {
      assert.match(out, new RegExp(`^${what} blocked`, "m"), out);
    }
    assert.ok(!out.includes(here), `the server's folder showed: ${out}`);
    assert.ok(!out.includes(Deno.execPath()), `the server's binary showed: ${out}`);
  });
});
