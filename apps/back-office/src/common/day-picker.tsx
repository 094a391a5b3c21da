/** Chooses a day: the previous and next day in one click, any day in the date field. */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, TextField, Typography } from '@mui/material';
import { formatDayTitle, shiftDay } from './format';

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
      <TextField
        type="date"
        size="small"
        label={label}
        value={day ?? ''}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        fullWidth={false}
        margin="none"
        sx={{ width: 190 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <IconButton aria-label="Jour suivant" disabled={!day} onClick={() => day && onChange(shiftDay(day, 1))}>
        <ChevronRightIcon />
      </IconButton>
      {day && <Typography variant="body1">{formatDayTitle(day)}</Typography>}
    </Stack>
  );
}
