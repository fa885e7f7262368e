/** The question being asked: its track, difficulty, tags and prompt. */
import type { QuestionView } from "../../interview/model.ts";
import { TRACK_NAMES } from "../../shared/interview_rules.ts";

export function QuestionCard(props: { question: QuestionView }) {
  const q = props.question;
  return (
    <section className="card interview-question" aria-labelledby="interview-question">
      <p className="interview-meta">
        <span className="badge">{TRACK_NAMES[q.track]}</span>{" "}
        <span className={`badge interview-${q.difficulty}`}>{q.difficulty}</span>
      </p>
      <h2 id="interview-question">{q.prompt}</h2>
      <p className="interview-tags muted">{q.tags.join(" · ")}</p>
    </section>
  );
}

/** The model answer and the rubric points, once the viewer may see them. */
export function AnswerCard(props: { modelAnswer: string; rubric: string[]; scores?: number[] }) {
  return (
    <section className="card interview-answer" aria-labelledby="interview-answer">
      <h2 id="interview-answer">Model answer</h2>
      <p>{props.modelAnswer}</p>
      <h3>Rubric</h3>
      <ul className="interview-rubric">
        {props.rubric.map((point, i) => (
          <li key={point}>
            <span>{point}</span>
            {props.scores && <strong className="interview-score">{props.scores[i]}/5</strong>}
          </li>
        ))}
      </ul>
    </section>
  );
}
