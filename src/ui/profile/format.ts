/**
 * Formatting shared by the profile components: counts in en-US style, fixed-zone dates (so the
 * server render and hydration agree) and the small "Year 3 · Department" line.
 */

/** 1234 → "1,234". */
export function count(n: number): string {
  return n.toLocaleString("en-US");
}

/** An ISO date as "Mar 4, 2026". */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** An ISO date as "March 2026". */
export function monthYear(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  });
}

/** A byte count as "812 B", "4.2 KB". */
export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  return `${(n / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} KB`;
}

/** The academic details that are set, e.g. ["Year 3", "Computer Science", "AI/ML"]. */
export function academicLine(
  u: { year: string; department: string; specialization: string },
): string[] {
  return [u.year ? `Year ${u.year}` : "", u.department, u.specialization].filter(Boolean);
}
