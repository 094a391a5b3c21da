import { MenuScreen } from '@/features/catalog';

export default MenuScreen;
