/**
 * Study materials, "Resources" (spec 000 §2): year cards with two semesters of three subjects;
 * a subject opens a dialog with its PDF and YouTube links and a favourite toggle, kept in the
 * browser for a visitor and with the account for a signed-in student.
 */
import { useEffect, useState } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { withQueries } from "../src/client/query.tsx";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconStar } from "../src/ui/kit/icon_paths.ts";
import type { StudyYear } from "../src/ui/home/study_data.ts";
import { type OpenSubject, SubjectDialog } from "../src/ui/study/subject_dialog.tsx";
import { useFavourites } from "../src/ui/study/use_favourites.ts";

export type StudyMaterialsProps = {
  years: StudyYear[];
  user: SessionUser | null;
  sessionState: SessionState;
  /** The signed-in student's favourites as the server read them; null for a visitor. */
  favourites: string[] | null;
};

function StudyMaterials(props: StudyMaterialsProps) {
  const { years } = props;
  const session = useSession(props.user, props.sessionState);
  // Seed the shared session here too: until some island has, its snapshot is unsettled.
  useEffect(() => initSession(props.user, props.sessionState), []);
  const subjects: OpenSubject[] = years.flatMap((y) =>
    y.semesters.flatMap((s) =>
      s.subjects.map((subject) => ({ subject, semester: s.number, year: y.year }))
    )
  );
  const favourites = useFavourites(session, {
    initial: props.favourites,
    sample: subjects.filter((x) => x.subject.favourite).map((x) => x.subject.id),
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const open = subjects.find((x) => x.subject.id === openId) ?? null;

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
                          {favourites.ids.includes(subject.id) && (
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
      <SubjectDialog open={open} favourites={favourites} onClose={() => setOpenId(null)} />
    </>
  );
}

export default withQueries(StudyMaterials);
