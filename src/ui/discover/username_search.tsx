/** The box that searches students by username, on the home page's discover tab and in chat:
 * usernames are at most 20 characters, typed as they are spelled. */
import { SearchField, type SearchFieldProps } from "../kit/field.tsx";

export function UsernameSearch(props: SearchFieldProps) {
  return (
    <SearchField
      labelHidden
      placeholder="Search by username"
      autoComplete="off"
      spellCheck={false}
      maxLength={20}
      {...props}
    />
  );
}
