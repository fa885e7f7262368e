/**
 * Block and Unblock on a profile (issue 19 "Block and report"). Blocking asks first, saying what
 * it does; unblocking does not. Either way the profile (and its follow state) is read again.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useState } from "react";
import { trpc } from "../../client/query.tsx";
import { showNotice } from "../../client/notices.ts";
import { ConfirmActions, Dialog } from "../kit/dialog.tsx";
import { FormError } from "../kit/field.tsx";
import { Icon } from "../kit/icon.tsx";
import { iconBan } from "../kit/icon_paths.ts";
import { reloadProfile } from "../profile/queries.ts";

export type BlockButtonProps = { userId: string; name: string; isBlocked: boolean };

export function BlockButton({ userId, name, isBlocked }: BlockButtonProps) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const done = (text: string) => {
    reloadProfile(client, userId);
    showNotice(text, "success");
  };
  const block = useMutation(trpc.safety.block.mutationOptions({
    onSuccess: () => {
      setConfirming(false);
      done(`You blocked ${name}.`);
    },
  }));
  const unblock = useMutation(trpc.safety.unblock.mutationOptions({
    onSuccess: () => done(`You unblocked ${name}.`),
    onError: (err) => showNotice(err.message || "Failed to unblock. Please try again."),
  }));

  if (isBlocked) {
    return (
      <button
        type="button"
        className="btn btn-small profile-unblock"
        disabled={unblock.isPending}
        onClick={() => unblock.mutate({ id: userId })}
      >
        {unblock.isPending ? "Unblocking..." : "Unblock"}
      </button>
    );
  }

  const busy = block.isPending;
  const close = () => {
    if (busy) return;
    block.reset();
    setConfirming(false);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-small profile-block"
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
      >
        <Icon d={iconBan} size={16} className="profile-icon" />
        Block
      </button>
      <Dialog
        open={confirming}
        title={`Block ${name}?`}
        onClose={close}
        actions={
          <ConfirmActions
            label="Block"
            busyLabel="Blocking..."
            busy={busy}
            className="block-confirm"
            onConfirm={() => block.mutate({ id: userId })}
            onCancel={close}
          />
        }
      >
        <ul className="block-effects">
          <li>Neither of you will see the other's posts, comments or profile.</li>
          <li>
            You stop following each other, and neither can message the other: your chat stays
            readable but no new messages can be sent.
          </li>
          <li>They are not told. You can unblock them from their profile at any time.</li>
        </ul>
        <FormError
          message={block.isError
            ? block.error instanceof TRPCClientError
              ? block.error.message
              : "Failed to block. Please try again."
            : null}
        />
      </Dialog>
    </>
  );
}
