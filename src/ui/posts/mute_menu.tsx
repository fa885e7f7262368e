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
  const item = useRef<HTMLButtonElement>(null);
  const client = useQueryClient();
  const key = trpc.notifications.muted.queryKey({ id: props.postId });
  const state = useQuery({
    ...trpc.notifications.muted.queryOptions({ id: props.postId }),
    enabled: open,
    staleTime: 60_000,
  });
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
    if (open) item.current?.focus();
  }, [open]);
  useDismiss(open, root, trigger, () => setOpen(false));

  const muted = state.data?.isMuted ?? false;
  const busy = state.isPending || mute.isPending || unmute.isPending;
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
      {open && (
        <div className="post-menu-list" role="menu" id={menuId}>
          <button
            ref={item}
            type="button"
            role="menuitem"
            className="post-menu-item"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return;
              (muted ? unmute : mute).mutate({ id: props.postId });
              setOpen(false);
              trigger.current?.focus();
            }}
          >
            {state.isPending ? "Loading..." : muted ? "Unmute notifications" : "Mute notifications"}
          </button>
        </div>
      )}
    </div>
  );
}
