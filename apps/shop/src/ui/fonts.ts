import { useFonts } from 'expo-font';
import Inter_400Regular from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf';
import Inter_500Medium from '@expo-google-fonts/inter/500Medium/Inter_500Medium.ttf';
import Inter_600SemiBold from '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf';
import Inter_700Bold from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf';
import { interFaces } from './tokens';

/**
 * Loads Inter from the app bundle. Text renders at once with the system font and switches when
 * Inter is ready; on web the export embeds the font faces in the HTML, so there is no flash.
 */
export function useShopFonts(): boolean {
  const [loaded] = useFonts({
    [interFaces.regular]: Inter_400Regular,
    [interFaces.medium]: Inter_500Medium,
    [interFaces.semiBold]: Inter_600SemiBold,
    [interFaces.bold]: Inter_700Bold,
  });
  return loaded;
}
