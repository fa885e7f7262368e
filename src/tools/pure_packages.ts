/**
 * Marks npm packages whose published modules only define functions and classes as free of side
 * effects, so esbuild drops what the browser code never uses. `@trpc/client` and its React Query
 * integration do not say so in their package.json (`@trpc/server` does); without this, every
 * page would carry the WebSocket and subscription links no island uses.
 */
import type * as esbuild from "esbuild";

const PURE =
  /\/node_modules\/(?:\.deno\/[^/]+\/node_modules\/)?@trpc\/(?:client|tanstack-react-query)\//;

export function purePackages(): esbuild.Plugin {
  return {
    name: "pure-packages",
    setup(build) {
      build.onResolve({ filter: /./ }, async (args) => {
        if (args.pluginData === "pure-packages" || !/trpc/.test(args.path + args.importer)) return;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: "pure-packages",
        });
        if (resolved.errors.length > 0 || !PURE.test(resolved.path)) return;
        return { ...resolved, sideEffects: false };
      });
    },
  };
}
