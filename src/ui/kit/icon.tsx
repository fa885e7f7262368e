/**
 * The one icon component: a path from `icon_paths.ts`, stroked with the text colour. Decorative
 * (hidden from assistive technology) unless it is given a label.
 */

export type IconProps = {
  /** SVG path data from `icon_paths.ts`. */
  d: string;
  size?: number;
  /** The svg's classes: `icon` unless others are given ("" for none). */
  className?: string;
  /** An accessible name; without one the icon is hidden from assistive technology. */
  label?: string;
  /** Filled with the text colour as well as outlined, e.g. a liked heart. */
  filled?: boolean;
  /** Filled with the text colour and not outlined, e.g. the header's bell. */
  solid?: boolean;
  strokeWidth?: number;
  /** Flat line ends and pointed corners instead of round ones. */
  sharp?: boolean;
};

export function Icon(
  { d, size = 20, className = "icon", label, filled, solid, strokeWidth = 2, sharp }: IconProps,
) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled || solid ? "currentColor" : "none"}
      stroke={solid ? "none" : "currentColor"}
      strokeWidth={strokeWidth}
      strokeLinecap={sharp ? undefined : "round"}
      strokeLinejoin={sharp ? undefined : "round"}
      className={className || undefined}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
