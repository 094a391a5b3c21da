/** Chooses a day: the previous and next day in one click, any day in the date field. */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography } from '@mui/material';
import { formatDayTitle, shiftDay } from './format';
import { FrenchDateField } from './french-date-field';

export function DayPicker({
  day,
  onChange,
  label = 'Jour',
}: {
  day: string | undefined;
  onChange: (day: string) => void;
  label?: string;
}) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" className="no-print">
      <IconButton
        aria-label="Jour précédent"
        disabled={!day}
        onClick={() => day && onChange(shiftDay(day, -1))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <FrenchDateField
        size="small"
        label={label}
        value={day}
        onValue={(next) => next && onChange(next)}
        fullWidth={false}
        margin="none"
        sx={{ width: 190 }}
      />
      <IconButton aria-label="Jour suivant" disabled={!day} onClick={() => day && onChange(shiftDay(day, 1))}>
        <ChevronRightIcon />
      </IconButton>
      {day && <Typography variant="body1">{formatDayTitle(day)}</Typography>}
    </Stack>
  );
}
