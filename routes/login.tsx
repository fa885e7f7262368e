/** /login: sign in with a college e-mail or a username, then back to `?next=` (spec 000 §2, §4). */
import { LoginFormIsland } from "../src/ssr/islands.ts";
import { loginCard } from "../src/ui/auth/auth_data.ts";
import { authPage } from "./_auth_page.tsx";

export default authPage(
  "Sign in",
  loginCard,
  (domain, next) => <LoginFormIsland collegeDomain={domain} next={next} />,
);
