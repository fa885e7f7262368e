/** /signup: the three-step sign-up — college e-mail, one-time code, account — then back to
 * `?next=` (spec 000 §2). */
import { SignupFormIsland } from "../src/ssr/islands.ts";
import { signupCard } from "../src/ui/auth/auth_data.ts";
import { authPage } from "./_auth_page.tsx";

export default authPage(
  "Sign up",
  signupCard,
  (domain, next) => <SignupFormIsland collegeDomain={domain} next={next} />,
);
