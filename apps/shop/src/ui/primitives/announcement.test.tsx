/** What the apps' screen readers are told: a new message, never the one a screen opens with. */
import { render } from '@testing-library/react-native';
import { AccessibilityInfo } from 'react-native';
import { Announcement } from './announcement';

it('says each new message, not the first one nor an emptied one', () => {
  const announce = jest.spyOn(AccessibilityInfo, 'announceForAccessibility').mockImplementation(() => {});
  announce.mockClear();
  const { rerender } = render(<Announcement message="Code BIENVENUE appliqué" />);
  expect(announce).not.toHaveBeenCalled();
  rerender(<Announcement message="" />);
  expect(announce).not.toHaveBeenCalled();
  rerender(<Announcement message="12 produits" />);
  expect(announce).toHaveBeenLastCalledWith('12 produits');
  rerender(<Announcement message="12 produits" />);
  rerender(<Announcement message="Aucun produit" />);
  expect(announce).toHaveBeenLastCalledWith('Aucun produit');
  expect(announce).toHaveBeenCalledTimes(2);
});
