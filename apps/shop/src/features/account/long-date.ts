/** A day as the account's screens write it: "31 décembre 2030", "1er janvier 2031", in the shop's time (Paris). */
export { formatParisLongDate as formatLongDate } from '@sillon/domain';
