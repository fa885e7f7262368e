/**
 * Sending a draft, for the creation box and the edit form alike: new images uploaded first (kept,
 * so a retry does not upload them again), then the caller's `send` (`posts.create` or
 * `posts.update`). A refusal lands on the field it is about, else below the form (spec 000 §8).
 */
import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import { type CreateInput, type Draft, problemField, toInput } from "./draft.ts";
import { serverIssue, UPLOAD_FAILED, uploadImages } from "./submit.ts";

export type Stage = "idle" | "uploading" | "posting";
/** What went wrong, and the id of the field it concerns (null: the form as a whole). */
export type Problem = { message: string; field: string | null };

export type DraftSubmitOptions = {
  /** Sends the finished input; throws when the server refuses or cannot be reached. */
  send(input: CreateInput): Promise<void>;
  /** Shown below the form when the request failed without the server's reason. */
  failed: string;
  /** Whether that failure is also alerted (the creation box's 'Failed to create post' is). */
  alertFailure: boolean;
};

export function useDraftSubmit(
  prefix: string,
  draft: Draft,
  setDraft: Dispatch<SetStateAction<Draft>>,
  options: DraftSubmitOptions,
) {
  const [stage, setStage] = useState<Stage>("idle");
  const [problem, setProblem] = useState<Problem | null>(null);

  // The field a problem is about gets focus, so its message is read out right there.
  useEffect(() => {
    if (problem?.field) document.getElementById(problem.field)?.focus();
  }, [problem]);

  async function submit() {
    if (stage !== "idle" || draft.title.trim() === "") return;
    const sent = draft;
    const urls = new Map<number, string>();
    setProblem(null);
    try {
      if (sent.type === "image") {
        const field = `${prefix}-images`;
        if (sent.images.length === 0) {
          return setProblem({ message: "Add at least one image", field });
        }
        const pending = sent.images.filter((i) => !i.url && i.file);
        if (pending.length > 0) {
          setStage("uploading");
          const up = await uploadImages(pending.map((i) => i.file!));
          if (!up.ok) {
            setProblem(
              up.reason ? { message: up.reason, field } : { message: UPLOAD_FAILED, field: null },
            );
            alert(UPLOAD_FAILED);
            return;
          }
          pending.forEach((p, i) => urls.set(p.key, up.urls[i]));
          setDraft((d) => ({
            ...d,
            images: d.images.map((i) => urls.has(i.key) ? { ...i, url: urls.get(i.key) } : i),
          }));
        }
      }
      setStage("posting");
      await options.send(toInput(sent, urls));
    } catch (err) {
      const issue = serverIssue(err);
      if (issue) {
        setProblem({
          message: issue.message,
          field: issue.path ? problemField(issue.path, sent, prefix) : null,
        });
      } else {
        setProblem({ message: options.failed, field: null });
        if (options.alertFailure) alert(options.failed);
      }
    } finally {
      setStage("idle");
    }
  }

  return { stage, problem, setProblem, submit };
}
