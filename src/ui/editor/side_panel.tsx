/** The right-hand panel: participants, chat or output, one at a time (spec 001 §4). */
import type { ReactNode } from "react";
import type { SidePanelKind } from "./constants.ts";
import { Icon } from "./icons.tsx";

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
    <section id="room-side-panel" className="card room-side" aria-labelledby="room-side-title">
      <div className="room-side-head">
        <h2 id="room-side-title" className="room-side-title">{title}</h2>
        <button
          type="button"
          className="room-icon-close"
          aria-label={`Close ${title.toLowerCase()}`}
          onClick={props.onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="room-side-body">{props.children}</div>
    </section>
  );
}
