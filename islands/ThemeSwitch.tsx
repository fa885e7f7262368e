/** The dark/light switch (spec 001 §4 "Theme"): dark by default, the choice kept in `localStorage.theme`. */
import { useEffect, useState } from "react";

type Theme = "dark" | "light";

function currentTheme(): Theme {
  return typeof document !== "undefined" && document.documentElement.dataset.theme === "light"
    ? "light"
    : "dark";
}

export default function ThemeSwitch() {
  // The server cannot know the stored theme; render dark first, then adopt what the page shows.
  const [theme, setTheme] = useState<Theme>("dark");
  useEffect(() => setTheme(currentTheme()), []);

  function toggle() {
    const next: Theme = theme === "dark" ? "light" : "dark";
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem("theme", next);
    } catch {
      // Storage may be unavailable (private mode); the switch still applies to this page.
    }
    setTheme(next);
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={theme === "light"}
      className="switch btn"
      onClick={toggle}
    >
      <span className="switch-track" aria-hidden="true" />
      <span>{theme === "light" ? "Light theme" : "Dark theme"}</span>
    </button>
  );
}
