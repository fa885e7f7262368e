/**
 * Follows the file open in the room for one session: this browser's copy of it is saved 500 ms
 * after its last edit (and at once when another file opens), and our presence says we are
 * typing while we edit it, until 1.5 s after the last keystroke.
 */
import type * as Y from "yjs";
import type { Awareness } from "y-protocols/awareness";
import { fileText } from "../../shared/room_doc.ts";
import { saveContent, saveLanguage } from "./local_store.ts";

/** Local autosave runs this long after the last edit (spec 001 §9). */
export const AUTOSAVE_MS = 500;
/** We stop counting as typing this long after our last keystroke. */
export const TYPING_IDLE_MS = 1_500;

export type OpenFileOptions = {
  roomId: string;
  doc: Y.Doc;
  awareness: Awareness;
  /** The file's current name and language, or null once it is gone. */
  describe(fileId: string): { name: string; language: string } | null;
  /** Edits with this origin are ours but not typing (Template). */
  quietOrigin: unknown;
};

export class OpenFile {
  /** The open file as last announced in our presence (undefined: nothing announced yet). */
  id: string | null | undefined = undefined;
  private text: Y.Text | null = null;
  private observer: ((e: Y.YTextEvent) => void) | null = null;
  private autosaveTimer: ReturnType<typeof setTimeout> | undefined;
  private typingTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private o: OpenFileOptions) {}

  /** Whether `fileId` still needs following (another file, or its text was not there yet). */
  needs(fileId: string | null): boolean {
    return fileId !== this.id || (fileId !== null && this.text === null);
  }

  follow(fileId: string | null): void {
    this.unobserve();
    this.id = fileId;
    this.o.awareness.setLocalStateField("fileId", fileId);
    const text = fileId ? fileText(this.o.doc, fileId) : null;
    if (!text) return;
    this.observer = (event) => {
      clearTimeout(this.autosaveTimer);
      this.autosaveTimer = setTimeout(() => this.save(), AUTOSAVE_MS);
      if (event.transaction.local && event.transaction.origin !== this.o.quietOrigin) this.typed();
    };
    text.observe(this.observer);
    this.text = text;
  }

  /** Writes the open file's content and language to this browser's copy. */
  save(): void {
    clearTimeout(this.autosaveTimer);
    if (this.stopped || !this.text || !this.id) return;
    const file = this.o.describe(this.id);
    if (!file) return;
    saveContent(this.o.roomId, file.name, this.text.toString());
    saveLanguage(this.o.roomId, file.name, file.language);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.autosaveTimer);
    clearTimeout(this.typingTimer);
    this.unobserve();
  }

  private unobserve() {
    if (this.text && this.observer) this.text.unobserve(this.observer);
    this.text = null;
    this.observer = null;
  }

  private typed() {
    const awareness = this.o.awareness;
    if (awareness.getLocalState()?.typing !== true) awareness.setLocalStateField("typing", true);
    clearTimeout(this.typingTimer);
    this.typingTimer = setTimeout(() => {
      if (!this.stopped) awareness.setLocalStateField("typing", false);
    }, TYPING_IDLE_MS);
  }
}
