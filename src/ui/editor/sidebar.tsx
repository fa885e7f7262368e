/**
 * The room's left sidebar (spec 001 §2): Participants and Chat open the side panel (a second
 * click closes it), Copy code, the AI Assistant teaser, and the file list.
 */
import type { ReactNode } from "react";
import type { SidePanelKind } from "./constants.ts";
import { Icon } from "../kit/icon.tsx";
import { iconChatSquare, iconCopy, iconSparklesRoom, iconUsersRoom } from "../kit/icon_paths.ts";

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
    /** Path data from `icon_paths.ts`. */
    icon: string;
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
      <Icon d={props.icon} size={18} className="room-icon" />
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
          icon={iconUsersRoom}
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
          icon={iconChatSquare}
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
          <Icon d={iconCopy} size={18} className="room-icon" />
          <span>Copy code</span>
        </button>
        <button type="button" className="room-tool" onClick={props.onAi}>
          <Icon d={iconSparklesRoom} size={18} className="room-icon" />
          <span>AI Assistant</span>
        </button>
      </div>
      {props.children}
    </aside>
  );
}
