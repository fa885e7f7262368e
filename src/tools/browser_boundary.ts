/**
 * The line between browser and server code, kept by the island build: code bundled for the
 * browser (islands/, src/client/, src/ui/, src/shared/) may import values only from those folders
 * and from packages. A value import of any other server module fails the build with a message
 * naming both files; `import type` from anywhere is fine (types are erased).
 */
import type * as esbuild from "esbuild";

/** The folders whose modules the browser may load. */
export const BROWSER_FOLDERS = ["islands/", "src/client/", "src/ui/", "src/shared/"];

const inBrowserFolder = (path: string) => BROWSER_FOLDERS.some((f) => path.startsWith(f));

/** The error for `importer` (root-relative) importing `target`, or null when allowed. */
export function boundaryProblem(importer: string, target: string): string | null {
  if (!inBrowserFolder(importer) || inBrowserFolder(target)) return null;
  if (!target.startsWith("src/") && !target.startsWith("routes/") && !target.startsWith("tests/")) {
    return null;
  }
  return `${importer} imports ${target}, which is server code. Browser code may import values ` +
    `only from ${BROWSER_FOLDERS.join(", ")} and packages: move what both sides need into ` +
    `src/shared/, or import only its types with "import type".`;
}

/** The esbuild plugin that enforces `boundaryProblem` on every relative import. */
export function browserBoundary(root: string): esbuild.Plugin {
  const base = root.endsWith("/") ? root : `${root}/`;
  return {
    name: "browser-boundary",
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!args.importer.startsWith(base)) return undefined;
        const importer = args.importer.slice(base.length);
        const target = new URL(args.path, `file://${args.importer}`).pathname.slice(base.length);
        const problem = boundaryProblem(importer, target);
        return problem ? { errors: [{ text: problem }] } : undefined;
      });
    },
  };
}
