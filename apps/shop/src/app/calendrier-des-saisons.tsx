import { loadSeasonsPage, seasonsMetadata } from '@/features/seasons';
import { SeasonsScreen } from '@/features/seasons/screens/seasons-screen';

/** Web: the server renders the calendar at the shop's month (see `store/prerendered.ts`). */
export const loader = () => loadSeasonsPage();
export const generateMetadata = (request: { url: string }) => seasonsMetadata(request);

export default SeasonsScreen;
