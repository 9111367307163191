import { useListAddress } from '../../../components/list-page/use-list-address.ts';
import { buildScrapListSearch, parseScrapListSearch } from '../scrap-list-params.ts';

/** The sort, region and page of a scrap page, in its address. */
export function useScrapListAddress() {
  return useListAddress(parseScrapListSearch, buildScrapListSearch);
}
