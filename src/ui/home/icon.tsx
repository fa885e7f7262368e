/** A line icon drawn from a path in `icon_paths.ts`; decorative unless it is given a label. */

export type IconProps = {
  /** SVG path data from `icon_paths.ts`. */
  d: string;
  size?: number;
  className?: string;
  /** An accessible name; without one the icon is hidden from assistive technology. */
  label?: string;
};

export function Icon({ d, size = 20, className, label }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `icon ${className}` : "icon"}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
