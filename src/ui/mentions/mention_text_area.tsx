/**
 * A labelled text area whose `@` suggests students (`useMentionSuggest`): the content field of
 * the post box and of a post's edit form. Picking a student writes `@username ` into the value.
 */
import { useRef } from "react";
import { TextAreaField, type TextAreaFieldProps } from "../kit/field.tsx";
import { useMentionSuggest } from "./use_mention_suggest.tsx";

export type MentionTextAreaProps = Omit<TextAreaFieldProps, "value" | "onChange"> & {
  id: string;
  value: string;
  onChange(value: string): void;
  /** Never suggested: the writer. */
  excludeId?: string;
};

export function MentionTextArea({ value, onChange, excludeId, ...rest }: MentionTextAreaProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const mention = useMentionSuggest(value, onChange, field, { excludeId });
  return (
    <div className="mention-field">
      <TextAreaField
        {...rest}
        ref={field}
        value={value}
        {...mention.fieldProps}
        onChange={(e) => {
          onChange(e.target.value);
          mention.fieldProps.onSelect(e);
        }}
        // The list takes its keys first: Escape closes it, not the form around it.
        onKeyDown={(e) => void mention.onKeyDown(e)}
      />
      {mention.list}
    </div>
  );
}
