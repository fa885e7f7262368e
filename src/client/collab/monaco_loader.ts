/**
 * Loads the room's Monaco only when the editor page asks for it, all from our own origin: the
 * stylesheet esbuild gathered from Monaco's CSS, the editor worker as a module worker, and the
 * editor module itself (a build entry of its own, so no other page's bundle carries it).
 */
import { type ComponentType, lazy, type LazyExoticComponent } from "react";
import type { RoomEditorProps } from "./monaco_editor.tsx";

export type MonacoAssets = { css: string; worker: string };

type EditorModule = { default: ComponentType<RoomEditorProps> };

let loading: Promise<EditorModule> | null = null;
let component: LazyExoticComponent<ComponentType<RoomEditorProps>> | null = null;

function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[data-monaco-css]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.monacoCss = "";
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error("the editor's stylesheet did not load"));
    };
    document.head.append(link);
  });
}

/** Starts (once) loading Monaco; a failed load may be tried again. */
export function loadMonaco(assets: MonacoAssets): Promise<EditorModule> {
  loading ??= (async () => {
    (globalThis as { MonacoEnvironment?: unknown }).MonacoEnvironment = {
      getWorker: (_id: string, label: string) =>
        new Worker(assets.worker, { type: "module", name: label }),
    };
    const [mod] = await Promise.all([import("./monaco_editor.tsx"), loadStylesheet(assets.css)]);
    return mod;
  })();
  loading.catch(() => loading = null);
  return loading;
}

/** The editor as a lazy component for `<Suspense>`; the same one on every render. */
export function lazyRoomEditor(
  assets: MonacoAssets,
): LazyExoticComponent<ComponentType<RoomEditorProps>> {
  component ??= lazy(() => loadMonaco(assets));
  return component;
}
