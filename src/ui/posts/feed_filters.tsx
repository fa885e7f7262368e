/**
 * The feed's choices (spec 000 §2 "Feed page"): tabs Following Feed and Global Feed, and the
 * type filters All Posts, Blogs/Text, Sections/Roadmaps and Images.
 */
import type { FeedType } from "./types.ts";

export type FeedTab = "following" | "global";

export const FEED_TABS: { key: FeedTab; label: string }[] = [
  { key: "following", label: "Following Feed" },
  { key: "global", label: "Global Feed" },
];

export const FEED_FILTERS: { key: FeedType; label: string }[] = [
  { key: "all", label: "All Posts" },
  { key: "text", label: "Blogs/Text" },
  { key: "section", label: "Sections/Roadmaps" },
  { key: "image", label: "Images" },
];

/** Reads `?tab=` and `?type=`, falling back to the Following Feed with all posts. */
export function feedChoice(params: URLSearchParams): { tab: FeedTab; type: FeedType } {
  const tab = params.get("tab") === "global" ? "global" : "following";
  const type = FEED_FILTERS.find((f) => f.key === params.get("type"))?.key ?? "all";
  return { tab, type };
}

/** The address of a choice, for the location bar. */
export function feedHref(tab: FeedTab, type: FeedType): string {
  const params = new URLSearchParams();
  if (tab !== "following") params.set("tab", tab);
  if (type !== "all") params.set("type", type);
  const q = params.toString();
  return q ? `/feed?${q}` : "/feed";
}

export function FeedFilters(props: { type: FeedType; onSelect(type: FeedType): void }) {
  return (
    <div className="feed-filters" role="group" aria-label="Post type">
      {FEED_FILTERS.map((f) => (
        <button
          key={f.key}
          type="button"
          className="feed-filter"
          aria-pressed={f.key === props.type}
          onClick={() => props.onSelect(f.key)}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}
