/**
 * « Horaires des tournées à vélo »: the windows the bike delivery days are cut into (each on its
 * weekdays, with its places), today's and the changes planned, and a change from a day on. The
 * rule (which days, which windows) is the domain's: the form shows its French reason before
 * anything is sent, the server checks it again.
 */
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  BIKE_HOURS_FIRST,
  BIKE_HOURS_LAST,
  BIKE_WEEKDAYS,
  BIKE_WINDOW_PLACES,
  BIKE_WINDOWS_MAX,
  bikeHoursOn,
  bikeWindowProblems,
  checkBikeHoursChange,
  errorText,
  parisDayRange,
  shiftDay,
  type BikeWindow,
} from '@sillon/domain';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { bikeWindowsText, formatDay, WEEKDAY_NAMES } from '../common/format';
import { FrenchDateField } from '../common/french-date-field';
import { useStaffAction, useStaffQuery } from '../common/staff-query';
import { WholeNumberField } from '../common/whole-number-field';
import { Failure, Loading } from '../common/states';
import type { BikeHours } from '../providers/staff-types';

const HOURS = Array.from(
  { length: BIKE_HOURS_LAST - BIKE_HOURS_FIRST + 1 },
  (_, index) => BIKE_HOURS_FIRST + index,
);
/**
 * Where « Ajouter un créneau » puts its two hours: after the last window when the day has room,
 * else in the first two free hours, so that a new window never starts out over another.
 */
