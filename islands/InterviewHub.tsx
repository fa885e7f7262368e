/**
 * The mock-interview start page's controls: pick a track, then practise alone, be paired with
 * the next student on that track, or invite a friend by link; below, the student's history.
 */
import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type Track, TRACK_NAMES, TRACKS } from "../src/shared/interview_rules.ts";
import type { HistoryItem } from "../src/interview/model.ts";
import { trpc, withQueries } from "../src/client/query.tsx";
import { trpcMessage } from "../src/client/trpc.ts";
import { TimeAgo } from "../src/ui/kit/time_ago.tsx";
import { ChipGroup } from "../src/ui/kit/chip_group.tsx";

export type InterviewHubProps = {
  counts: Record<Track, number>;
  history: HistoryItem[] | null;
};

function average(scores: number[]): string {
  return (scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(1);
}

function History(props: { items: HistoryItem[] }) {
  if (props.items.length === 0) {
    return <p className="muted">No interviews yet. Start one above: your results collect here.</p>;
  }
  return (
    <ul className="interview-history">
      {props.items.map((h) => (
        <li key={h._id} className="card">
          <a href={`/interview/${h._id}`} className="interview-history-prompt">{h.prompt}</a>
          <p className="muted">
            {TRACK_NAMES[h.track]} · {h.difficulty} ·{" "}
            {h.mode === "peer" ? `interviewed by ${h.interviewer?.name ?? "a student"}` : "solo"}
            {" · "}
            <TimeAgo iso={new Date(h.endedAt).toISOString()} after="date" />
          </p>
          {h.scores && <p>Rubric average {average(h.scores)}/5</p>}
          {h.selfRating !== null && <p>Self-rating {h.selfRating}/5</p>}
          {h.feedback && <blockquote className="interview-feedback">{h.feedback}</blockquote>}
        </li>
      ))}
    </ul>
  );
}

function InterviewHub(props: InterviewHubProps) {
  const [track, setTrack] = useState<Track>("dsa");
  const start = useMutation(trpc.interview.create.mutationOptions({
    onSuccess: (s) => location.assign(`/interview/${s._id}`),
  }));
  const history = useQuery(
    trpc.interview.history.queryOptions(undefined, {
      initialData: props.history ? { history: props.history } : undefined,
    }),
  );
  const busy = start.isPending || start.isSuccess;
  return (
    <div className="interview-hub">
      <section className="card interview-start" aria-labelledby="interview-start-title">
        <h2 id="interview-start-title">Start an interview</h2>
        <ChipGroup<Track>
          label="Track"
          items={TRACKS.map((t) => ({ key: t, label: `${TRACK_NAMES[t]} (${props.counts[t]})` }))}
          selected={track}
          onSelect={setTrack}
          className="interview-tracks"
          chipClassName="feed-filter"
        />
        <div className="interview-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => start.mutate({ mode: "peer", track })}
          >
            Find a partner
          </button>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => start.mutate({ mode: "peer", track, invite: true })}
          >
            Invite a friend
          </button>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => start.mutate({ mode: "solo", track })}
          >
            Practise solo
          </button>
        </div>
        {start.error && (
          <p className="field-error" role="alert">{trpcMessage(start.error, "Could not start.")}</p>
        )}
      </section>
      <section aria-labelledby="interview-history-title">
        <h2 id="interview-history-title">Your history</h2>
        {history.data
          ? <History items={history.data.history} />
          : <p className="muted">Loading your history...</p>}
      </section>
    </div>
  );
}

export default withQueries(InterviewHub);
