/**
 * The room's header (spec 001 §2 "Editor room"): your name, the read-only room ID with Copy,
 * Connect or Leave with the connection state, New Room and Join Existing Room.
 */
import { IconButton } from "../kit/buttons.tsx";
import { Field } from "../kit/field.tsx";
import { Icon } from "../kit/icon.tsx";
import { iconCopy, iconPlus } from "../kit/icon_paths.ts";

export type RoomStatus = "disconnected" | "connecting" | "connected" | "reconnecting";

export type RoomHeaderProps = {
  roomId: string;
  name: string;
  onName(name: string): void;
  nameMax: number;
  status: RoomStatus;
  canConnect: boolean;
  onConnect(): void;
  onLeave(): void;
  onCopyRoomId(): void;
  onNewRoom(): void;
  onJoin(): void;
};

const STATUS_TEXT: Record<RoomStatus, string> = {
  disconnected: "Disconnected",
  connecting: "Connecting...",
  connected: "Connected",
  reconnecting: "Reconnecting...",
};

export function RoomHeader(props: RoomHeaderProps) {
  const live = props.status !== "disconnected";
  return (
    <section className="card room-header" aria-label="Room">
      <form
        className="room-header-fields"
        onSubmit={(e) => {
          e.preventDefault();
          if (!live && props.canConnect) props.onConnect();
        }}
      >
        <Field
          id="room-name"
          label="Your name"
          fieldClassName="room-field"
          className="input"
          value={props.name}
          maxLength={props.nameMax}
          autoComplete="nickname"
          placeholder="Enter your name"
          onChange={(e) => props.onName(e.target.value)}
        />
        <div className="room-field">
          <label htmlFor="room-id">Room ID</label>
          <div className="room-id-row">
            <input id="room-id" className="input room-id" value={props.roomId} readOnly />
            <IconButton
              icon={iconCopy}
              label="Copy room ID"
              className="btn btn-small room-icon-btn"
              iconClassName="room-icon"
              onClick={props.onCopyRoomId}
            />
          </div>
        </div>
        <div className="room-connect">
          {live
            ? (
              // Keys keep these two separate elements: were the Leave button turned into the
              // submit button during its own click, the browser would submit the form and
              // connect again.
              <button key="leave" type="button" className="btn btn-danger" onClick={props.onLeave}>
                Leave
              </button>
            )
            : (
              <button
                key="connect"
                type="submit"
                className="btn btn-primary"
                disabled={!props.canConnect}
              >
                Connect
              </button>
            )}
          <span className={`room-status is-${props.status}`} role="status">
            <span className="room-status-dot" aria-hidden="true" />
            {STATUS_TEXT[props.status]}
          </span>
        </div>
      </form>
      <div className="room-header-actions">
        <button type="button" className="btn btn-small" onClick={props.onNewRoom}>
          <Icon d={iconPlus} size={18} className="room-icon" /> New Room
        </button>
        <button type="button" className="btn btn-small" onClick={props.onJoin}>
          Join Existing Room
        </button>
      </div>
    </section>
  );
}
