import { foldSearchText, type CollectionModel } from '@rumbo/domain';
import { badRequest } from '../../tools/errors.ts';
import { isSearchable } from '../collections/search-index.ts';

/** The longest `search` text a list accepts, in characters once folded. */
export const MAX_SEARCH_LENGTH = 200;

// Control characters (NUL, tabs, line breaks) separate words like spaces.
const CONTROL = /\p{Cc}/gu;

/**
 * The words of a list's `search` (decision 045): folded as the domain folds search text (lower
 * case, no accents), split on spaces, each kept once; every one must occur in the record's
 * `searchText`. Blank text is no search (null). A collection without `searchText`, or a text
 * longer than MAX_SEARCH_LENGTH, is refused with a 400.
 */
export function searchWords(collection: CollectionModel, search: string): string[] | null {
  if (!isSearchable(collection))
    throw badRequest(`The "${collection.name}" collection does not support "search".`);
  const folded = foldSearchText(search.replace(CONTROL, ' '));
  if (folded.length > MAX_SEARCH_LENGTH)
    throw badRequest(`Invalid "search" value: at most ${MAX_SEARCH_LENGTH} characters.`);
  const words = [...new Set(folded.split(' ').filter((word) => word !== ''))];
  return words.length > 0 ? words : null;
}
