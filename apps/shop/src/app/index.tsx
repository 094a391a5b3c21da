import { HomeScreen } from '@/features/home';

export default HomeScreen;
