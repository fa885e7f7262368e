/**
 * One mock interview (`/interview/{id}`): waiting for a partner (with the invite link to share),
 * then the question, the clock, the shared editor room and each role's panel, then the result.
 * The page asks the server again every few seconds while the other side may change it.
 */
import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionView } from "../src/interview/model.ts";
import { trpc, withQueries } from "../src/client/query.tsx";
import { trpcMessage } from "../src/client/trpc.ts";
import { copyText } from "../src/client/clipboard.ts";
import { Timer } from "../src/ui/interview/timer.tsx";
import { AnswerCard, QuestionCard } from "../src/ui/interview/question_card.tsx";
import { InterviewerPanel, type Sending, SoloPanel } from "../src/ui/interview/panels.tsx";

export type InterviewSessionProps = {
  sessionId: string;
  first: SessionView | null;
  /** The invite code from the link, for a friend who has not joined yet. */
  code: string | null;
};

const POLL_MS = 2000;

function sendingOf(m: { isPending: boolean; error: unknown }): Sending {
  return { busy: m.isPending, error: m.error ? trpcMessage(m.error, "Could not save.") : null };
}

function JoinCard(props: { sessionId: string; code: string; onJoined(s: SessionView): void }) {
  const join = useMutation(trpc.interview.join.mutationOptions({ onSuccess: props.onJoined }));
  return (
    <section className="card interview-panel">
      <h2>You're invited to a mock interview</h2>
      <p>You'll be the interviewer: you'll see the question, the rubric and the model answer.</p>
      {join.error && <p className="field-error" role="alert">{trpcMessage(join.error, "")}</p>}
      <button
        type="button"
        className="btn btn-primary"
        disabled={join.isPending}
        onClick={() => join.mutate({ id: props.sessionId, code: props.code })}
      >
        {join.isPending ? "Joining..." : "Join as interviewer"}
      </button>
    </section>
  );
}

function Waiting(props: { session: SessionView; onCancelled(s: SessionView): void }) {
  const s = props.session;
  const cancel = useMutation(
    trpc.interview.cancel.mutationOptions({ onSuccess: props.onCancelled }),
  );
  // The origin is known in the browser only: set after hydration, so both renders agree.
  const [origin, setOrigin] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => setOrigin(location.origin), []);
  const link = s.inviteCode && origin ? `${origin}/interview/${s._id}?code=${s.inviteCode}` : null;
  return (
    <section className="card interview-panel" aria-live="polite">
      <h2>{s.inviteCode ? "Invite a friend" : "Finding a partner..."}</h2>
      {s.inviteCode
        ? <p>Send this link to a friend. They join as your interviewer; you answer.</p>
        : (
          <p>
            You'll be paired with the next student who asks for this track. Keep this page open.
          </p>
        )}
      {link && (
        <div className="interview-invite">
          <input className="input" readOnly value={link} aria-label="Invite link" />
          <button
            type="button"
            className="btn btn-small"
            onClick={() => copyText(link).then(setCopied)}
          >
            {copied ? "Copied" : "Copy link"}
          </button>
        </div>
      )}
      <button
        type="button"
        className="btn"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate({ id: s._id })}
      >
        Stop waiting
      </button>
    </section>
  );
}

function Result(props: { session: SessionView }) {
  const s = props.session;
  if (s.mode === "peer" && s.role === "interviewer") {
    return (
      <section className="card interview-panel" role="status">
        <h2>Feedback sent</h2>
        <p>Your scores and feedback are in {s.partner?.name ?? "the candidate"}'s history.</p>
      </section>
    );
  }
  return (
    <section className="card interview-panel interview-result" role="status">
      <h2>{s.mode === "peer" ? "Your interviewer's feedback" : "Your run"}</h2>
      {s.feedback && <blockquote className="interview-feedback">{s.feedback}</blockquote>}
      {s.selfRating !== null && <p>You rated yourself {s.selfRating}/5.</p>}
      {s.notes && <pre className="interview-notes-view">{s.notes}</pre>}
    </section>
  );
}

function InterviewSession(props: InterviewSessionProps) {
  const client = useQueryClient();
  const options = trpc.interview.byId.queryOptions({ id: props.sessionId });
  const query = useQuery({
    ...options,
    initialData: props.first ?? undefined,
    enabled: props.first !== null,
    refetchInterval: (q) => {
      const s = q.state.data;
      if (!s || s.status === "completed" || s.status === "cancelled") return false;
      return s.mode === "peer" ? POLL_MS : false;
    },
  });
  const set = (s: SessionView) => client.setQueryData(options.queryKey, s);
  const finish = useMutation(trpc.interview.finish.mutationOptions({ onSuccess: set }));
  const feedback = useMutation(trpc.interview.feedback.mutationOptions({ onSuccess: set }));
  const s = query.data;

  if (!s) {
    if (props.code) {
      return <JoinCard sessionId={props.sessionId} code={props.code} onJoined={set} />;
    }
    return (
      <section className="card interview-panel">
        <h2>Interview not found</h2>
        <p>It may have ended, or it belongs to other students.</p>
        <a className="btn" href="/interview">Back to mock interviews</a>
      </section>
    );
  }
  if (s.status === "waiting") return <Waiting session={s} onCancelled={set} />;
  if (s.status === "cancelled") {
    return (
      <section className="card interview-panel">
        <h2>No longer waiting</h2>
        <p>Nobody was paired with you this time. Try again, or invite a friend by link.</p>
        <a className="btn btn-primary" href="/interview">Start another</a>
      </section>
    );
  }
  const over = s.status === "completed";
  return (
    <div className="interview-session" data-role={s.role} data-status={s.status}>
      <div className="interview-bar">
        <span className="badge interview-role">
          {s.mode === "solo" ? "Solo" : s.role === "interviewer" ? "Interviewer" : "Candidate"}
        </span>
        {s.partner && <span className="muted">with {s.partner.name}</span>}
        {s.endsAt !== null && !over && <Timer endsAt={s.endsAt} />}
      </div>
      <QuestionCard question={s.question} />
      {s.roomId && !over && (
        <p className="interview-room">
          <a className="btn" href={`/editor/${s.roomId}`} target="_blank" rel="noopener">
            Open the shared editor
          </a>{" "}
          <span className="muted">Write and run code together in a code room.</span>
        </p>
      )}
      {over && <Result session={s} />}
      {!over && s.mode === "solo" && (
        <SoloPanel
          sending={sendingOf(finish)}
          onSubmit={(notes, selfRating) => finish.mutate({ id: s._id, notes, selfRating })}
        />
      )}
      {!over && s.mode === "peer" && s.role === "interviewer" && s.rubric && (
        <InterviewerPanel
          rubric={s.rubric}
          sending={sendingOf(feedback)}
          onSubmit={(scores, text) => feedback.mutate({ id: s._id, scores, feedback: text })}
        />
      )}
      {!over && s.mode === "peer" && s.role === "candidate" && (
        <p className="card interview-panel">
          Answer aloud or in the shared editor. Your interviewer scores you against a rubric you'll
          see, with their feedback, when they finish.
        </p>
      )}
      {s.modelAnswer && s.rubric && (s.role === "interviewer" || over) && (
        <AnswerCard
          modelAnswer={s.modelAnswer}
          rubric={s.rubric}
          scores={over && s.role === "candidate" ? s.scores ?? undefined : undefined}
        />
      )}
    </div>
  );
}

export default withQueries(InterviewSession);
