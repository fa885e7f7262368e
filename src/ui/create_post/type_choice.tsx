/** The post kind as a native radio group (arrow keys move between Blog, Roadmap and Image). */
import { useId } from "react";
import { POST_KINDS, type PostKind } from "./constants.ts";
import { Icon } from "../kit/icon.tsx";

export function TypeChoice(props: { value: PostKind; onChange(type: PostKind): void }) {
  const name = useId();
  return (
    <fieldset className="create-post-types">
      <legend className="create-post-legend">Post type</legend>
      <div className="create-post-type-list">
        {POST_KINDS.map((k) => (
          <label key={k.type} className="create-post-type">
            <input
              type="radio"
              name={name}
              value={k.type}
              checked={props.value === k.type}
              onChange={() => props.onChange(k.type)}
            />
            <span className="create-post-type-box">
              <Icon d={k.icon} size={18} />
              <span className="create-post-type-label">{k.label}</span>
              <span className="create-post-type-hint">{k.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
