/**
 * Study materials, "Resources" (spec 000 §2): year cards with two semesters of three subjects;
 * a subject opens a dialog with its PDF and YouTube links and a favourite toggle kept locally.
 */
import { useEffect, useState } from "react";
import { Dialog } from "../src/ui/kit/dialog.tsx";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconFile, iconStar, iconVideo } from "../src/ui/kit/icon_paths.ts";
import { ResourceLink } from "../src/ui/home/resource_link.tsx";
import type { StudyYear, Subject } from "../src/ui/home/study_data.ts";

export type StudyMaterialsProps = { years: StudyYear[] };

/** Where the visitor's favourite subject ids are kept. */
const STORAGE_KEY = "favouriteSubjects";

function readFavourites(): string[] | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? parsed.filter((x) => typeof x === "string") : null;
  } catch {
    return null; // Unreadable storage counts as empty (spec 001 §8).
  }
}

function saveFavourites(ids: string[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage may be full or blocked; the choice still holds for this visit.
  }
}

export default function StudyMaterials({ years }: StudyMaterialsProps) {
  const subjects = years.flatMap((y) =>
    y.semesters.flatMap((s) =>
      s.subjects.map((subject) => ({ subject, semester: s.number, year: y.year }))
    )
  );
  const [favourites, setFavourites] = useState<string[]>(() =>
    subjects.filter((x) => x.subject.favourite).map((x) => x.subject.id)
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const open = subjects.find((x) => x.subject.id === openId) ?? null;

  // The server cannot see this browser's storage: adopt the stored choice after hydration.
  useEffect(() => {
    const stored = readFavourites();
    if (stored) setFavourites(stored);
  }, []);

  function toggle(subject: Subject) {
    const next = favourites.includes(subject.id)
      ? favourites.filter((id) => id !== subject.id)
      : [...favourites, subject.id];
    setFavourites(next);
    saveFavourites(next);
  }

  const isFav = open ? favourites.includes(open.subject.id) : false;

  return (
    <>
      <ul className="home-years">
        {years.map((y) => (
          <li key={y.year} className="card home-year">
            <h3>
              Year {y.year} <span className="muted home-year-sub">{y.title}</span>
            </h3>
            <div className="home-semesters">
              {y.semesters.map((s) => (
                <div key={s.number} className="home-semester">
                  <h4>Semester {s.number}</h4>
                  <ul>
                    {s.subjects.map((subject) => (
                      <li key={subject.id}>
                        <button
                          type="button"
                          className="home-subject"
                          aria-haspopup="dialog"
                          onClick={() => setOpenId(subject.id)}
                        >
                          <span>{subject.name}</span>
                          {favourites.includes(subject.id) && (
                            <Icon
                              d={iconStar}
                              size={16}
                              className="icon icon-fill"
                              label="Favourite"
                            />
                          )}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        title={open?.subject.name ?? ""}
        subtitle={open ? `Year ${open.year} · Semester ${open.semester}` : undefined}
        onClose={() => setOpenId(null)}
        actions={
          <button type="button" className="btn" onClick={() => setOpenId(null)}>
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
              <button
                type="button"
                className={isFav ? "btn home-fav is-on" : "btn home-fav"}
                aria-pressed={isFav}
                onClick={() => toggle(open.subject)}
              >
                <Icon d={iconStar} size={18} className={isFav ? "icon icon-fill" : undefined} />
                Favourite
              </button>
              <span className="muted" aria-live="polite">
                {isFav ? "In your favourites on this device." : "Not in your favourites yet."}
              </span>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
