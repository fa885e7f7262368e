/**
 * The feed's choices (spec 000 §2 "Feed page"): tabs Following Feed and Global Feed, the type
 * filters All Posts, Blogs/Text, Sections/Roadmaps and Images, and the Global Feed's roadmap
 * category (trending's category cards link to it), shown as a removable chip.
 */
import { ChipGroup } from "../kit/chip_group.tsx";
import { CATEGORIES, type Category } from "../../shared/post_rules.ts";
import { Icon } from "../kit/icon.tsx";
import { iconX } from "../kit/icon_paths.ts";
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

export type FeedChoice = { tab: FeedTab; type: FeedType; category: Category | null };

/** Whether posts of `type` can have a category: only roadmaps have one. */
export const takesCategory = (type: FeedType) => type === "all" || type === "section";

/**
 * Reads `?tab=`, `?type=` and `?category=`, falling back to the Following Feed with all posts.
 * A category opens the Global Feed, the list it filters; an unknown one (or one beside a type
 * without categories) is ignored, so an old or mistyped link still opens a feed.
 */
export function feedChoice(params: URLSearchParams): FeedChoice {
  const type = FEED_FILTERS.find((f) => f.key === params.get("type"))?.key ?? "all";
  const asked = CATEGORIES.find((c) => c === params.get("category")) ?? null;
  const category = asked && takesCategory(type) ? asked : null;
  const tab = category || params.get("tab") === "global" ? "global" : "following";
  return { tab, type, category };
}

/** The address of a choice, for the location bar (a category implies the Global Feed). */
export function feedHref({ tab, type, category }: FeedChoice): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  else if (tab !== "following") params.set("tab", tab);
  if (type !== "all") params.set("type", type);
  const q = params.toString();
  return q ? `/feed?${q}` : "/feed";
}

export function FeedFilters(props: { type: FeedType; onSelect(type: FeedType): void }) {
  return (
    <ChipGroup
      label="Post type"
      items={FEED_FILTERS}
      selected={props.type}
      onSelect={props.onSelect}
      className="feed-filters"
      chipClassName="feed-filter"
    />
  );
}

/** The chosen category as a chip; pressing it shows every category again. */
export function CategoryChip(props: { category: Category; onRemove(): void }) {
  return (
    <div className="feed-active-filters">
      <button
        type="button"
        className="feed-chip"
        aria-label={`Category: ${props.category}. Remove this filter`}
        onClick={props.onRemove}
      >
        <span>Category: {props.category}</span>
        <Icon d={iconX} size={14} className="icon feed-chip-x" />
      </button>
    </div>
  );
}
