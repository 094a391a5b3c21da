/** The round's plan: true to scale, inside its square, every number readable. */
import { describe, expect, it } from 'vitest';
import { projectPoints, spreadPoints } from './round-plan';

const paris = { latitude: 48.8588, longitude: 2.3797 };

describe('projectPoints', () => {
  it('keeps every point inside the square, north up and east right', () => {
    const [hub, north, east] = projectPoints(
      [paris, { latitude: 48.87, longitude: 2.3797 }, { latitude: 48.8588, longitude: 2.395 }],
      200,
      10,
    );
    for (const point of [hub!, north!, east!]) {
      expect(point.x).toBeGreaterThanOrEqual(10);
      expect(point.x).toBeLessThanOrEqual(190);
      expect(point.y).toBeGreaterThanOrEqual(10);
      expect(point.y).toBeLessThanOrEqual(190);
    }
    expect(north!.y).toBeLessThan(hub!.y);
    expect(east!.x).toBeGreaterThan(hub!.x);
  });

  it('draws a kilometre as long north–south as east–west', () => {
    // 1 km north, then 1 km east (a degree of longitude is cos(latitude) shorter).
    const kmNorth = 1 / 111.2;
    const kmEast = kmNorth / Math.cos((paris.latitude * Math.PI) / 180);
    const [hub, north, east] = projectPoints([
      paris,
      { latitude: paris.latitude + kmNorth, longitude: paris.longitude },
      { latitude: paris.latitude, longitude: paris.longitude + kmEast },
    ]);
    const northward = hub!.y - north!.y;
    const eastward = east!.x - hub!.x;
    expect(Math.abs(northward - eastward) / northward).toBeLessThan(0.01);
  });

  it('draws one point, or the same point twice, without dividing by zero', () => {
    expect(projectPoints([paris]).every((point) => Number.isFinite(point.x + point.y))).toBe(true);
    expect(projectPoints([paris, paris]).every((point) => Number.isFinite(point.x + point.y))).toBe(true);
    expect(projectPoints([])).toEqual([]);
  });
});

describe('spreadPoints', () => {
  it.each([2, 3, 5, 8])('moves %i points at one place apart, the first one staying', (count) => {
    const spread = spreadPoints(
      Array.from({ length: count }, () => ({ x: 100, y: 100 })),
      16,
    );
    expect(spread[0]).toEqual({ x: 100, y: 100 });
    for (const [index, point] of spread.entries()) {
      for (const other of spread.slice(index + 1)) {
        expect(Math.hypot(point.x - other.x, point.y - other.y)).toBeGreaterThanOrEqual(16);
      }
    }
  });

  it('leaves points already apart where they are', () => {
    const points = [
      { x: 10, y: 10 },
      { x: 100, y: 100 },
    ];
    expect(spreadPoints(points, 16)).toEqual(points);
  });
});
