import { WebScreenView } from '@/features/content';

/** Spec §2 WebScreenView: `?url=` (a path of the shop or an https page) and `?title=`. */
export default WebScreenView;
