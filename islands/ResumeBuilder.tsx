/**
 * The resume builder (/resume): the student's versions, the form with a live preview in either
 * template, Save, Print (the browser's print-to-PDF, laid out by the print stylesheet) and the
 * public link the student can turn on and off.
 */
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc, withQueries } from "../src/client/query.tsx";
import { trpcMessage } from "../src/client/trpc.ts";
import { showNotice } from "../src/client/notices.ts";
import { copyText } from "../src/client/clipboard.ts";
import {
  RESUME_LIMITS,
  type ResumeSummary,
  type ResumeTemplate,
  type ResumeView,
  sharePath,
} from "../src/shared/resume_rules.ts";
import { ResumeDocument } from "../src/ui/resume/resume_document.tsx";
import { ResumeForm } from "../src/ui/resume/resume_form.tsx";

export type ResumeBuilderProps = {
  versions: ResumeSummary[];
  /** The newest version with its content, or null when there is none yet. */
  first: ResumeView | null;
};

function summaryOf(v: ResumeView): ResumeSummary {
  const { content: _content, ...rest } = v;
  return rest;
}

function ResumeBuilder(props: ResumeBuilderProps) {
  const [versions, setVersions] = useState(props.versions);
  const [current, setCurrent] = useState<ResumeView | null>(props.first);
  const [draft, setDraft] = useState<ResumeView | null>(props.first);
  const queryClient = useQueryClient();
  const [paper, setPaper] = useState<"a4" | "letter">("a4");
  const dirty = JSON.stringify(current) !== JSON.stringify(draft);
  const fail = (fallback: string) => (err: unknown) => showNotice(trpcMessage(err, fallback));

  function show(v: ResumeView) {
    setCurrent(v);
    setDraft(v);
    setVersions((list) => {
      const others = list.filter((x) => x._id !== v._id);
      return [summaryOf(v), ...others].sort((a, b) => (a._id < b._id ? 1 : -1));
    });
  }

  const create = useMutation(trpc.resumes.create.mutationOptions({
    onSuccess: (v, asked) => {
      show(v);
      showNotice(
        asked.copyOf ? "A copy to tailor." : "A new version, filled in from your profile.",
        "success",
      );
    },
    onError: fail("Could not make a new version. Please try again."),
  }));
  const save = useMutation(trpc.resumes.update.mutationOptions({
    onSuccess: (v) => {
      show(v);
      showNotice("Saved.", "success");
    },
    onError: fail("Could not save. Please try again."),
  }));
  const share = useMutation(trpc.resumes.setSharing.mutationOptions({
    onSuccess: (v) => {
      setCurrent((c) => (c ? { ...c, sharing: v.sharing } : c));
      setDraft((d) => (d ? { ...d, sharing: v.sharing } : d));
      setVersions((list) => list.map((x) => (x._id === v._id ? { ...x, sharing: v.sharing } : x)));
    },
    onError: fail("Could not change sharing. Please try again."),
  }));
  const remove = useMutation(trpc.resumes.remove.mutationOptions({
    onError: fail("Could not delete this version. Please try again."),
  }));
  async function select(id: string) {
    if (dirty && !confirm("Leave without saving your changes?")) return;
    try {
      show(await queryClient.fetchQuery(trpc.resumes.byId.queryOptions({ id })));
    } catch (err) {
      fail("Could not open that version.")(err);
    }
  }

  async function deleteCurrent() {
    if (!current || !confirm(`Delete "${current.title}"? Its public link stops working.`)) return;
    await remove.mutateAsync({ id: current._id });
    const rest = versions.filter((v) => v._id !== current._id);
    setVersions(rest);
    setCurrent(null);
    setDraft(null);
    if (rest[0]) await select(rest[0]._id);
  }

  const atLimit = versions.length >= RESUME_LIMITS.versions;
  const newButton = (
    <button
      type="button"
      className="btn btn-primary"
      disabled={create.isPending || atLimit}
      onClick={() => {
        if (dirty && !confirm("Leave without saving your changes?")) return;
        create.mutate({});
      }}
    >
      {create.isPending ? "Making..." : "New resume from my profile"}
    </button>
  );

  if (!draft) {
    return (
      <div className="card resume-empty">
        <p>
          Start from what your profile, posts and saved files already say; then edit every line.
        </p>
        {newButton}
      </div>
    );
  }

  const link = draft.sharing ? `${location.origin}${sharePath(draft.sharing.shareId)}` : null;
  const setTemplate = (template: ResumeTemplate) => setDraft({ ...draft, template });
  return (
    <div className="resume-builder">
      <div className="resume-toolbar card">
        <div className="resume-version">
          <label htmlFor="resume-version">Version</label>
          <select
            id="resume-version"
            className="input"
            value={draft._id}
            onChange={(e) => select(e.target.value)}
          >
            {versions.map((v) => <option key={v._id} value={v._id}>{v.title}</option>)}
          </select>
        </div>
        {newButton}
        {atLimit && <p className="field-hint">{`At most ${RESUME_LIMITS.versions} versions.`}</p>}
        <button
          type="button"
          className="btn"
          disabled={create.isPending || atLimit}
          onClick={() => {
            if (dirty && !confirm("Copy the saved version, without your unsaved changes?")) return;
            create.mutate({ copyOf: draft._id });
          }}
        >
          Duplicate
        </button>
        <button type="button" className="btn btn-danger" onClick={deleteCurrent}>Delete</button>
        <a className="btn resume-jump" href="#resume-preview">See the preview</a>
      </div>
      <div className="resume-columns">
        <form
          className="resume-editor"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({
              id: draft._id,
              title: draft.title,
              template: draft.template,
              content: draft.content,
            });
          }}
        >
          <div className="field">
            <label htmlFor="resume-title">Version name</label>
            <input
              id="resume-title"
              value={draft.title}
              maxLength={RESUME_LIMITS.title}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />
          </div>
          <ResumeForm
            content={draft.content}
            onChange={(content) => setDraft({ ...draft, content })}
          />
          <div className="resume-save-bar">
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save"}
            </button>
            <span className="muted" aria-live="polite">
              {dirty ? "Unsaved changes" : "All changes saved"}
            </span>
          </div>
        </form>
        <div className="resume-side">
          <div className="resume-actions card">
            <fieldset className="resume-templates">
              <legend>Template</legend>
              {(["classic", "modern"] as const).map((t) => (
                <label key={t}>
                  <input
                    type="radio"
                    name="resume-template"
                    checked={draft.template === t}
                    onChange={() => setTemplate(t)}
                  />{" "}
                  {t === "classic" ? "Classic" : "Modern"}
                </label>
              ))}
            </fieldset>
            <label className="resume-check">
              Paper{" "}
              <select
                className="input"
                value={paper}
                onChange={(e) => setPaper(e.target.value === "letter" ? "letter" : "a4")}
              >
                <option value="a4">A4</option>
                <option value="letter">Letter</option>
              </select>
            </label>
            <button type="button" className="btn" onClick={() => print()}>
              Print or save as PDF
            </button>
            <label className="resume-check">
              <input
                type="checkbox"
                checked={!!draft.sharing}
                disabled={share.isPending}
                onChange={(e) =>
                  share.mutate({ id: draft._id, shared: e.target.checked, indexable: false })}
              />{" "}
              Share a public link
            </label>
            {link && (
              <>
                <p className="resume-link">
                  <a href={link} target="_blank" rel="noopener">{link}</a>
                </p>
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={async () =>
                    showNotice(
                      (await copyText(link)) ? "Link copied." : "Could not copy the link.",
                      "success",
                    )}
                >
                  Copy link
                </button>
                <label className="resume-check">
                  <input
                    type="checkbox"
                    checked={draft.sharing!.indexable}
                    disabled={share.isPending}
                    onChange={(e) =>
                      share.mutate({ id: draft._id, shared: true, indexable: e.target.checked })}
                  />{" "}
                  Let search engines list it
                </label>
              </>
            )}
          </div>
          <div className="resume-preview" id="resume-preview">
            <ResumeDocument content={draft.content} template={draft.template} paper={paper} />
          </div>
        </div>
      </div>
    </div>
  );
}

export default withQueries(ResumeBuilder);
