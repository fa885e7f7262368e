/**
 * Accessible tabs (WAI-ARIA tabs pattern): one tab in the Tab order, arrow keys, Home and End
 * move between tabs and select them, and each panel is labelled by its tab.
 */
import { type KeyboardEvent, type ReactNode, useRef } from "react";

export type TabItem<T extends string> = { id: T; label: string };

export type TabListProps<T extends string> = {
  /** Prefix for the tab and panel element ids. */
  idBase: string;
  label: string;
  tabs: TabItem<T>[];
  selected: T;
  onSelect(id: T): void;
};

const tabId = (base: string, id: string) => `${base}-tab-${id}`;
const panelId = (base: string, id: string) => `${base}-panel-${id}`;

export function TabList<T extends string>(props: TabListProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const n = props.tabs.length;

  function onKeyDown(e: KeyboardEvent, i: number) {
    const next = e.key === "ArrowRight"
      ? (i + 1) % n
      : e.key === "ArrowLeft"
      ? (i - 1 + n) % n
      : e.key === "Home"
      ? 0
      : e.key === "End"
      ? n - 1
      : -1;
    if (next < 0) return;
    e.preventDefault();
    props.onSelect(props.tabs[next].id);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label={props.label}>
      {props.tabs.map((t, i) => (
        <button
          key={t.id}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          role="tab"
          id={tabId(props.idBase, t.id)}
          aria-controls={panelId(props.idBase, t.id)}
          aria-selected={t.id === props.selected}
          tabIndex={t.id === props.selected ? 0 : -1}
          onClick={() => props.onSelect(t.id)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel(
  props: { idBase: string; id: string; selected: boolean; children: ReactNode },
) {
  return (
    <div
      role="tabpanel"
      id={panelId(props.idBase, props.id)}
      aria-labelledby={tabId(props.idBase, props.id)}
      hidden={!props.selected}
      tabIndex={0}
      className="discover-panel"
    >
      {props.children}
    </div>
  );
}
