/** A 1–5 rating as a row of radio buttons, labelled for screen readers. */
export function Rating(
  props: { name: string; label: string; value: number | null; onChange(n: number): void },
) {
  return (
    <fieldset className="interview-rating">
      <legend>{props.label}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n}>
          <input
            type="radio"
            name={props.name}
            value={n}
            checked={props.value === n}
            onChange={() => props.onChange(n)}
          />
          <span>{n}</span>
        </label>
      ))}
    </fieldset>
  );
}
