/**
 * The post's notification menu: one item, "Mute notifications" (or "Unmute notifications"): no
 * more like, comment, share or mention notifications from this post reach the student. Whether
 * the post is muted is asked only when the menu opens, so a feed page costs no extra requests.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { trpcMessage } from "../../client/trpc.ts";
import { showNotice } from "../../client/notices.ts";
import { Icon } from "../kit/icon.tsx";
import { iconBell } from "../kit/icon_paths.ts";
import { useDismiss } from "../kit/use_dismiss.ts";

export function MuteMenu(props: { postId: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(open, root, trigger, () => setOpen(false));
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div className="post-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="post-tool"
        aria-label="Notifications from this post"
        title="Notifications from this post"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <Icon d={iconBell} size={18} className="post-icon" />
      </button>
      {open && <MuteMenuList id={menuId} postId={props.postId} onDone={close} />}
    </div>
  );
}

/**
 * The open menu. Its query and mutations exist only while it is open: a page of posts renders
 * none of them (on the server, that was a tenth of a feed page's render).
 */
function MuteMenuList(props: { id: string; postId: string; onDone(): void }) {
  const item = useRef<HTMLButtonElement>(null);
  const client = useQueryClient();
  const key = trpc.notifications.muted.queryKey({ id: props.postId });
  const state = useQuery({
    ...trpc.notifications.muted.queryOptions({ id: props.postId }),
    staleTime: 60_000,
  });
  // Callbacks given to the mutation itself still run after the menu has closed.
  const done = (answer: { isMuted: boolean }) => {
    client.setQueryData(key, answer);
    showNotice(
      answer.isMuted
        ? "Muted: you won't get notifications from this post."
        : "Unmuted: notifications from this post come again.",
      "success",
    );
  };
  const fail = (err: unknown) => showNotice(trpcMessage(err, "That didn't work. Try again."));
  const mute = useMutation(
    trpc.notifications.mute.mutationOptions({ onSuccess: done, onError: fail }),
  );
  const unmute = useMutation(
    trpc.notifications.unmute.mutationOptions({ onSuccess: done, onError: fail }),
  );

  useEffect(() => {
    item.current?.focus();
  }, []);

  const muted = state.data?.isMuted ?? false;
  const busy = state.isPending || mute.isPending || unmute.isPending;
  return (
    <div className="post-menu-list" role="menu" id={props.id}>
      <button
        ref={item}
        type="button"
        role="menuitem"
        className="post-menu-item"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          (muted ? unmute : mute).mutate({ id: props.postId });
          props.onDone();
        }}
      >
        {state.isPending ? "Loading..." : muted ? "Unmute notifications" : "Mute notifications"}
      </button>
    </div>
  );
}
