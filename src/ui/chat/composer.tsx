/**
 * The message input (spec 000 §5): Enter sends, Shift+Enter starts a new line; nothing is sent
 * when the text is blank after trimming, and the input waits while a send is pending. Typing
 * tells the other student (stopped after 1 s idle or on sending).
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef } from "react";
import { Icon } from "../kit/icon.tsx";
import { iconSend } from "../kit/icon_paths.ts";
import { MESSAGE_MAX } from "./types.ts";
import { useMentionSuggest } from "../mentions/use_mention_suggest.tsx";

export type ComposerProps = {
  value: string;
  onChange(value: string): void;
  /** Returns true when the message went out (the input is then cleared). */
  onSend(text: string): boolean;
  onTyping(): void;
  pending: boolean;
  /** Focus the input when the conversation opens (not on phones' first paint of a list). */
  autoFocus?: boolean;
  /** Left out of the `@` suggestions: oneself. */
  meId?: string;
};

export function Composer(props: ComposerProps) {
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const hadFocus = useRef(false);
  const mention = useMentionSuggest(props.value, props.onChange, input, { excludeId: props.meId });

  // Grow with the text, up to the height CSS allows.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [props.value]);

  useEffect(() => {
    if (props.autoFocus) input.current?.focus();
  }, []);

  // The input is disabled while sending; give focus back once it is enabled again.
  useEffect(() => {
    if (props.pending) return;
    if (hadFocus.current) input.current?.focus();
    hadFocus.current = false;
  }, [props.pending]);

  function submit() {
    if (props.pending || props.value.trim() === "") return;
    hadFocus.current = document.activeElement === input.current;
    if (props.onSend(props.value)) props.onChange("");
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (mention.onKeyDown(e)) return;
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    submit();
  }

  const blank = props.value.trim() === "";
  return (
    <form className="chat-composer" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>Message</label>
      <div className="mention-field mention-field-up">
        <textarea
          id={id}
          ref={input}
          className="input chat-input"
          rows={1}
          maxLength={MESSAGE_MAX}
          placeholder="Type a message..."
          value={props.value}
          disabled={props.pending}
          {...mention.fieldProps}
          onChange={(e) => {
            props.onChange(e.target.value);
            mention.fieldProps.onSelect(e);
            if (e.target.value.trim() !== "") props.onTyping();
          }}
          onKeyDown={onKeyDown}
        />
        {mention.list}
      </div>
      <button
        type="submit"
        className="btn btn-primary chat-send"
        disabled={props.pending || blank}
        aria-label="Send message"
        title="Send (Enter)"
      >
        <Icon d={iconSend} className="" />
      </button>
    </form>
  );
}
