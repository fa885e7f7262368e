/**
 * The room's left sidebar (spec 001 §2): Participants and Chat open the side panel (a second
 * click closes it), Copy code, the AI Assistant teaser, and the file list.
 */
import type { ReactNode } from "react";
import type { SidePanelKind } from "./constants.ts";
import { Icon, type IconName } from "./icons.tsx";

export type SidebarProps = {
  panel: SidePanelKind | null;
  onPanel(kind: SidePanelKind): void;
  participantCount: number;
  unreadChat: boolean;
  canCopy: boolean;
  onCopyCode(): void;
  onAi(): void;
  /** The file list. */
  children: ReactNode;
};

function Toggle(
  props: {
    icon: IconName;
    label: string;
    pressed: boolean;
    onClick(): void;
    badge?: ReactNode;
  },
) {
  return (
    <button
      type="button"
      className="room-tool"
      aria-pressed={props.pressed}
      aria-controls="room-side-panel"
      onClick={props.onClick}
    >
      <Icon name={props.icon} />
      <span>{props.label}</span>
      {props.badge}
    </button>
  );
}

export function Sidebar(props: SidebarProps) {
  return (
    <aside className="card room-sidebar" aria-label="Room tools and files">
      <div className="room-tools">
        <Toggle
          icon="users"
          label="Participants"
          pressed={props.panel === "users"}
          onClick={() => props.onPanel("users")}
          badge={props.participantCount > 0 && (
            <span className="room-count" aria-label={`${props.participantCount} in the room`}>
              {props.participantCount}
            </span>
          )}
        />
        <Toggle
          icon="chat"
          label="Chat"
          pressed={props.panel === "chat"}
          onClick={() => props.onPanel("chat")}
          badge={props.unreadChat && (
            <span className="room-unread" aria-label="new messages" role="img" />
          )}
        />
        <button
          type="button"
          className="room-tool"
          onClick={props.onCopyCode}
          disabled={!props.canCopy}
        >
          <Icon name="copy" />
          <span>Copy code</span>
        </button>
        <button type="button" className="room-tool" onClick={props.onAi}>
          <Icon name="sparkles" />
          <span>AI Assistant</span>
        </button>
      </div>
      {props.children}
    </aside>
  );
}
