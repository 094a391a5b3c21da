import { SearchInput, type SearchInputProps } from 'react-admin';

/** What the staff API's searches take (`searchText` in the contract): longer is refused. */
const SEARCH_MAX_LENGTH = 100;

/**
 * A list's search box that stops at what the server reads, so a pasted paragraph never brings a
 * refusal beside the last answer's rows.
 */
export function SearchField(props: SearchInputProps) {
  return <SearchInput {...props} slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH } }} />;
}
