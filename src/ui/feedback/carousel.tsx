/**
 * A feedback carousel (spec 001 §2, §9): one item at a time, advancing by itself and looping,
 * paused while hovered, focused, stopped or while its details are open; dots pick an item.
 */
import { type ReactNode, useEffect, useState } from "react";
import { DialogButton } from "../kit/buttons.tsx";
import { Icon } from "../kit/icon.tsx";
import { iconPause, iconPlay } from "../kit/icon_paths.ts";

export type CarouselProps = {
  id: string;
  title: string;
  /** What one item is called, e.g. "feedback" or "report". */
  noun: string;
  count: number;
  intervalMs: number;
  /** Held still while a details dialog is open. */
  hold: boolean;
  empty: string;
  /** A one-line summary under the title. */
  summary: string;
  slide(index: number): ReactNode;
  /** The button under a slide that opens its details, e.g. "View Full Report". */
  openLabel: string;
  onOpen(index: number): void;
  /** Buttons beside the title (refresh, share, submit). */
  tools?: ReactNode;
  /** Shown instead of the empty state while the first read is on its way. */
  loading?: boolean;
};

export function Carousel(props: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !stopped && !hovered && !focused && !props.hold && props.count > 1;

  // Restarting the timer whenever the index changes gives a manual pick a full interval too.
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % props.count), props.intervalMs);
    return () => clearTimeout(timer);
  }, [running, index, props.count, props.intervalMs]);

  const current = props.count > 0 ? index % props.count : 0;

  return (
    <article className="card home-fb-card" aria-labelledby={props.id}>
      <header className="home-fb-head">
        <h3 id={props.id}>{props.title}</h3>
        {props.tools}
        {props.count > 1 && (
          <button
            type="button"
            className="icon-btn"
            aria-label={stopped ? `Play ${props.title} carousel` : `Pause ${props.title} carousel`}
            onClick={() => setStopped(!stopped)}
          >
            <Icon d={stopped ? iconPlay : iconPause} size={16} className="icon icon-fill" />
          </button>
        )}
      </header>
      {props.count > 0 && <p className="muted home-fb-summary">{props.summary}</p>}
      {props.count === 0
        ? (
          <p className="empty-state" aria-busy={props.loading}>
            {props.loading ? "Loading..." : props.empty}
          </p>
        )
        : (
          <div
            className="home-carousel"
            role="region"
            aria-roledescription="carousel"
            aria-label={props.title}
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
            }}
          >
            <div aria-live={running ? "off" : "polite"}>
              <div
                key={current}
                className="home-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${current + 1} of ${props.count}`}
              >
                {props.slide(current)}
                <DialogButton
                  label={props.openLabel}
                  className="btn btn-small"
                  onClick={() => props.onOpen(current)}
                />
              </div>
            </div>
            {props.count > 1 && (
              <div className="home-dots">
                {Array.from({ length: props.count }, (_, i) => (
                  <button
                    key={i}
                    type="button"
                    className="home-dot"
                    aria-label={`Show ${props.noun} ${i + 1} of ${props.count}`}
                    aria-current={i === current ? "true" : undefined}
                    onClick={() => setIndex(i)}
                  />
                ))}
              </div>
            )}
          </div>
        )}
    </article>
  );
}
