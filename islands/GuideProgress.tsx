/** The guide's top reading-progress bar (spec 001 §2 "Guide page"): how far down you have read. */
import { useEffect, useState } from "react";

function readProgress(): number {
  const el = document.documentElement;
  const scrollable = el.scrollHeight - innerHeight;
  return scrollable > 0 ? Math.min(1, Math.max(0, scrollY / scrollable)) : 0;
}

export default function GuideProgress() {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    let frame = 0;
    function update() {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setProgress(readProgress()));
    }
    update();
    addEventListener("scroll", update, { passive: true });
    addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener("scroll", update);
      removeEventListener("resize", update);
    };
  }, []);

  // Decorative: the scroll position is already available to assistive technology.
  return (
    <div className="guide-progress" aria-hidden="true">
      <span style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