export function newWindowStart(windows: readonly { fromHour: number; toHour: number }[]): number {
  const isFree = (from: number) =>
    windows.every((window) => from + 2 <= window.fromHour || from >= window.toHour);
  const last = windows.at(-1);
  const after = Math.min(last ? last.toHour : 8, BIKE_HOURS_LAST - 2);
  const firstFree = HOURS.find((hour) => hour + 2 <= BIKE_HOURS_LAST && isFree(hour));
  return isFree(after) ? after : (firstFree ?? after);
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A window as the form edits it (its places empty while typed: NaN, which the rule refuses). */
type EditedWindow = BikeWindow & { days: number[] };

/** What is wrong with the typed change, in French, each problem where it is to be mended. */
type ChangeProblems = {
  /** Anything at all: the change may not be sent (the domain's rule). */
  blocked: boolean;
  /** Under « À partir du ». */
  from?: string;
  /** Under each window, every window's at once. */
  windows: (string | undefined)[];
  /** Of the whole list: none, or too many. */
  list?: string;
};

export function changeProblems(hours: BikeHours, from: string, windows: EditedWindow[]): ChangeProblems {
  // The shop's today starts three days before its first changeable day.
  const shopToday = parisDayRange(shiftDay(hours.firstChangeableDay, -3)).from;
  const checked = checkBikeHoursChange({ from, windows }, shopToday);
  const text = (code: string | undefined) => (code ? errorText(code).content : undefined);
  if (checked.ok) return { blocked: false, windows: windows.map(() => undefined) };
  return {
    blocked: true,
    from: checked.code === 'bike_hours_too_soon' ? text(checked.code) : undefined,
    windows: bikeWindowProblems(windows).map(text),
    list:
      checked.code === 'bike_hours_none' || checked.code === 'bike_hours_too_many'
        ? text(checked.code)
        : undefined,
  };
}

function HourSelect({
  label,
  hour,
  onChange,
}: {
  label: string;
  hour: number;
  onChange: (hour: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={hour}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: 110 }}
    >
      {HOURS.map((value) => (
        <MenuItem key={value} value={value}>
          {hourLabel(value)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The weekdays a window runs, Monday to Saturday, each pressed in or out. */
function DaysToggle({ days, onChange }: { days: readonly number[]; onChange: (days: number[]) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      value={[...days]}
      onChange={(_, value: number[]) => onChange(value)}
      aria-label="Jours du créneau"
    >
      {BIKE_WEEKDAYS.map((day) => (
        <ToggleButton key={day} value={day} aria-label={WEEKDAY_NAMES[day]} sx={{ px: 1 }}>
          {WEEKDAY_NAMES[day]!.slice(0, 2)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function ChangeDialog({ hours, onClose }: { hours: BikeHours; onClose: () => void }) {
  const planned = [{ from: '', windows: hours.inForce.windows }, ...hours.upcoming];
  const [from, setFrom] = useState(hours.firstChangeableDay);
  const [windows, setWindows] = useState<EditedWindow[]>(
    bikeHoursOn(from, planned).map((window) => ({ ...window, days: [...window.days] })),
  );
  const save = useStaffAction(
    (staff, body: { from: string; windows: EditedWindow[] }) => staff.changeBikeHours(body),
    {
      success: (body) => `Horaires changés à partir du ${formatDay(body.from)}`,
    },
  );
  const problems = changeProblems(hours, from, windows);
  const setWindow = (index: number, change: Partial<EditedWindow>) =>
    setWindows((before) => before.map((window, at) => (at === index ? { ...window, ...change } : window)));
  const addWindow = () => {
    const start = newWindowStart(windows);
    setWindows((before) => [
      ...before,
      { fromHour: start, toHour: start + 2, days: [...BIKE_WEEKDAYS], places: BIKE_WINDOW_PLACES },
    ]);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Changer les horaires des tournées</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FrenchDateField
            label="À partir du"
            value={from}
            onValue={(day) => day && setFrom(day)}
            min={hours.firstChangeableDay}
            error={problems.from !== undefined}
            helperText={
              problems.from ??
              `Au plus tôt le ${formatDay(hours.firstChangeableDay)} : les créneaux des jours d’avant sont déjà ouverts aux réservations et ne changent pas.`
            }
          />
          {windows.map((window, index) => (
            <Stack key={index} spacing={0.5} data-window={index}>
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Typography sx={{ minWidth: 80 }}>Créneau {index + 1}</Typography>
                <HourSelect
                  label="Début"
                  hour={window.fromHour}
                  onChange={(hour) => setWindow(index, { fromHour: hour })}
                />
                <HourSelect
                  label="Fin"
                  hour={window.toHour}
                  onChange={(hour) => setWindow(index, { toHour: hour })}
                />
                <WholeNumberField
                  size="small"
                  label="Places"
                  value={window.places}
                  // The rule refuses an empty field or half a place, in French, below the windows.
                  onChange={(places) => setWindow(index, { places })}
                  sx={{ width: 90 }}
                />
                <DaysToggle days={window.days} onChange={(days) => setWindow(index, { days })} />
                <IconButton
                  aria-label={`Retirer le créneau ${index + 1}`}
                  onClick={() => setWindows((before) => before.filter((_, at) => at !== index))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
              {problems.windows[index] && (
                <Typography variant="body2" color="error" role="alert" data-testid="window-problem">
                  {problems.windows[index]}
                </Typography>
              )}
            </Stack>
          ))}
          <Box>
            <Button onClick={addWindow} disabled={windows.length >= BIKE_WINDOWS_MAX}>
              Ajouter un créneau
            </Button>
          </Box>
          {problems.list && (
            <Typography color="error" role="alert">
              {problems.list}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Retour</Button>
        <Button
          variant="contained"
          disabled={problems.blocked || save.isPending}
          onClick={() => save.mutate({ from, windows }, { onSuccess: onClose })}
        >
          Enregistrer
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function BikeHoursPanel({ editable }: { editable: boolean }) {
  const { data, error, isPending } = useStaffQuery(['bike-hours'], (staff) => staff.bikeHours());
  const [changing, setChanging] = useState(false);
  const [cancelling, setCancelling] = useState<string | undefined>();
  const cancel = useStaffAction((staff, from: string) => staff.cancelBikeHoursChange(from), {
    success: (from) => `Changement du ${formatDay(from)} annulé`,
  });
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="bike-hours">
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Horaires des tournées à vélo
          </Typography>
          {editable && data && (
            <Button variant="outlined" onClick={() => setChanging(true)}>
              Changer les horaires
            </Button>
          )}
        </Stack>
        {error ? (
          <Failure error={error} />
        ) : isPending || !data ? (
          <Loading />
        ) : (
          <Stack spacing={1}>
            <Typography>
              {data.inForce.from ? `Depuis le ${formatDay(data.inForce.from)}` : 'En vigueur'} :{' '}
              {bikeWindowsText(data.inForce.windows)}
            </Typography>
            {data.upcoming.map((change) => (
              <Stack
                key={change.from}
                direction="row"
                spacing={1}
                alignItems="center"
                sx={{ flexWrap: 'wrap' }}
              >
                <Typography>
                  À partir du {formatDay(change.from)} : {bikeWindowsText(change.windows)}
                </Typography>
                {change.changeable ? (
                  editable && (
                    <Button size="small" color="warning" onClick={() => setCancelling(change.from)}>
                      Annuler ce changement
                    </Button>
                  )
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    (créneaux déjà ouverts aux réservations)
                  </Typography>
                )}
              </Stack>
            ))}
            <Typography variant="body2" color="text.secondary">
              Du lundi au samedi, hors jours fériés. Les créneaux d’un jour sont créés 48 h à l’avance avec
              les places de leur horaire, puis se règlent un par un ci-dessous.
            </Typography>
          </Stack>
        )}
      </CardContent>
      {changing && data && <ChangeDialog hours={data} onClose={() => setChanging(false)} />}
      <Confirm
        isOpen={cancelling !== undefined}
        title={cancelling ? `Annuler le changement du ${formatDay(cancelling)} ?` : ''}
        content="Les tournées de ces jours gardent les horaires d’avant ce changement."
        confirm="Annuler le changement"
        cancel="Retour"
        loading={cancel.isPending}
        onConfirm={() =>
          cancelling && cancel.mutate(cancelling, { onSettled: () => setCancelling(undefined) })
        }
        onClose={() => setCancelling(undefined)}
      />
    </Card>
  );
}
