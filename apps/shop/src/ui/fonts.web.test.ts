/**
 * On the web Inter comes from the page's own CSS (`+html.tsx`): the screens never wait for a font,
 * and the four TTF weights the phones load from the bundle are not loaded (nor bundled) here.
 */
import { renderHook } from '@testing-library/react-native';
import { useFonts } from 'expo-font';
import { useShopFonts } from './fonts.web';

jest.mock('expo-font', () => ({ useFonts: jest.fn(() => [false, null]) }));

it('is ready at once, without loading a font from JavaScript', () => {
  const { result } = renderHook(() => useShopFonts());
  expect(result.current).toBe(true);
  expect(useFonts).not.toHaveBeenCalled();
});
