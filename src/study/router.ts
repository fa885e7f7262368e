/** The signed-in student's favourite study subjects (home page "Resources"), over tRPC and REST. */
import { authedProcedure, router } from "../http/trpc.ts";
import { mergeInput, subjectInput } from "./model.ts";
import { addFavourite, listFavourites, mergeFavourites, removeFavourite } from "./service.ts";

const answers = "{ favourites: string[] } (subject ids, in semester order)";

export const studyRouter = router({
  favourites: authedProcedure
    .meta({
      rest: { method: "GET", path: "/study/favourites" },
      summary: "The signed-in student's favourite study subjects.",
      answers,
    })
    .query(({ ctx }) => listFavourites(ctx.deps, ctx.user._id)),
  addFavourite: authedProcedure
    .meta({
      rest: { method: "PUT", path: "/study/favourites/{subjectId}" },
      summary: "Adds a subject to one's favourites; adding it again changes nothing.",
      answers,
    })
    .input(subjectInput)
    .mutation(({ ctx, input }) => addFavourite(ctx.deps, ctx.user._id, input.subjectId)),
  removeFavourite: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/study/favourites/{subjectId}" },
      summary: "Removes a subject from one's favourites; removing it again changes nothing.",
      answers,
    })
    .input(subjectInput)
    .mutation(({ ctx, input }) => removeFavourite(ctx.deps, ctx.user._id, input.subjectId)),
  mergeFavourites: authedProcedure
    .meta({
      rest: { method: "POST", path: "/study/favourites/merge" },
      summary: "Adds the favourites a browser kept while signed out (used on sign-in).",
      answers,
    })
    .input(mergeInput)
    .mutation(({ ctx, input }) => mergeFavourites(ctx.deps, ctx.user._id, input.subjectIds)),
});
