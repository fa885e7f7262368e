/**
 * Posting the draft: images uploaded first (kept, so a retry does not upload them again), then
 * `posts.create`, after which the cached lists the post joins are read again. A refusal lands on
 * the field it is about, else below the form (spec 000 §8).
 */
import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { invalidateNewPostLists } from "../posts/post_cache.ts";
import type { CreatedPost, PostKind } from "./constants.ts";
import { type Draft, problemField, toInput } from "./draft.ts";
import { CREATE_FAILED, serverIssue, UPLOAD_FAILED, uploadImages } from "./submit.ts";

export type Stage = "idle" | "uploading" | "posting";
/** What went wrong, and the id of the field it concerns (null: the form as a whole). */
export type Problem = { message: string; field: string | null };

export function usePostSubmit(
  prefix: string,
  draft: Draft,
  setDraft: Dispatch<SetStateAction<Draft>>,
  onCreated: (post: CreatedPost | null, type: PostKind) => void,
) {
  const [stage, setStage] = useState<Stage>("idle");
  const [problem, setProblem] = useState<Problem | null>(null);
  const client = useQueryClient();
  const create = useMutation(trpc.posts.create.mutationOptions({
    // Not awaited: the student moves on while the lists are read again.
    onSuccess() {
      void invalidateNewPostLists(client);
    },
  }));

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
        const pending = sent.images.filter((i) => !i.url);
        if (pending.length > 0) {
          setStage("uploading");
          const up = await uploadImages(pending.map((i) => i.file));
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
      const post = await create.mutateAsync(toInput(sent, urls));
      onCreated(post ?? null, sent.type);
    } catch (err) {
      const issue = serverIssue(err);
      if (issue) {
        setProblem({
          message: issue.message,
          field: issue.path ? problemField(issue.path, sent, prefix) : null,
        });
      } else {
        setProblem({ message: CREATE_FAILED, field: null });
        alert(CREATE_FAILED);
      }
    } finally {
      setStage("idle");
    }
  }

  return { stage, problem, setProblem, submit };
}
