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
import { Icon } from "./icons.tsx";

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
      <div className="room-control">
        <label htmlFor="room-language">Language</label>
        <select
          id="room-language"
          className="input"
          value={props.language}
          disabled={!props.fileReady}
          onChange={(e) => props.onLanguage(e.target.value as Language)}
        >
          {LANGUAGE_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
      <div className="room-control room-control-version">
        <label htmlFor="room-version">Version</label>
        <input
          id="room-version"
          className="input"
          value={props.version}
          maxLength={props.versionMax}
          spellCheck={false}
          onChange={(e) => props.onVersion(e.target.value)}
        />
      </div>
      <div className="room-control">
        <label htmlFor="room-placement">Output</label>
        <select
          id="room-placement"
          className="input"
          value={props.placement}
          onChange={(e) => props.onPlacement(e.target.value as OutputPlacement)}
        >
          {PLACEMENT_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      </div>
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
          <Icon name="template" /> Template
        </button>
        <button
          type="button"
          className="btn btn-small btn-primary"
          disabled={!props.fileReady || props.saving}
          onClick={props.onSave}
        >
          <Icon name="save" /> {props.saving ? "Saving..." : "Save to Profile"}
        </button>
      </div>
    </div>
  );
}
