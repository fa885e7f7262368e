/**
 * The read-only run output (spec 001 §2, §4): 'Running...' from Execute until the server's
 * answer (with the run's place in line while it waits for a free runner), then the output
 * everyone in the room sees, with which file ran and who ran it.
 */
import type { RunState } from "../../shared/room_doc.ts";
import { LANGUAGE_OPTIONS, queuedText, RUNNING_TEXT } from "./constants.ts";

export type OutputPanelProps = {
  running: boolean;
  run: RunState | null;
  /** Inside the side panel, which has its own title. */
  inSidePanel?: boolean;
};

function languageLabel(value: string): string {
  return LANGUAGE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

export function OutputPanel({ running, run, inSidePanel }: OutputPanelProps) {
  const done = !running && run?.status === "done" ? run : null;
  const text = running ? RUNNING_TEXT : done?.output ?? "";
  const waiting = running && run?.status === "queued" && run.place ? queuedText(run.place) : "";
  return (
    <section className="room-output" aria-label={inSidePanel ? undefined : "Output"}>
      {!inSidePanel && <h2 className="room-output-title">Output</h2>}
      {done && (
        <p className="room-output-meta">
          {[done.fileName, languageLabel(done.language), done.by && `run by ${done.by}`]
            .filter(Boolean).join(" · ")}
        </p>
      )}
      {waiting && <p className="room-output-meta" data-queue-place={run?.place}>{waiting}</p>}
      <pre
        className="room-output-text"
        data-state={running ? "running" : done ? "done" : "empty"}
        tabIndex={0}
        aria-label="Program output"
      >
        {text || "Run your code to see its output here."}
      </pre>
      <span className="visually-hidden" role="status">
        {running ? (waiting || RUNNING_TEXT) : done ? "Run finished" : ""}
      </span>
    </section>
  );
}
