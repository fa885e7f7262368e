/** The interview clock: minutes and seconds left until `endsAt`, counted in the browser. */
import { useEffect, useState } from "react";

function mmss(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

export function Timer(props: { endsAt: number; stopped?: boolean }) {
  // Null until mounted: the server's clock would not match the browser's first render.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (props.stopped) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [props.stopped]);
  const left = now === null ? null : props.endsAt - now;
  const over = left !== null && left <= 0;
  return (
    <p className={over ? "interview-timer is-over" : "interview-timer"} role="timer">
      <span className="muted">Time left</span>{" "}
      <strong>{left === null ? "--:--" : over ? "Time's up" : mmss(left)}</strong>
    </p>
  );
}
