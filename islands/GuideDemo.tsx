/**
 * The guide's interactive demo (spec 001 §2, §4 "Guide"): Play/Pause cycles a highlight through
 * sample resource cards below a search box, one card every 1.8 s; Reset goes back and pauses.
 */
import { useEffect, useState } from "react";
import type { DemoResource } from "../src/ui/guide/demo_data.ts";
import { Icon } from "../src/ui/kit/icon.tsx";
import { SearchField } from "../src/ui/kit/field.tsx";
import { iconPause, iconPlay, iconReset } from "../src/ui/kit/icon_paths.ts";

export type GuideDemoProps = { resources: DemoResource[]; stepMs: number };

export default function GuideDemo({ resources, stepMs }: GuideDemoProps) {
  const [playing, setPlaying] = useState(false);
  const [index, setIndex] = useState(0);
  const [query, setQuery] = useState("");
  const q = query.trim().toLowerCase();
  const visible = resources.filter((r) =>
    !q || r.title.toLowerCase().includes(q) || r.description.toLowerCase().includes(q)
  );
  const current = visible.length ? index % visible.length : -1;
  const highlighted = current >= 0 ? visible[current] : null;

  useEffect(() => {
    if (!playing || visible.length === 0) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % visible.length), stepMs);
    return () => clearInterval(timer);
  }, [playing, visible.length, stepMs]);

  function reset() {
    setPlaying(false);
    setIndex(0);
  }

  return (
    <div className="card guide-demo">
      <div className="guide-demo-controls">
        <button
          type="button"
          className="btn btn-primary"
          aria-pressed={playing}
          onClick={() => setPlaying(!playing)}
        >
          <Icon d={playing ? iconPause : iconPlay} size={18} className="icon icon-fill" />
          {playing ? "Pause" : "Play"}
        </button>
        <button type="button" className="btn" onClick={reset}>
          <Icon d={iconReset} size={18} />
          Reset
        </button>
        <p className="muted guide-demo-status" aria-live="polite">
          {highlighted
            ? `Step ${current + 1} of ${visible.length}: ${highlighted.title}`
            : "No resources match your search"}
        </p>
      </div>
      <SearchField
        id="demo-search"
        label="Search resources"
        fieldClassName="field guide-demo-search"
        boxClassName="guide-search-box"
        placeholder="Try “notes” or “design”"
        autoComplete="off"
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setIndex(0);
        }}
      />
      <ul className="guide-demo-cards">
        {visible.map((r, i) => (
          <li
            key={r.id}
            className={i === current ? "guide-demo-card is-active" : "guide-demo-card"}
            aria-current={i === current ? "true" : undefined}
          >
            <strong>{r.title}</strong>
            <span className="muted">{r.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
