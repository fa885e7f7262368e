/** /forgot-password: a mailed 6-digit code and a new password (the "Forgot password?" link of
 * /login). */
import { ForgotPasswordFormIsland } from "../src/ssr/islands.ts";
import { forgotPasswordCard } from "../src/ui/auth/auth_data.ts";
import { authPage } from "./_auth_page.tsx";

export default authPage(
  "Reset your password",
  forgotPasswordCard,
  (domain) => <ForgotPasswordFormIsland collegeDomain={domain} />,
);
