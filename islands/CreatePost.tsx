/**
 * The post creation box (spec 000 §2, §4): collapsed to "What's on your mind?" for signed-in
 * students; the form loads on first expand. After a post: collapse, toast, then its page.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { Avatar } from "../src/ui/kit/avatar.tsx";
import {
  type CreatedPost,
  pathAfterCreate,
  POST_KINDS,
  type PostKind,
  REDIRECT_MS,
  SUCCESS_MESSAGE,
  TOAST_MS,
} from "../src/ui/create_post/constants.ts";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconCheck } from "../src/ui/kit/icon_paths.ts";
import { Toast, type ToastMessage, toastOf } from "../src/ui/kit/toast.tsx";
import { withQueries } from "../src/client/query.tsx";

export type CreatePostProps = { user: SessionUser | null; sessionState: SessionState };

type FormModule = typeof import("../src/ui/create_post/form.tsx");
type PostForm = FormModule["PostForm"];

let formModule: Promise<FormModule> | null = null;

/** Loads the expanded form once; a failed load may be tried again. */
function loadForm(): Promise<FormModule> {
  formModule ??= import("../src/ui/create_post/form.tsx").catch((err) => {
    formModule = null;
    throw err;
  });
  return formModule;
}

function CreatePost({ user, sessionState }: CreatePostProps) {
  const session = useSession(user, sessionState);
  const [Form, setForm] = useState<PostForm | null>(null);
  const [open, setOpen] = useState<PostKind | null>(null);
  const [loading, setLoading] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const prompt = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => initSession(user, sessionState), [user, sessionState]);

  // Focus goes back to the prompt once the form has collapsed.
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    prompt.current?.focus();
  }, [open]);

  const hideToast = useCallback(() => setToast(null), []);

  async function expand(type: PostKind) {
    if (loading) return;
    setLoading(true);
    try {
      const mod = await loadForm();
      setForm(() => mod.PostForm);
      setOpen(type);
    } catch {
      alert("The post form could not be loaded. Check your connection and try again.");
    } finally {
      setLoading(false);
    }
  }

  function collapse() {
    refocus.current = true;
    setOpen(null);
  }

  const me = session.user;
  if (session.status !== "signedIn" || !me) return null;

  function created(post: CreatedPost | null, type: PostKind) {
    collapse();
    setToast(toastOf(SUCCESS_MESSAGE[type], TOAST_MS));
    const next = pathAfterCreate(post, type, me!._id);
    setTimeout(() => location.assign(next), REDIRECT_MS);
  }

  return (
    <section className="card create-post" aria-label="Create a post">
      {open && Form
        ? <Form user={me} initialType={open} onCancel={collapse} onCreated={created} />
        : (
          <>
            <div className="create-post-row">
              <Avatar src={me.profilePicture} name={me.name} size={40} />
              <button
                ref={prompt}
                type="button"
                className="create-post-prompt"
                aria-busy={loading || undefined}
                onClick={() => void expand("text")}
                onPointerEnter={() => void loadForm().catch(() => {})}
                onFocus={() => void loadForm().catch(() => {})}
              >
                What's on your mind?
              </button>
            </div>
            <div className="create-post-shortcuts">
              {POST_KINDS.map((s) => (
                <button
                  key={s.type}
                  type="button"
                  className="create-post-shortcut"
                  aria-label={s.shortcut}
                  onClick={() => void expand(s.type)}
                >
                  <Icon d={s.icon} size={18} />
                  <span aria-hidden="true">{s.label}</span>
                </button>
              ))}
            </div>
          </>
        )}
      <Toast toast={toast} onDone={hideToast} className="toast-success" icon={iconCheck} />
    </section>
  );
}

export default withQueries(CreatePost);
