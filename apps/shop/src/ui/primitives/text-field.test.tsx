/** A field's error is its description: read with the field, not only heard once as an alert. */
import { render, screen } from '@testing-library/react-native';
import { TextField } from './text-field';

it('describes an invalid field by its error, and says nothing more of a valid one', () => {
  const { rerender } = render(<TextField label="Ville" value="" error="Ce champ est obligatoire" />);
  const input = screen.getByLabelText('Ville');
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Ce champ est obligatoire');
  expect(input).toHaveProp('aria-invalid', true);
  expect(input).toHaveProp('aria-describedby', alert.props.nativeID);
  expect(alert.props.nativeID).toMatch(/-error$/);
  expect(input).toHaveProp('accessibilityHint', 'Ce champ est obligatoire');

  rerender(<TextField label="Ville" value="Paris" />);
  expect(screen.queryByRole('alert')).toBeNull();
  const valid = screen.getByLabelText('Ville');
  expect(valid.props['aria-describedby']).toBeUndefined();
  expect(valid.props.accessibilityHint).toBeUndefined();
  expect(valid.props['aria-invalid']).toBeUndefined();
});

it('gives each field its own error to point at', () => {
  render(
    <>
      <TextField label="Ville" value="" error="Ce champ est obligatoire" />
      <TextField label="Code postal" value="" error="Ce champ est obligatoire" />
    </>,
  );
  const described = ['Ville', 'Code postal'].map(
    (label) => screen.getByLabelText(label).props['aria-describedby'] as string,
  );
  expect(new Set(described).size).toBe(2);
  expect(screen.getAllByRole('alert').map((alert) => alert.props.nativeID)).toEqual(described);
});

it('counts what a field with a limit holds, and takes no more', () => {
  render(<TextField label="Instructions de livraison" value="Digicode 1234" countsTo={250} />);
  expect(screen.getByLabelText('Instructions de livraison')).toHaveProp('maxLength', 250);
  const count = screen.getByText('13 / 250 caractères');
  // Read with the field: a text pasted and cut is heard as such.
  expect(screen.getByLabelText('Instructions de livraison')).toHaveProp(
    'aria-describedby',
    count.props.nativeID,
  );
});
