/** A row of toggle chips of which one is chosen (a filter): each a button with `aria-pressed`. */

export type Chip<K extends string> = { key: K; label: string };

export function ChipGroup<K extends string>(props: {
  label: string;
  items: readonly Chip<K>[];
  selected: K;
  onSelect(key: K): void;
  /** The row's class and each chip's class. */
  className: string;
  chipClassName: string;
}) {
  return (
    <div className={props.className} role="group" aria-label={props.label}>
      {props.items.map((c) => (
        <button
          key={c.key}
          type="button"
          className={props.chipClassName}
          aria-pressed={c.key === props.selected}
          onClick={() => props.onSelect(c.key)}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}
