/**
 * Buttons with a behaviour of their own: one that submits and says what is happening while it
 * waits, one that loads more of a list, one that opens a dialog (named with what it opens), and
 * one that shows only an icon (named for screen readers, with a tooltip).
 */
import type { ReactNode, Ref } from "react";
import { Icon } from "./icon.tsx";

export type SubmitButtonProps = {
  label: ReactNode;
  /** Shown, with the button disabled, while the form is being sent. */
  busyLabel: string;
  busy: boolean;
  /** Disabled for another reason, e.g. a required field is empty. */
  disabled?: boolean;
  className: string;
};

export function SubmitButton(props: SubmitButtonProps) {
  return (
    <button type="submit" className={props.className} disabled={props.busy || props.disabled}>
      {props.busy ? props.busyLabel : props.label}
    </button>
  );
}

/** "Load more"-like: says "Loading..." and waits while the next page comes. */
export function MoreButton(
  props: { label: string; loading: boolean; onClick(): void; className: string },
) {
  return (
    <button
      type="button"
      className={props.className}
      disabled={props.loading}
      onClick={props.onClick}
    >
      {props.loading ? "Loading..." : props.label}
    </button>
  );
}

/** Opens a dialog; `context` (read by screen readers only) says which item it is about. */
export function DialogButton(
  props: { label: string; context?: string; onClick(): void; className: string },
) {
  return (
    <button
      type="button"
      className={props.className}
      aria-haspopup="dialog"
      onClick={props.onClick}
    >
      {props.label}
      {props.context && <span className="visually-hidden">: {props.context}</span>}
    </button>
  );
}

export type IconButtonProps = {
  /** Path data from `icon_paths.ts`. */
  icon: string;
  /** What it does, for screen readers; also the tooltip unless `title` is given. */
  label: string;
  title?: string;
  className: string;
  iconClassName: string;
  size?: number;
  onClick(): void;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function IconButton(props: IconButtonProps) {
  return (
    <button
      ref={props.ref}
      type="button"
      className={props.className}
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={props.label}
      title={props.title ?? props.label}
    >
      <Icon d={props.icon} size={props.size ?? 18} className={props.iconClassName} />
    </button>
  );
}
