/**
 * The one tab list (WAI-ARIA tabs pattern): one tab in the Tab order, arrow keys, Home and End
 * move between tabs and select them, each tab controls its panel by id and labels it.
 */
import { type KeyboardEvent, type ReactNode, useRef } from "react";

export type TabItem<K extends string> = { key: K; label: ReactNode };

export type TabsProps<K extends string> = {
  /** Prefix of the tab and panel ids: `${idBase}-tab-${key}` and `${idBase}-panel-${key}`. */
  idBase: string;
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  className?: string;
};

export const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;
export const panelId = (idBase: string, key: string) => `${idBase}-panel-${key}`;

export function Tabs<K extends string>(props: TabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const keys = props.items.map((i) => i.key);
    const at = keys.indexOf(props.selected);
    const next = e.key === "ArrowRight"
      ? (at + 1) % keys.length
      : e.key === "ArrowLeft"
      ? (at - 1 + keys.length) % keys.length
      : e.key === "Home"
      ? 0
      : e.key === "End"
      ? keys.length - 1
      : -1;
    if (next < 0) return;
    e.preventDefault();
    props.onSelect(keys[next]);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(props.idBase, keys[next]))}`)
      ?.focus();
  }

  return (
    <div
      ref={list}
      className={props.className ? `tabs ${props.className}` : "tabs"}
      role="tablist"
      aria-label={props.label}
      onKeyDown={onKeyDown}
    >
      {props.items.map((item) => {
        const selected = item.key === props.selected;
        return (
          <button
            key={item.key}
            id={tabId(props.idBase, item.key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(props.idBase, item.key)}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onSelect(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of one tab; hidden (but kept, with its loaded data) while another is selected. */
export function TabPanel(
  props: {
    idBase: string;
    tab: string;
    selected: boolean;
    /** The panel's look, e.g. `profile-panel`. */
    className: string;
    children: ReactNode;
  },
) {
  return (
    <div
      id={panelId(props.idBase, props.tab)}
      role="tabpanel"
      aria-labelledby={tabId(props.idBase, props.tab)}
      hidden={!props.selected}
      tabIndex={0}
      className={props.className}
    >
      {props.children}
    </div>
  );
}
