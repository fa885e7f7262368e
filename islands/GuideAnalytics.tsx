/**
 * Analytics & Privacy on the guide (spec 001 §2, §4 "Guide"): Show/Hide Details of the events,
 * their purposes and the opt-out note.
 */
import { useState } from "react";
import type { AnalyticsInfo } from "../src/ui/guide/demo_data.ts";

export type GuideAnalyticsProps = { info: AnalyticsInfo };

export default function GuideAnalytics({ info }: GuideAnalyticsProps) {
  const [shown, setShown] = useState(false);

  return (
    <div className="card guide-analytics">
      <p>{info.description}</p>
      <button
        type="button"
        className="btn btn-small"
        aria-expanded={shown}
        aria-controls="analytics-details"
        onClick={() => setShown(!shown)}
      >
        {shown ? "Hide Details" : "Show Details"}
      </button>
      <div id="analytics-details" className="guide-analytics-details" hidden={!shown}>
        <ul className="guide-events">
          {info.events.map((e) => (
            <li key={e.name}>
              <code>{e.name}</code>
              <span>{e.description}</span>
              <span className="muted">
                <strong>Purpose:</strong> {e.purpose}
              </span>
            </li>
          ))}
        </ul>
        <p className="guide-optout">{info.optOut}</p>
      </div>
    </div>
  );
}
