// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundPlan } from './round-plan';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const hub = { latitude: 48.86, longitude: 2.37 };
const at = (east: number) => ({ latitude: 48.86, longitude: 2.37 + east / 100 });

let container: HTMLDivElement;
afterEach(() => container?.remove());

function drawn(stops: Parameters<typeof RoundPlan>[0]['stops']) {
  container = document.createElement('div');
  document.body.append(container);
  act(() => createRoot(container).render(<RoundPlan hub={hub} stops={stops} label="Plan" />));
  const svg = container.querySelector('svg')!;
  return {
    ridePoints: svg.querySelector('polyline')!.getAttribute('points')!.split(' ').length,
    circles: [...svg.querySelectorAll('circle')],
  };
}

describe('the round’s plan', () => {
  it('rides past a withdrawn stop, drawn apart from those to do', () => {
    const plan = drawn([
      { point: at(1), position: 1, outcome: null },
      { point: at(2), position: 2, outcome: null, withdrawn: true },
      { point: at(3), position: 3, outcome: null },
    ]);
    // The hub, stops 1 and 3, the hub again.
    expect(plan.ridePoints).toBe(4);
    expect(plan.circles[1]!.getAttribute('fill')).not.toBe(plan.circles[0]!.getAttribute('fill'));
    expect(plan.circles[2]!.getAttribute('fill')).toBe(plan.circles[0]!.getAttribute('fill'));
  });

  it('rings a stop placed at its postal code’s centre with a dashed line', () => {
    const plan = drawn([
      { point: at(1), position: 1, outcome: null, approximate: true },
      { point: at(2), position: 2, outcome: null },
    ]);
    expect(plan.circles[0]!.getAttribute('stroke-dasharray')).toBe('3 2');
    expect(plan.circles[1]!.hasAttribute('stroke-dasharray')).toBe(false);
  });
});
