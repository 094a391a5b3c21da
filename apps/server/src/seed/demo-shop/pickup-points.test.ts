import { isDeliveredPostalCode } from '@sillon/domain/address';
import { describe, expect, it } from 'vitest';
import { loadCommuneIndex } from '../../modules/delivery/french-communes';
import { distanceKm, locationOfPostalCode } from '../../modules/delivery/postal-code-locations';
import { pickupPoints } from './pickup-points';

describe('demo pickup points', () => {
  it('has about sixty points, a dozen in Paris and the inner suburbs', () => {
    expect(pickupPoints.length).toBeGreaterThanOrEqual(55);
    const aroundParis = pickupPoints.filter((point) => /^(75|92|93|94)/.test(point.zipcode));
    expect(aroundParis.length).toBeGreaterThanOrEqual(12);
  });

  it('names each point once per network', () => {
    const keys = pickupPoints.map((point) => `${point.providerName}:${point.providerPointId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('places every point in mainland France, in the official commune of its postal code', async () => {
    const communes = await loadCommuneIndex();
    for (const point of pickupPoints) {
      expect(isDeliveredPostalCode(point.zipcode), point.company).toBe(true);
      expect(communes.communeNamed(point.zipcode, point.city)?.name, point.company).toBe(point.city);
    }
  });

  it('gives coordinates near the postal code', () => {
    for (const point of pickupPoints) {
      const centre = locationOfPostalCode(point.zipcode);
      expect(centre, point.company).toBeDefined();
      expect(distanceKm(centre!, point), point.company).toBeLessThan(80);
    }
  });

  it('gives opening hours for each day of the week', () => {
    for (const point of pickupPoints) {
      expect(point.openingHours.map((entry) => entry.day)).toEqual([
        'lundi',
        'mardi',
        'mercredi',
        'jeudi',
        'vendredi',
        'samedi',
        'dimanche',
      ]);
    }
  });
});
