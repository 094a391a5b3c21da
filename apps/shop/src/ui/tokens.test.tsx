/** Spec §9: the shop's palette, its font (Inter) and its type scale, and the primitives that use them. */
import { render, screen } from '@testing-library/react-native';
import { StyleSheet } from 'react-native';
import { Button } from './primitives/button';
import { Notice } from './primitives/notice';
import { Text } from './primitives/text';
import { fontSize, interFaces, palette, typeface } from './tokens';

describe('design tokens', () => {
  it('hold the palette of spec §9', () => {
    expect(palette).toMatchObject({
      primary: '#30312C',
      error: '#E95146',
      discount: '#B378FF',
      informational: '#DBEA8D',
      action: '#0274DF',
    });
  });

  it('set text in Inter, on a type scale from 10 to 56 px', () => {
    const sizes = Object.values(fontSize);
    expect(Math.min(...sizes)).toBe(10);
    expect(Math.max(...sizes)).toBe(56);
    for (const face of Object.values(typeface)) expect(face.fontFamily).toMatch(/^Inter_/);
    expect(Object.values(interFaces)).toEqual([
      'Inter_400Regular',
      'Inter_500Medium',
      'Inter_600SemiBold',
      'Inter_700Bold',
    ]);
  });
});

describe('the primitives', () => {
  const styleOf = (element: { props: { style?: unknown } }) =>
    StyleSheet.flatten(element.props.style as never) as Record<string, unknown>;

  it('write text in Inter, in the primary colour', () => {
    render(<Text>Des fermes à votre table</Text>);
    expect(styleOf(screen.getByText('Des fermes à votre table'))).toMatchObject({
      fontFamily: 'Inter_400Regular',
      fontSize: 16,
      color: '#30312C',
    });
  });

  it('paint an action button in the action blue', () => {
    render(<Button label="Valider" onPress={() => undefined} />);
    expect(styleOf(screen.getByRole('button', { name: 'Valider' }))).toMatchObject({
      backgroundColor: '#0274DF',
    });
  });

  it('frame an error in the error red, and information on the informational green', () => {
    render(
      <>
        <Notice tone="error" message="Refusé" testID="error" />
        <Notice tone="info" message="À savoir" testID="info" />
      </>,
    );
    expect(styleOf(screen.getByTestId('error'))).toMatchObject({ borderColor: '#E95146' });
    expect(styleOf(screen.getByTestId('info'))).toMatchObject({ backgroundColor: '#DBEA8D' });
  });
});
