export { SeasonsCalendarLink } from './components/seasons-calendar-link';
export { loadSeasonsPage, seasonsMetadata } from './api/seasons-page';
