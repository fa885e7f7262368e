/**
 * The trending page's choice in the address: `?tab=` (profiles unless given) and, on the
 * profiles tab, `?filter=` (all unless given), so a reload or a shared link opens the same view.
 */
import { TRENDING_FILTERS, type TrendingFilter } from "../../shared/trending.ts";
import type { TrendingTab } from "./types.ts";

const TABS: TrendingTab[] = ["profiles", "sections", "posts", "categories"];

export type TrendingChoice = { tab: TrendingTab; filter: TrendingFilter };

/** Reads `?tab=` and `?filter=`; anything unknown falls back to the default. */
export function trendingChoice(params: URLSearchParams): TrendingChoice {
  const tab = TABS.find((t) => t === params.get("tab")) ?? "profiles";
  const filter = TRENDING_FILTERS.find((f) => f === params.get("filter")) ?? "all";
  return { tab, filter };
}

/** The address of a choice, for the location bar; the defaults are left out. */
export function trendingHref(choice: TrendingChoice): string {
  const params = new URLSearchParams();
  if (choice.tab !== "profiles") params.set("tab", choice.tab);
  else if (choice.filter !== "all") params.set("filter", choice.filter);
  const q = params.toString();
  return q ? `/trending?${q}` : "/trending";
}
