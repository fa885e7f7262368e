/** Who is in the room (spec 001 §2 "Participants"): each name in its cursor colour, the file
 * they have open, and whether they are typing. */
import type { Participant } from "../../client/collab/presence.ts";
import type { FileMeta } from "../../client/collab/room_state.ts";

export function ParticipantsPanel(
  props: { participants: Participant[]; files: FileMeta[]; connected: boolean },
) {
  if (props.participants.length === 0) {
    return (
      <p className="room-panel-empty muted">
        {props.connected ? "Joining the room..." : "Connect to see who is in the room."}
      </p>
    );
  }
  return (
    <>
      <ul className="room-people" aria-label="Participants">
        {props.participants.map((p) => {
          const file = props.files.find((f) => f._id === p.fileId)?.name;
          return (
            <li key={p.clientId} className="room-person">
              <span
                className="room-person-dot"
                style={{ background: p.color }}
                aria-hidden="true"
              />
              <span className="room-person-name" title={p.name}>
                {p.name}
                {p.isMe && <span className="muted room-person-you">(you)</span>}
              </span>
              <span className="room-person-note muted">
                {p.typing ? "typing..." : file ? `in ${file}` : ""}
              </span>
            </li>
          );
        })}
      </ul>
      {props.participants.length === 1 && (
        <p className="room-panel-empty muted">
          Nobody else is here yet. Share the room ID to invite classmates.
        </p>
      )}
    </>
  );
}
