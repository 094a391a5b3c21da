/** The back office's look: react-admin's default theme in the shop's colours. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const STAFF_COLORS = {
  primary: '#30312C',
  action: '#0260B8',
  background: '#FBFAF5',
  border: '#E4E2D8',
  chart: '#0274DF',
  chartFull: '#C43D33',
  chartClosed: '#9E9E9E',
} as const;

export const staffTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: STAFF_COLORS.primary },
    secondary: { main: STAFF_COLORS.action },
    background: { default: STAFF_COLORS.background },
    // MUI's own blue and orange fall short of 4.5:1 for small text on white (« En cours »,
    // « Autorisé », « Fermer la journée »): darker ones, as readable filled as outlined.
    info: { main: '#0277BD' },
    warning: { main: '#B45309' },
  },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
  components: {
    ...defaultTheme.components,
    // MUI marks a keyboard's focus by a faint ripple only (its own `outline: 0`): every button,
    // link-like item and menu entry gets a ring, as the shop's pages do (WCAG 2.4.7).
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `2px solid ${STAFF_COLORS.action}`, outlineOffset: 2 },
        },
      },
    },
    // A list wider than the screen scrolls within its card, never the whole page sideways; its
    // filters wrap to a second line.
    RaList: {
      styleOverrides: {
        root: {
          '& .RaList-main': { minWidth: 0 },
          '& .RaList-content': { overflowX: 'auto' },
          '& .RaListToolbar-root': { flexWrap: 'wrap' },
        },
      },
    },
  },
};
