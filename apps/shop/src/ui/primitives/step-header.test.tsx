import { checkoutSteps, t } from '@sillon/domain';
import { render, screen, within } from '@testing-library/react-native';
import { StepHeader, type Step } from './step-header';

const labelOf = (step: Step, state: 'done' | 'current' | 'todo') =>
  state === 'done'
    ? t('checkout.steps.done', { label: step.label })
    : t('checkout.steps.progress', { number: step.number, total: 5, label: step.label });

describe('StepHeader (spec §2 checkout steps)', () => {
  it('shows the five home-delivery steps, the current one named with its position', () => {
    render(<StepHeader steps={checkoutSteps('bag')} current={3} labelOf={labelOf} />);
    for (const label of ['Adresse', 'Livraison', 'Créneau', 'Vérification', 'Paiement']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    const current = screen.getByTestId('step-current');
    expect(current.props.accessibilityLabel).toBe('Étape 3 sur 5 : Créneau');
    expect(within(current).getByText('3')).toBeTruthy();
    expect(screen.getByLabelText('Adresse, étape terminée')).toBeTruthy();
    expect(screen.getByLabelText('Livraison, étape terminée')).toBeTruthy();
    expect(screen.getByLabelText('Étape 5 sur 5 : Paiement')).toBeTruthy();
  });

  it('names the third step « Point relais » for a pickup point', () => {
    render(<StepHeader steps={checkoutSteps('pickup-point')} current={3} labelOf={labelOf} />);
    expect(screen.getByText('Point relais')).toBeTruthy();
    expect(screen.queryByText('Créneau')).toBeNull();
    expect(screen.getByTestId('step-current').props.accessibilityLabel).toBe('Étape 3 sur 5 : Point relais');
  });
});
