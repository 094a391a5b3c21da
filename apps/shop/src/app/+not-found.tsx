import { NotFoundScreen } from '@/features/errors';

export default NotFoundScreen;
