import assert from "node:assert/strict";
import * as esbuild from "esbuild";
import { browserBoundary } from "./browser_boundary.ts";
import { islandNames, registrySource, writeRegistry } from "./island_registry.ts";

/** A throwaway project: `files` maps root-relative paths to their text. */
async function project(files: Record<string, string>): Promise<string> {
  const root = await Deno.makeTempDir({ prefix: "campus-build-" });
  for (const [path, text] of Object.entries(files)) {
    await Deno.mkdir(`${root}/${path.slice(0, path.lastIndexOf("/"))}`, { recursive: true });
    await Deno.writeTextFile(`${root}/${path}`, text);
  }
  return root;
}

function bundle(root: string, entry: string) {
  return esbuild.build({
    entryPoints: [`${root}/${entry}`],
    bundle: true,
    write: false,
    logLevel: "silent",
    plugins: [browserBoundary(root)],
  });
}

const serverModule = "export const secret = Deno.env.get('SESSION_SECRET');\nexport type Row = {};";

Deno.test("[build] browser code cannot import server modules", async (t) => {
  const root = await project({
    "src/posts/service.ts": serverModule,
    "src/shared/limits.ts": "export const MAX = 3;",
    "islands/Bad.tsx": 'import { secret } from "../src/posts/service.ts";\nconsole.log(secret);',
    "islands/Typed.tsx": 'import type { Row } from "../src/posts/service.ts";\n' +
      'import { MAX } from "../src/shared/limits.ts";\nexport const x: Row[] = [];\nconsole.log(MAX);',
    "src/ui/deep.ts": 'export { secret } from "../posts/service.ts";',
    "islands/Indirect.tsx": 'import { secret } from "../src/ui/deep.ts";\nconsole.log(secret);',
  });
  try {
    await t.step("a value import fails the build, naming both files", async () => {
      await assert.rejects(() => bundle(root, "islands/Bad.tsx"), (err: Error) => {
        assert.match(err.message, /islands\/Bad\.tsx imports src\/posts\/service\.ts/);
        assert.match(err.message, /which is server code/);
        return true;
      });
    });
    await t.step("so does one made through a browser module", async () => {
      await assert.rejects(() => bundle(root, "islands/Indirect.tsx"), /src\/ui\/deep\.ts imports/);
    });
    await t.step("types from anywhere and values from src/shared are fine", async () => {
      const result = await bundle(root, "islands/Typed.tsx");
      assert.equal(result.errors.length, 0);
      assert.doesNotMatch(result.outputFiles![0].text, /SESSION_SECRET/);
    });
  } finally {
    await esbuild.stop();
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("[build] the island registry is made from the files in islands/", async () => {
  const root = await project({
    "islands/Header.tsx": "export default function Header() { return null; }",
    "islands/ChatPage.tsx": "export default function ChatPage() { return null; }",
    "islands/helper.ts": "export const notAnIsland = 1;",
  });
  try {
    assert.deepEqual(await islandNames(`${root}/islands`), ["ChatPage", "Header"]);
    const registry = `${root}/islands.ts`;
    assert.equal(await writeRegistry(`${root}/islands`, registry), true);
    const text = await Deno.readTextFile(registry);
    assert.equal(text, registrySource(["ChatPage", "Header"]));
    assert.match(text, /export const HeaderIsland = island\("Header", Header\);/);
    assert.equal(
      await writeRegistry(`${root}/islands`, registry),
      false,
      "unchanged: not rewritten",
    );
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("[build] the committed registry matches islands/", async () => {
  const root = new URL("../../", import.meta.url).pathname;
  const committed = await Deno.readTextFile(`${root}src/ssr/islands.ts`);
  assert.equal(committed, registrySource(await islandNames(`${root}islands`)));
});
