/**
 * A round's small plan: the hub, the stops numbered in riding order, the ride as straight lines
 * from the hub and back. Drawn from the coordinates alone (no map tiles: it works offline and
 * sends no address to a map service); north up, distances true to scale on both axes.
 */
import { Box, useTheme } from '@mui/material';

type Point = { latitude: number; longitude: number };

const SIZE = 180;
const MARGIN = 18;

/** Points projected into the square, the same scale on both axes (a degree of longitude is shorter). */
export function projectPoints(
  points: readonly Point[],
  size = SIZE,
  margin = MARGIN,
): { x: number; y: number }[] {
  if (points.length === 0) return [];
  const middle = points.reduce((sum, point) => sum + point.latitude, 0) / points.length;
  const squeeze = Math.cos((middle * Math.PI) / 180);
  const xs = points.map((point) => point.longitude * squeeze);
  const ys = points.map((point) => point.latitude);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY) || 1;
  const scale = (size - 2 * margin) / span;
  // Centred: the longer side fills the square, the shorter one sits in its middle.
  const offsetX = (size - (maxX - minX) * scale) / 2;
  const offsetY = (size - (maxY - minY) * scale) / 2;
  return xs.map((x, index) => ({
    x: offsetX + (x - minX) * scale,
    y: size - (offsetY + (ys[index]! - minY) * scale),
  }));
}

/** How far apart two drawn points must be for both numbers to read. */
const SPREAD = 16;

/**
 * Points that would cover one another (two orders in one building, or on one street the offline
 * geocoder places at its middle) moved apart around where they fall, in turn, so every number shows.
 */
export function spreadPoints(
  points: readonly { x: number; y: number }[],
  spread = SPREAD,
): { x: number; y: number }[] {
  const placed: { x: number; y: number }[] = [];
  for (const point of points) {
    let at = point;
    for (
      let turn = 1;
      placed.some((other) => Math.hypot(other.x - at.x, other.y - at.y) < spread);
      turn += 1
    ) {
      // A golden-angle spiral: each try further out and to another side.
      const angle = turn * 2.39996;
      const distance = spread * Math.sqrt(turn) * 0.8;
      at = { x: point.x + distance * Math.cos(angle), y: point.y + distance * Math.sin(angle) };
    }
    placed.push(at);
  }
  return placed;
}

export function RoundPlan({
  hub,
  stops,
  label,
}: {
  hub: Point;
  /**
   * `approximate`: placed at its postal code's centre, drawn with a dashed ring; `withdrawn`: the
   * courier no longer goes there (grey, off the ride).
   */
  stops: readonly {
    point: Point;
    position: number;
    outcome: string | null;
    approximate?: boolean;
    withdrawn?: boolean;
  }[];
  label: string;
}) {
  const theme = useTheme();
  const inside = (value: number) => Math.min(SIZE - 11, Math.max(11, value));
  const [hubAt, ...stopsAt] = spreadPoints(projectPoints([hub, ...stops.map((stop) => stop.point)])).map(
    ({ x, y }) => ({ x: inside(x), y: inside(y) }),
  );
  if (!hubAt) return null;
  const ridden = stopsAt.filter((_, index) => !stops[index]?.withdrawn);
  const ride = [hubAt, ...ridden, hubAt].map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={label}
      sx={{
        width: SIZE,
        height: SIZE,
        flexShrink: 0,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <polyline
        points={ride}
        fill="none"
        stroke={theme.palette.secondary.main}
        strokeWidth={2}
        strokeLinejoin="round"
        strokeOpacity={0.6}
      />
      <rect x={hubAt.x - 8} y={hubAt.y - 8} width={16} height={16} rx={3} fill={theme.palette.text.primary} />
      <text
        x={hubAt.x}
        y={hubAt.y + 4}
        textAnchor="middle"
        fontSize={11}
        fontWeight={700}
        fill={theme.palette.background.paper}
      >
        E
      </text>
      {stops.map((stop, index) => {
        const at = stopsAt[index]!;
        const color =
          stop.outcome === 'delivered'
            ? theme.palette.success.main
            : stop.outcome === 'absent'
              ? theme.palette.warning.main
              : stop.withdrawn
                ? theme.palette.grey[400]
                : theme.palette.secondary.main;
        return (
          <g key={stop.position}>
            <circle
              cx={at.x}
              cy={at.y}
              r={10}
              fill={color}
              stroke={stop.approximate ? theme.palette.warning.dark : theme.palette.background.paper}
              strokeWidth={2}
              strokeDasharray={stop.approximate ? '3 2' : undefined}
            />
            <text
              x={at.x}
              y={at.y + 4}
              textAnchor="middle"
              fontSize={11}
              fontWeight={700}
              fill={theme.palette.getContrastText(color)}
            >
              {stop.position}
            </text>
          </g>
        );
      })}
    </Box>
  );
}
