/** "Blocked students" in the owner's account area: who they blocked, each with Unblock. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { trpcMessage } from "../../client/trpc.ts";
import { Avatar } from "../kit/avatar.tsx";
import { FormError } from "../kit/field.tsx";

export function BlockedList() {
  const client = useQueryClient();
  const blocked = useQuery(trpc.safety.blocked.queryOptions({}));
  const unblock = useMutation(trpc.safety.unblock.mutationOptions({
    onSuccess: () => client.invalidateQueries(trpc.safety.blocked.pathFilter()),
  }));
  const users = blocked.data?.users ?? [];
  return (
    <section className="account-blocked" aria-labelledby="blocked-title">
      <h3 id="blocked-title">Blocked students</h3>
      {blocked.isPending && <p className="muted">Loading...</p>}
      {blocked.error && (
        <p className="field-error" role="alert">
          {trpcMessage(blocked.error, "Could not load the students you blocked")}
        </p>
      )}
      {blocked.data && users.length === 0 && (
        <p className="muted">
          You haven't blocked anyone. Block a student from their profile to stop seeing them.
        </p>
      )}
      <ul className="account-session-list">
        {users.map((u) => (
          <li key={u._id} className="account-session account-blocked-row">
            <a className="account-blocked-who" href={`/profile/${u._id}`}>
              <Avatar src={u.profilePicture} name={u.name} size={32} />
              <span>
                <strong>{u.name}</strong> <span className="muted">@{u.username}</span>
              </span>
            </a>
            <button
              type="button"
              className="btn btn-small"
              disabled={unblock.isPending}
              aria-label={`Unblock ${u.name}`}
              onClick={() => unblock.mutate({ id: u._id })}
            >
              Unblock
            </button>
          </li>
        ))}
      </ul>
      <FormError message={unblock.error ? trpcMessage(unblock.error, "Could not unblock") : null} />
    </section>
  );
}
