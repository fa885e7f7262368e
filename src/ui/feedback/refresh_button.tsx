/** A carousel's refresh: reads its list again, turning while it does. */
import { Icon } from "../kit/icon.tsx";

const iconRefresh = "M21 12a9 9 0 1 1-2.6-6.4M21 3v6h-6";

export function RefreshButton(props: { what: string; busy: boolean; onClick(): void }) {
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={`Refresh ${props.what}`}
      aria-busy={props.busy}
      disabled={props.busy}
      onClick={props.onClick}
    >
      <Icon d={iconRefresh} size={16} className={props.busy ? "icon fb-spin" : "icon"} />
    </button>
  );
}
