import { act, render, screen } from '@testing-library/react-native';
import { Dimensions, StyleSheet, Text } from 'react-native';
import { AppHeader, HeaderLink } from './app-header';

// The link as the text it shows, with its style: what the header sets is what is checked.
jest.mock('expo-router', () => {
  const { Text: LinkText } = jest.requireActual('react-native');
  return { Link: (props: object) => <LinkText {...props} /> };
});
jest.mock('react-native-safe-area-context', () => ({ useSafeAreaInsets: () => ({ top: 0 }) }));

function phoneOf(width: number) {
  const size = { width, height: 640, scale: 2, fontScale: 1 };
  act(() => Dimensions.set({ window: size, screen: size }));
}

const fontSizeOf = (text: string) => StyleSheet.flatten(screen.getByText(text).props.style).fontSize;

describe('AppHeader in the apps', () => {
  const header = () => (
    <AppHeader
      actions={
        <>
          <HeaderLink href="/menu" label="Rayons" />
          <Text>Panier</Text>
        </>
      }
    />
  );

  it('sets its words at full size on a 390 pt phone', () => {
    phoneOf(390);
    render(header());
    expect(fontSizeOf('Rayons')).toBe(14);
    expect(fontSizeOf('Sillon')).toBe(18);
  });

  it('sets them smaller on a 320 pt phone, where they would not fit', () => {
    phoneOf(320);
    render(header());
    expect(fontSizeOf('Rayons')).toBe(12);
    expect(fontSizeOf('Sillon')).toBe(16);
  });
});
