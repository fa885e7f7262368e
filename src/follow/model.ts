/** Paging input of the follower and following lists. */
import { z } from "zod";
import { cursorField, limitField } from "../shared/paging.ts";

export const followListInput = z.object({ limit: limitField(100, 50), cursor: cursorField });
