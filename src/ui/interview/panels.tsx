/**
 * What each role does while an interview runs: the interviewer scores every rubric point and
 * writes feedback; a student practising alone writes notes and rates themselves.
 */
import { useState } from "react";
import { MAX_FEEDBACK, MAX_NOTES } from "../../shared/interview_rules.ts";
import { Rating } from "./rating.tsx";

export type Sending = { busy: boolean; error: string | null };

export function InterviewerPanel(props: {
  rubric: string[];
  sending: Sending;
  onSubmit(scores: number[], feedback: string): void;
}) {
  const [scores, setScores] = useState<(number | null)[]>(props.rubric.map(() => null));
  const [feedback, setFeedback] = useState("");
  const ready = scores.every((s) => s !== null) && feedback.trim().length > 0;
  return (
    <form
      className="card interview-panel"
      aria-labelledby="interview-score-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) props.onSubmit(scores as number[], feedback);
      }}
    >
      <h2 id="interview-score-title">Score the candidate</h2>
      <p className="muted">
        Only you see the rubric. Your scores and feedback go to the candidate.
      </p>
      {props.rubric.map((point, i) => (
        <Rating
          key={point}
          name={`score-${i}`}
          label={point}
          value={scores[i]}
          onChange={(n) => setScores(scores.map((s, j) => (j === i ? n : s)))}
        />
      ))}
      <div className="field">
        <label htmlFor="interview-feedback">Written feedback</label>
        <textarea
          id="interview-feedback"
          rows={4}
          maxLength={MAX_FEEDBACK}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          placeholder="What went well, and what to practise next"
        />
      </div>
      {props.sending.error && <p className="field-error" role="alert">{props.sending.error}</p>}
      <button type="submit" className="btn btn-primary" disabled={!ready || props.sending.busy}>
        {props.sending.busy ? "Sending..." : "Finish and send feedback"}
      </button>
    </form>
  );
}

export function SoloPanel(props: {
  sending: Sending;
  onSubmit(notes: string, selfRating: number): void;
}) {
  const [notes, setNotes] = useState("");
  const [rating, setRating] = useState<number | null>(null);
  return (
    <form
      className="card interview-panel"
      aria-labelledby="interview-solo-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (rating !== null) props.onSubmit(notes, rating);
      }}
    >
      <h2 id="interview-solo-title">Your answer</h2>
      <div className="field">
        <label htmlFor="interview-notes">Notes or code</label>
        <textarea
          id="interview-notes"
          className="interview-notes"
          rows={10}
          maxLength={MAX_NOTES}
          spellCheck={false}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="Think aloud: approach, trade-offs, code"
        />
      </div>
      <Rating
        name="self-rating"
        label="How well did you answer?"
        value={rating}
        onChange={setRating}
      />
      {props.sending.error && <p className="field-error" role="alert">{props.sending.error}</p>}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={rating === null || props.sending.busy}
      >
        {props.sending.busy ? "Saving..." : "Finish and reveal the answer"}
      </button>
    </form>
  );
}
