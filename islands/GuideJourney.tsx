/**
 * The guide's journey map (spec 001 §2–3): clickable nodes typed entry, page or other, joined by
 * dashed lines on wide screens and stacked as a list on narrow ones; a node shows its details.
 */
import { type CSSProperties, useRef, useState } from "react";
import type { JourneyNode } from "../src/ui/guide/journey_data.ts";

export type GuideJourneyProps = {
  nodes: JourneyNode[];
  width: number;
  height: number;
  typeLabels: Record<string, string>;
};

export default function GuideJourney({ nodes, width, height, typeLabels }: GuideJourneyProps) {
  const [selectedId, setSelectedId] = useState(nodes[0]?.id ?? "");
  const details = useRef<HTMLDivElement>(null);
  const selected = nodes.find((n) => n.id === selectedId) ?? nodes[0];
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const lines = nodes.flatMap((n) =>
    n.connections.flatMap((to) => {
      const target = byId.get(to);
      return target ? [{ key: `${n.id}-${to}`, from: n.position, to: target.position }] : [];
    })
  );
  const leadsTo = selected?.connections.flatMap((id) => byId.get(id) ?? []) ?? [];

  // On phones the details sit below a long list: bring them into view after a pick.
  function pick(id: string) {
    setSelectedId(id);
    if (!matchMedia("(max-width: 759px)").matches) return;
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    requestAnimationFrame(() =>
      details.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" })
    );
  }

  return (
    <div className="guide-journey">
      <ul className="guide-legend" aria-label="Node types">
        {Object.entries(typeLabels).map(([type, label]) => (
          <li key={type}>
            <span className={`guide-dot type-${type}`} aria-hidden="true" /> {label}
          </li>
        ))}
      </ul>
      <div
        className="guide-map-frame"
        style={{ "--map-ratio": `${width} / ${height}` } as CSSProperties}
      >
        <div className="guide-map">
          <svg
            className="guide-lines"
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            {lines.map((l) => (
              <line key={l.key} x1={l.from.x} y1={l.from.y} x2={l.to.x} y2={l.to.y} />
            ))}
          </svg>
          <ol className="guide-nodes">
            {nodes.map((n) => (
              <li
                key={n.id}
                style={{
                  left: `${(n.position.x / width) * 100}%`,
                  top: `${(n.position.y / height) * 100}%`,
                }}
              >
                <button
                  type="button"
                  className={`guide-node type-${n.type}`}
                  aria-pressed={n.id === selected?.id}
                  onClick={() => pick(n.id)}
                >
                  <span className="guide-node-title">{n.title}</span>
                  <span className="guide-node-type">
                    <span className="visually-hidden">(</span>
                    {n.type}
                    <span className="visually-hidden">)</span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </div>
      </div>
      {selected && (
        <div ref={details} className="card guide-node-details" aria-live="polite">
          <p className="guide-node-kind">
            <span className={`guide-dot type-${selected.type}`} aria-hidden="true" />
            {typeLabels[selected.type]}
          </p>
          <h3>{selected.title}</h3>
          <p className="muted">{selected.description}</p>
          {leadsTo.length > 0 && (
            <p className="guide-leads">
              <span className="muted">Leads to:</span>
              {leadsTo.map((n) => (
                <button
                  key={n.id}
                  type="button"
                  className="guide-chip"
                  onClick={() => pick(n.id)}
                >
                  {n.title}
                </button>
              ))}
            </p>
          )}
          {selected.href && (
            <a className="btn btn-small" href={selected.href}>Go to {selected.title}</a>
          )}
        </div>
      )}
    </div>
  );
}
