/**
 * The toolbar above the editor (spec 001 §2): language, runtime version, where the output goes,
 * font size A- / A+ (10 to 32 px), Template and Save to Profile. It wraps onto more rows on
 * narrow screens.
 */
import type { Language } from "../../shared/room_doc.ts";
import {
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_SIZE_STEP,
  LANGUAGE_OPTIONS,
  type OutputPlacement,
  PLACEMENT_OPTIONS,
} from "./constants.ts";
import { Field, SelectField } from "../kit/field.tsx";
import { Icon } from "../kit/icon.tsx";
import { iconSave, iconTemplate } from "../kit/icon_paths.ts";

export type ToolbarProps = {
  /** A file is open and we are in the room: the file's controls work. */
  fileReady: boolean;
  language: Language;
  onLanguage(language: Language): void;
  version: string;
  onVersion(version: string): void;
  versionMax: number;
  placement: OutputPlacement;
  onPlacement(placement: OutputPlacement): void;
  fontSize: number;
  onFontSize(size: number): void;
  onTemplate(): void;
  onSave(): void;
  saving: boolean;
};

export function Toolbar(props: ToolbarProps) {
  return (
    <div className="room-toolbar" role="group" aria-label="Editor settings">
      <SelectField
        id="room-language"
        label="Language"
        fieldClassName="room-control"
        className="input"
        value={props.language}
        options={LANGUAGE_OPTIONS}
        disabled={!props.fileReady}
        onChange={(v) => props.onLanguage(v as Language)}
      />
      <Field
        id="room-version"
        label="Version"
        fieldClassName="room-control room-control-version"
        className="input"
        value={props.version}
        maxLength={props.versionMax}
        spellCheck={false}
        onChange={(e) => props.onVersion(e.target.value)}
      />
      <SelectField
        id="room-placement"
        label="Output"
        fieldClassName="room-control"
        className="input"
        value={props.placement}
        options={PLACEMENT_OPTIONS}
        onChange={(v) => props.onPlacement(v as OutputPlacement)}
      />
      <div className="room-control">
        <span className="room-control-label" id="room-font-label">Font size</span>
        <div className="room-font" role="group" aria-labelledby="room-font-label">
          <button
            type="button"
            className="btn btn-small"
            aria-label="Smaller font"
            disabled={props.fontSize <= FONT_SIZE_MIN}
            onClick={() => props.onFontSize(props.fontSize - FONT_SIZE_STEP)}
          >
            A-
          </button>
          <output className="room-font-size" aria-live="polite">{props.fontSize}px</output>
          <button
            type="button"
            className="btn btn-small"
            aria-label="Larger font"
            disabled={props.fontSize >= FONT_SIZE_MAX}
            onClick={() => props.onFontSize(props.fontSize + FONT_SIZE_STEP)}
          >
            A+
          </button>
        </div>
      </div>
      <div className="room-toolbar-actions">
        <button
          type="button"
          className="btn btn-small"
          disabled={!props.fileReady}
          onClick={props.onTemplate}
        >
          <Icon d={iconTemplate} size={18} className="room-icon" /> Template
        </button>
        <button
          type="button"
          className="btn btn-small btn-primary"
          disabled={!props.fileReady || props.saving}
          onClick={props.onSave}
        >
          <Icon d={iconSave} size={18} className="room-icon" />{" "}
          {props.saving ? "Saving..." : "Save to Profile"}
        </button>
      </div>
    </div>
  );
}
