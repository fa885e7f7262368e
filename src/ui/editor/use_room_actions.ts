/**
 * What the room's buttons do once a session is open: files (new, rename, delete, switch),
 * language and Template, Execute, the copy buttons, and Save to Profile with its messages.
 */
import { useState } from "react";
import type { Language } from "../../shared/languages.ts";
import { MAX_FILE_NAME } from "../../shared/room_limits.ts";
import type { RoomSession } from "../../client/collab/room_session.ts";
import type { FileMeta } from "../../client/collab/room_state.ts";
import { copyText } from "../../client/clipboard.ts";
import { DELETE_CONFIRM } from "./constants.ts";
import { SAVED_MESSAGE, saveToProfile } from "./save_file.ts";

export type RoomActionsOptions = {
  roomId: string;
  session: RoomSession | null;
  files: FileMeta[];
  activeFile: FileMeta | null;
  language: Language;
  notify(text: string): void;
};

export function useRoomActions(o: RoomActionsOptions) {
  const [saving, setSaving] = useState(false);
  const [signInNeeded, setSignInNeeded] = useState(false);
  const { session, activeFile } = o;

  async function copy(text: string, what: string) {
    o.notify(await copyText(text) ? `${what} copied` : `Could not copy the ${what.toLowerCase()}`);
  }

  return {
    saving,
    signInNeeded,
    dismissSignIn: () => setSignInNeeded(false),
    copyRoomId: () => copy(o.roomId, "Room ID"),
    copyCode: () => session && activeFile && copy(session.text(activeFile._id), "Code"),
    select: (fileId: string) => session?.selectFile(fileId),
    newFile: () => session?.newFile(o.language),
    rename(file: FileMeta) {
      const answer = prompt("Rename file", file.name);
      const name = answer?.trim().slice(0, MAX_FILE_NAME);
      if (!session || !name || name === file.name) return;
      // Names key the local copy and saved profile files, so two files may not share one.
      if (o.files.some((f) => f.name === name)) {
        return alert(`A file named "${name}" already exists`);
      }
      session.renameFile(file._id, name);
    },
    remove(file: FileMeta) {
      if (session && confirm(DELETE_CONFIRM)) session.deleteFile(file._id);
    },
    setLanguage: (language: Language) =>
      activeFile && session?.setLanguage(activeFile._id, language),
    template: () => activeFile && session?.applyTemplate(activeFile._id, o.language),
    async save() {
      if (!session || !activeFile || saving) return;
      setSaving(true);
      setSignInNeeded(false);
      const outcome = await saveToProfile({
        roomId: o.roomId,
        filename: activeFile.name,
        content: session.text(activeFile._id),
      });
      setSaving(false);
      if (outcome.kind === "saved") alert(SAVED_MESSAGE);
      else if (outcome.kind === "signIn") setSignInNeeded(true);
      else alert(outcome.message);
    },
  };
}
