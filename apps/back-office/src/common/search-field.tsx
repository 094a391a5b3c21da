import { STAFF_SEARCH_MAX_LENGTH } from '@sillon/domain';
import { SearchInput, type SearchInputProps } from 'react-admin';

/**
 * A list's search box that stops at what the server reads, so a pasted paragraph never brings a
 * refusal beside the last answer's rows.
 */
export function SearchField(props: SearchInputProps) {
  return <SearchInput {...props} slotProps={{ htmlInput: { maxLength: STAFF_SEARCH_MAX_LENGTH } }} />;
}
