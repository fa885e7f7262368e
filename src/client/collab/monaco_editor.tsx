/**
 * The room's code editor, loaded lazily (see `monaco_loader.ts`): @monaco-editor/react renders
 * our bundled Monaco (its loader is pointed at it, so nothing comes from a CDN), y-monaco ties
 * the open file's Y.Text to a Monaco model, and undo/redo go to a Yjs undo manager holding only
 * our own edits (Monaco's own history would also rewind what others typed).
 */
import * as monaco from "monaco-editor/editor/editor.api.js";
import "./monaco_features.ts";
import "monaco-editor/languages/definitions/javascript/register.js";
import "monaco-editor/languages/definitions/python/register.js";
import "monaco-editor/languages/definitions/cpp/register.js";
import "monaco-editor/languages/definitions/java/register.js";
import { Editor, loader, type OnMount } from "@monaco-editor/react";
import { MonacoBinding } from "y-monaco";
import * as Y from "yjs";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { fileText, type Language } from "../../shared/room_doc.ts";
import type { RoomSession } from "./room_session.ts";

loader.config({ monaco });

export type RoomEditorProps = {
  session: RoomSession;
  fileId: string;
  fileName: string;
  language: Language;
  fontSize: number;
  /** Shown until Monaco has drawn itself. */
  loading: ReactNode;
};

/** Editor height (spec 001 §9). */
export const EDITOR_HEIGHT = "52vh";

type CodeEditor = monaco.editor.IStandaloneCodeEditor;

function addUndoActions(editor: CodeEditor, undo: { current: Y.UndoManager | null }) {
  const { KeyMod, KeyCode } = monaco;
  editor.addAction({
    id: "campus.undo",
    label: "Undo your last edit",
    keybindings: [KeyMod.CtrlCmd | KeyCode.KeyZ],
    contextMenuGroupId: "1_modification",
    contextMenuOrder: 1,
    run: () => void undo.current?.undo(),
  });
  editor.addAction({
    id: "campus.redo",
    label: "Redo your last edit",
    keybindings: [KeyMod.CtrlCmd | KeyMod.Shift | KeyCode.KeyZ, KeyMod.CtrlCmd | KeyCode.KeyY],
    contextMenuGroupId: "1_modification",
    contextMenuOrder: 2,
    run: () => void undo.current?.redo(),
  });
}

export default function RoomEditor(props: RoomEditorProps) {
  const [editor, setEditor] = useState<CodeEditor | null>(null);
  const undo = useRef<Y.UndoManager | null>(null);
  const language = useRef(props.language);
  language.current = props.language;

  const onMount: OnMount = (mounted) => {
    addUndoActions(mounted, undo);
    setEditor(mounted);
  };

  // One model per open file, bound to its Y.Text; disposing the model ends the binding.
  useEffect(() => {
    if (!editor) return;
    const { session, fileId } = props;
    const text = fileText(session.doc, fileId);
    if (!text) return;
    const model = monaco.editor.createModel(text.toString(), language.current);
    const previous = editor.getModel();
    editor.setModel(model);
    if (previous && !previous.isDisposed()) previous.dispose();
    const binding = new MonacoBinding(text, model, new Set([editor]), session.awareness);
    // y-monaco shares our cursor only when it moves; place it in this file for the others now.
    const caret = Y.createRelativePositionFromTypeIndex(text, 0);
    session.awareness.setLocalStateField("selection", { anchor: caret, head: caret });
    const manager = session.undoManager(fileId);
    manager?.addTrackedOrigin(binding);
    undo.current = manager;
    return () => {
      manager?.removeTrackedOrigin(binding);
      if (undo.current === manager) undo.current = null;
      if (!model.isDisposed()) model.dispose();
    };
  }, [editor, props.session, props.fileId]);

  useEffect(() => {
    const model = editor?.getModel();
    if (model) monaco.editor.setModelLanguage(model, props.language);
  }, [editor, props.language]);

  useEffect(() => {
    editor?.updateOptions({ ariaLabel: `Code editor: ${props.fileName}` });
  }, [editor, props.fileName]);

  return (
    <Editor
      height={EDITOR_HEIGHT}
      theme="vs-dark"
      defaultLanguage={props.language}
      loading={props.loading}
      onMount={onMount}
      wrapperProps={{ className: "room-monaco" }}
      options={{
        fontSize: props.fontSize,
        minimap: { enabled: false },
        automaticLayout: true,
        scrollBeyondLastLine: false,
        // Room above the first line for a remote cursor's name label.
        padding: { top: 18, bottom: 8 },
        lineNumbersMinChars: 3,
        fixedOverflowWidgets: true,
        tabSize: 4,
      }}
    />
  );
}
