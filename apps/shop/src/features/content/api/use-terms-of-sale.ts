import { LEGAL_PAGE_PATHS } from '@sillon/domain';
import { contentPageArg, useContentPageQuery } from './content-api';

/**
 * The CGV in force (issue 38): the payment step shows their version beside its checkbox and sends
 * it back with the acceptance; undefined until loaded.
 */
export function useTermsOfSale() {
  const page = useContentPageQuery(contentPageArg(LEGAL_PAGE_PATHS.terms));
  return {
    version: page.data?.kind === 'legal' ? page.data.version : undefined,
    path: LEGAL_PAGE_PATHS.terms,
    refetch: () => void page.refetch(),
  };
}
