/**
 * Form primitives: a labelled input, text area or select with its hint and error wired up for
 * screen readers, a search box with its icon, and the message of a form that could not be sent.
 * Each `className` replaces the default class it names.
 */
import type { ComponentProps, ReactNode } from "react";
import { Icon } from "./icon.tsx";
import { iconSearch } from "./icon_paths.ts";

type FrameProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The hint's classes: `field-hint` unless given. */
  hintClassName?: string;
  error?: string | null;
  /** The wrapper's classes: `field` unless given. */
  fieldClassName?: string;
};

/** What a control needs from its frame: its id and name, whether it is invalid, and the ids of
 * the hint and the error shown under it. */
function controlProps(frame: FrameProps) {
  const { id, hint, error } = frame;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    id,
    name: id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described.length ? described.join(" ") : undefined,
  };
}

/** The label above a control, and its hint and error below it. */
function Frame(props: FrameProps & { children: ReactNode }) {
  const { id, hint, error } = props;
  return (
    <div className={props.fieldClassName ?? "field"}>
      <label htmlFor={id}>{props.label}</label>
      {props.children}
      {hint && <span id={`${id}-hint`} className={props.hintClassName ?? "field-hint"}>{hint}
      </span>}
      {error && <span id={`${id}-error`} className="field-error" role="alert">{error}</span>}
    </div>
  );
}

export type FieldProps = ComponentProps<"input"> & FrameProps;

/** A labelled input. */
export function Field(
  { id, label, hint, hintClassName, error, fieldClassName, ...input }: FieldProps,
) {
  const frame = { id, label, hint, hintClassName, error, fieldClassName };
  return (
    <Frame {...frame}>
      <input {...controlProps(frame)} {...input} />
    </Frame>
  );
}

export type TextAreaFieldProps = ComponentProps<"textarea"> & FrameProps;

/** A labelled multi-line input, like `Field`. */
export function TextAreaField(
  { id, label, hint, hintClassName, error, fieldClassName, ...rest }: TextAreaFieldProps,
) {
  const frame = { id, label, hint, hintClassName, error, fieldClassName };
  return (
    <Frame {...frame}>
      <textarea {...controlProps(frame)} {...rest} />
    </Frame>
  );
}

/** A choice: a value shown as itself, or a value with its own label. */
export type Option = string | { value: string; label: string };

export type SelectFieldProps = FrameProps & {
  value: string;
  options: readonly Option[];
  /** How a plain string option reads, e.g. "Year 3" for "3". */
  optionLabel?(value: string): string;
  /** The label of a first option with the empty value, e.g. "Any". */
  empty?: string;
  onChange(value: string): void;
  name?: string;
  disabled?: boolean;
  /** The select's own classes, e.g. `input`. */
  className?: string;
};

/** A labelled select. */
export function SelectField(props: SelectFieldProps) {
  const { id, label, hint, hintClassName, error, fieldClassName } = props;
  return (
    <Frame {...{ id, label, hint, hintClassName, error, fieldClassName }}>
      <select
        id={id}
        name={props.name}
        className={props.className}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.empty !== undefined && <option value="">{props.empty}</option>}
        {props.options.map((o) => {
          const value = typeof o === "string" ? o : o.value;
          const text = typeof o === "string" ? (props.optionLabel?.(o) ?? o) : o.label;
          return <option key={value} value={value}>{text}</option>;
        })}
      </select>
    </Frame>
  );
}

export type SearchFieldProps = ComponentProps<"input"> & {
  id: string;
  label: string;
  /** The label is read by screen readers only. */
  labelHidden?: boolean;
  /** The wrapper's classes. */
  fieldClassName: string;
  /** When given, the icon and the input sit together in a box of this class. */
  boxClassName?: string;
  /** Path data of the icon: a magnifier unless given. */
  icon?: string;
  iconClassName?: string;
};

/** A labelled search input with a magnifier beside it. */
export function SearchField(
  {
    id,
    label,
    labelHidden,
    fieldClassName,
    boxClassName,
    icon = iconSearch,
    iconClassName,
    ...input
  }: SearchFieldProps,
) {
  const control = (
    <>
      <Icon d={icon} size={18} className={iconClassName} />
      <input id={id} className="input" type="search" {...input} />
    </>
  );
  return (
    <div className={fieldClassName}>
      <label htmlFor={id} className={labelHidden ? "visually-hidden" : undefined}>{label}</label>
      {boxClassName ? <div className={boxClassName}>{control}</div> : control}
    </div>
  );
}

/** Why a form could not be sent, announced when it appears; nothing without a message. */
export function FormError(props: { message: string | null | undefined; className?: string }) {
  if (!props.message) return null;
  return <p className={props.className ?? "form-error"} role="alert">{props.message}</p>;
}
