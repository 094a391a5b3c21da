/** Issue 40: the desktop's two columns leave the apps' screens as they were. */
import { render, screen } from '@testing-library/react-native';
import { Text } from 'react-native';
import { Columns } from './columns';

describe('Columns in the apps', () => {
  it('shows the aside after the main column', () => {
    render(<Columns main={<Text>Mon compte</Text>} aside={<Text>Informations légales</Text>} />);
    expect(screen.getByText('Mon compte')).toBeTruthy();
    expect(screen.getByText('Informations légales')).toBeTruthy();
  });

  it('leaves out an aside meant for the web’s desktop only', () => {
    render(
      <Columns
        main={<Text>Choisissez votre créneau</Text>}
        aside={<Text>Votre commande</Text>}
        asideOnDesktopOnly
      />,
    );
    expect(screen.getByText('Choisissez votre créneau')).toBeTruthy();
    expect(screen.queryByText('Votre commande')).toBeNull();
  });
});
