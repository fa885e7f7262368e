/**
 * The home page feedback area (spec 001 §2 "Feedback section", §9): Quick Feedback and Technical
 * Reports carousels that advance every 5 s and 7 s and loop, with dots and read-only details.
 */
import { type ReactNode, useEffect, useState } from "react";
import { DialogButton } from "../src/ui/kit/buttons.tsx";
import { Dialog } from "../src/ui/kit/dialog.tsx";
import {
  type Dated,
  feedbackCarousels,
  type QuickFeedback,
  type TechnicalReport,
} from "../src/ui/home/feedback_data.ts";
import {
  QuickDetails,
  QuickSlide,
  ReportDetails,
  ReportSlide,
} from "../src/ui/home/feedback_views.tsx";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconPause, iconPlay } from "../src/ui/kit/icon_paths.ts";

export type FeedbackShowcaseProps = {
  quick: Dated<QuickFeedback>[];
  technical: Dated<TechnicalReport>[];
};

const QUICK_INTERVAL_MS = 5000;
const TECHNICAL_INTERVAL_MS = 7000;

type CarouselProps = {
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
};

function Carousel(props: CarouselProps) {
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
      {props.count === 0 ? <p className="empty-state">{props.empty}</p> : (
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

export default function FeedbackShowcase({ quick, technical }: FeedbackShowcaseProps) {
  const [shown, setShown] = useState<{ kind: "quick" | "technical"; id: string } | null>(null);
  const quickItem = shown?.kind === "quick" ? quick.find((q) => q._id === shown.id) : undefined;
  const report = shown?.kind === "technical"
    ? technical.find((t) => t._id === shown.id)
    : undefined;
  const close = () => setShown(null);
  const average = quick.length
    ? (quick.reduce((sum, q) => sum + q.rating, 0) / quick.length).toFixed(1)
    : "0";
  const urgent = technical.filter((t) => t.severity === "High" || t.severity === "Critical");

  return (
    <div className="home-feedback">
      <Carousel
        {...feedbackCarousels.quick}
        count={quick.length}
        intervalMs={QUICK_INTERVAL_MS}
        hold={quickItem !== undefined}
        summary={`Average ${average} out of 5 from ${quick.length} members`}
        slide={(i) => <QuickSlide item={quick[i]} />}
        onOpen={(i) => setShown({ kind: "quick", id: quick[i]._id })}
      />
      <Carousel
        {...feedbackCarousels.technical}
        count={technical.length}
        intervalMs={TECHNICAL_INTERVAL_MS}
        hold={report !== undefined}
        summary={`${technical.length} reports, ${urgent.length} marked High or Critical`}
        slide={(i) => <ReportSlide item={technical[i]} />}
        onOpen={(i) => setShown({ kind: "technical", id: technical[i]._id })}
      />
      <Dialog
        open={quickItem !== undefined || report !== undefined}
        title={report ? feedbackCarousels.technical.details : feedbackCarousels.quick.details}
        onClose={close}
        className={report ? "dialog-wide" : undefined}
        actions={<button type="button" className="btn" onClick={close}>Close</button>}
      >
        {quickItem && <QuickDetails item={quickItem} />}
        {report && <ReportDetails item={report} />}
      </Dialog>
    </div>
  );
}
