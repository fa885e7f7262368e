/** Choosing a rating of 1 to 5 stars (spec 001 §5): a radio group, so arrow keys move it. */
import { Icon } from "../kit/icon.tsx";
import { iconStar } from "../kit/icon_paths.ts";

export function StarsInput(props: { value: number; onChange(value: number): void }) {
  return (
    <fieldset className="fb-stars">
      <legend>Rating</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={n <= props.value ? "fb-star fb-star-on" : "fb-star"}>
          <input
            type="radio"
            name="rating"
            value={n}
            checked={props.value === n}
            onChange={() =>
              props.onChange(n)}
            className="visually-hidden"
          />
          <Icon d={iconStar} size={24} className="icon icon-fill" />
          <span className="visually-hidden">{n} {n === 1 ? "star" : "stars"}</span>
        </label>
      ))}
    </fieldset>
  );
}
