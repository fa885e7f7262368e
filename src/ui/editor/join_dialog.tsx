/**
 * Join Existing Room (spec 001 §2, §5): a room ID that is empty after trimming, or one no room
 * can have, shows 'Please enter a valid room ID' until the next keystroke.
 */
import { type FormEvent, useEffect, useState } from "react";
import { ROOM_ID_PATTERN } from "../../shared/room_limits.ts";
import { Dialog } from "../kit/dialog.tsx";
import { Field } from "../kit/field.tsx";
import { JOIN_ERROR } from "./constants.ts";

export type JoinDialogProps = { open: boolean; onClose(): void; onJoin(roomId: string): void };

export function JoinDialog(props: JoinDialogProps) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!props.open) return;
    setValue("");
    setError(null);
  }, [props.open]);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    const id = value.trim();
    if (!id || !ROOM_ID_PATTERN.test(id)) return setError(JOIN_ERROR);
    props.onJoin(id);
  }

  return (
    <Dialog
      open={props.open}
      title="Join Existing Room"
      subtitle="Enter the room ID someone shared with you."
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={props.onClose}>Cancel</button>
          <button type="submit" form="join-room-form" className="btn btn-primary">Join</button>
        </>
      }
    >
      <form id="join-room-form" onSubmit={submit} noValidate>
        <Field
          id="join-room-id"
          label="Room ID"
          className="input"
          value={value}
          error={error}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}
