/**
 * What the server loads to render the seasonal calendar on the web (see `store/prerendered.ts`):
 * the month it is at the shop's clock, and the page's head.
 */
import { SEASONS_CALENDAR_PATH, t } from '@sillon/domain';
import { prerender } from '@/store/prerendered';
import { pageMetadata } from '@/ui';
import { seasonsApi } from './seasons-api';

export const loadSeasonsPage = () =>
  prerender((store) => store.dispatch(seasonsApi.endpoints.seasons.initiate()).unwrap());

export function seasonsMetadata(request: { url: string } | undefined) {
  const origin = request ? new URL(request.url).origin : '';
  return pageMetadata(
    { title: t('screens.seasons.title'), description: t('screens.seasons.description') },
    { url: `${origin}${SEASONS_CALENDAR_PATH}` },
  );
}
