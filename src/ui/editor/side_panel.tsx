/** The right-hand panel: participants, chat or output, one at a time (spec 001 §4). */
import type { ReactNode } from "react";
import type { ChatMessage, RunState } from "../../shared/room_doc.ts";
import type { Participant } from "../../client/collab/presence.ts";
import type { FileMeta } from "../../client/collab/room_state.ts";
import type { SidePanelKind } from "./constants.ts";
import { ChatPanel } from "./chat_panel.tsx";
import { Icon } from "../kit/icon.tsx";
import { iconX } from "../kit/icon_paths.ts";
import { OutputPanel } from "./output_panel.tsx";
import { ParticipantsPanel } from "./participants_panel.tsx";

const TITLES: Record<SidePanelKind, string> = {
  users: "Participants",
  chat: "Chat",
  output: "Output",
};

export function SidePanel(
  props: { kind: SidePanelKind; onClose(): void; children: ReactNode },
) {
  const title = TITLES[props.kind];
  return (
    <section
      id="room-side-panel"
      className="card room-side"
      data-kind={props.kind}
      aria-labelledby="room-side-title"
    >
      <div className="room-side-head">
        <h2 id="room-side-title" className="room-side-title">{title}</h2>
        <button
          type="button"
          className="room-icon-close"
          aria-label={`Close ${title.toLowerCase()}`}
          onClick={props.onClose}
        >
          <Icon d={iconX} size={18} className="room-icon" />
        </button>
      </div>
      <div className="room-side-body">{props.children}</div>
    </section>
  );
}

export type RoomSidePanelProps = {
  kind: SidePanelKind;
  onClose(): void;
  /** In the room (chat can be sent); `connected`: and the connection is up right now. */
  inRoom: boolean;
  connected: boolean;
  participants: Participant[];
  files: FileMeta[];
  chat: ChatMessage[];
  onSend(text: string): void;
  running: boolean;
  run: RunState | null;
};

export function RoomSidePanel(props: RoomSidePanelProps) {
  return (
    <SidePanel kind={props.kind} onClose={props.onClose}>
      {props.kind === "users" && (
        <ParticipantsPanel
          participants={props.participants}
          files={props.files}
          connected={props.connected}
        />
      )}
      {props.kind === "chat" && (
        <ChatPanel messages={props.chat} enabled={props.inRoom} onSend={props.onSend} />
      )}
      {props.kind === "output" && (
        <OutputPanel running={props.running} run={props.run} inSidePanel />
      )}
    </SidePanel>
  );
}
