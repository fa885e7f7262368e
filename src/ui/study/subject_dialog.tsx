/** The dialog of one study subject: its description, PDF and YouTube links, and the favourite toggle. */
import { Dialog } from "../kit/dialog.tsx";
import { Icon } from "../kit/icon.tsx";
import { iconFile, iconStar, iconVideo } from "../kit/icon_paths.ts";
import { ResourceLink } from "../home/resource_link.tsx";
import type { Subject } from "../home/study_data.ts";
import type { FavouritesView } from "./use_favourites.ts";

export type OpenSubject = { subject: Subject; semester: number; year: number };

/** What the line beside the toggle says, by where favourites are kept. */
function favouriteText(on: boolean, keptIn: FavouritesView["keptIn"]): string {
  if (keptIn === "unknown") return "Checking your sign-in...";
  if (!on) return "Not in your favourites yet.";
  if (keptIn === "account") return "In your favourites, saved to your account.";
  return "In your favourites on this device.";
}

export function SubjectDialog(
  props: { open: OpenSubject | null; favourites: FavouritesView; onClose(): void },
) {
  const { open, favourites, onClose } = props;
  const isFav = open ? favourites.ids.includes(open.subject.id) : false;
  const pending = open ? favourites.isPending(open.subject.id) : false;
  return (
    <Dialog
      open={open !== null}
      title={open?.subject.name ?? ""}
      subtitle={open ? `Year ${open.year} · Semester ${open.semester}` : undefined}
      onClose={onClose}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      {open && (
        <>
          <p>{open.subject.description}</p>
          <div className="res-links res-links-large">
            <ResourceLink
              href={open.subject.pdf}
              label="PDF notes"
              icon={iconFile}
              context={open.subject.name}
            />
            <ResourceLink
              href={open.subject.youtube}
              label="YouTube"
              icon={iconVideo}
              context={open.subject.name}
            />
          </div>
          <div className="home-fav-row">
            {/* aria-disabled, not disabled: a disabled button would drop the dialog's focus. */}
            <button
              type="button"
              className={isFav ? "btn home-fav is-on" : "btn home-fav"}
              aria-pressed={isFav}
              aria-disabled={pending}
              onClick={() => favourites.toggle(open.subject.id)}
            >
              <Icon d={iconStar} size={18} className={isFav ? "icon icon-fill" : undefined} />
              Favourite
            </button>
            <span className="muted" aria-live="polite">
              {favouriteText(isFav, favourites.keptIn)}
            </span>
          </div>
        </>
      )}
    </Dialog>
  );
}
