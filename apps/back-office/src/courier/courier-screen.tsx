/**
 * Ma tournée (issue 42): the courier's phone. Today's rounds in riding order; each stop's address,
 * door code and instructions, phone to call, bags and window; « Livrée » and « Absent » kept on
 * the phone first and sent when the network allows (`use-courier-outbox.ts`), so a stop marked in
 * a cellar shows done at once; « Absent » waits for the customer's slot to start, and says so.
 * « Partir » takes a round out of the hub. The day's rounds are kept on the phone too
 * (`kept-rounds.ts`), and the app's files by its service worker, so the page reopens without
 * network.
 */
import CheckIcon from '@mui/icons-material/Check';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import PhoneIcon from '@mui/icons-material/Phone';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Toolbar,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, useGetIdentity, useLogout, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDay, formatDayTitle, formatHour, formatWindow, slotHours } from '../common/format';
import { useStaffAction, useStaffQuery } from '../common/staff-query';
import { Empty, Failure, Loading } from '../common/states';
import type { AbsenceReason, CourierRounds, RoundStop, StaffPermission } from '../providers/staff-types';
import {
  ABSENCE_REASONS,
  absentTooEarlyText,
  bagsLabel,
  courierDepartureText,
  outcomeColor,
  isStopSettled,
  outcomeLabel,
} from '../rounds/round-labels';
import { newMarkKey, withWaitingMarks, type CourierMark } from './courier-outbox';
import { keepRounds, keptRoundsOf } from './kept-rounds';
import { useCourierOutbox } from './use-courier-outbox';

type CourierRound = CourierRounds['rounds'][number];

/** A round assigned or changed at the hub shows on the phone without a reload. */
const ROUNDS_REFRESH_MS = 30_000;

const NOTE_MAX = 300;

/** `tooEarly`: why « Absent » waits for the customer's slot (`absentTooEarlyText`), null once it may be marked. */
function AbsentDialog({
  stop,
  tooEarly,
  onClose,
  onMark,
}: {
  stop: RoundStop;
  tooEarly: string | null;
  onClose: () => void;
  onMark: (reason: AbsenceReason, note: string) => void;
}) {
  const [reason, setReason] = useState<AbsenceReason>('absent');
  const [note, setNote] = useState('');
  const needsNote = reason === 'other' && note.trim() === '';
  return (
    <Dialog open onClose={onClose} fullWidth>
      <DialogTitle>Pas livrée : {stop.customerName}</DialogTitle>
      {tooEarly ? (
        <DialogContent>
          <Alert severity="warning">{tooEarly}</Alert>
        </DialogContent>
      ) : (
        <AbsentReasonFields reason={reason} note={note} onReason={setReason} onNote={setNote} />
      )}
      <DialogActions>
        <Button onClick={onClose}>Retour</Button>
        {!tooEarly && (
          <Button
            variant="contained"
            color="warning"
            disabled={needsNote}
            onClick={() => onMark(reason, note.trim())}
          >
            Marquer absent
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function AbsentReasonFields({
  reason,
  note,
  onReason,
  onNote,
}: {
  reason: AbsenceReason;
  note: string;
  onReason: (reason: AbsenceReason) => void;
  onNote: (note: string) => void;
}) {
  return (
    <DialogContent>
      <RadioGroup
        aria-label="Raison"
        value={reason}
        onChange={(event) => onReason(event.target.value as AbsenceReason)}
      >
        {ABSENCE_REASONS.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      <TextField
        label={reason === 'other' ? 'Ce qui s’est passé' : 'Note (facultatif)'}
        value={note}
        onChange={(event) => onNote(event.target.value.slice(0, NOTE_MAX))}
        // What is typed beyond the note's length is not kept: the courier sees where it stops.
        helperText={`${note.length} / ${NOTE_MAX} caractères${note.length >= NOTE_MAX ? ' : la note est complète' : ''}`}
        multiline
        minRows={2}
        fullWidth
        margin="normal"
        required={reason === 'other'}
      />
    </DialogContent>
  );
}

/** `slotStart`: the customer's slot's start; `shopNow`: the shop's time on the phone (its clock set right). */
function StopCard({
  stop,
  next,
  started,
  slotStart,
  shopNow,
  onMark,
}: {
  stop: RoundStop;
  next: boolean;
  started: boolean;
  slotStart: string;
  shopNow: () => Date;
  onMark: (outcome: Pick<CourierMark, 'outcome' | 'absenceReason' | 'absenceNote'>) => void;
}) {
  // Open with why « Absent » must wait, read when tapped.
  const [absent, setAbsent] = useState<{ tooEarly: string | null } | null>(null);
  const [delivering, setDelivering] = useState(false);
  const done = isStopSettled(stop);
  return (
    <Card
      component="article"
      aria-label={`Arrêt ${stop.position} : ${stop.customerName}`}
      data-stop-id={stop.stopId}
      variant="outlined"
      sx={{
        borderColor: next ? 'secondary.main' : undefined,
        borderWidth: next ? 2 : 1,
        opacity: done ? 0.75 : 1,
      }}
    >
      <CardContent sx={{ pb: '12px !important' }}>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 0.5 }}>
          <Box
            sx={{
              width: 28,
              height: 28,
              borderRadius: '50%',
              bgcolor: done ? 'grey.400' : 'secondary.main',
              color: 'common.white',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              flexShrink: 0,
            }}
          >
            {stop.position}
          </Box>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, flexGrow: 1, lineHeight: 1.2 }}
          >
            {stop.customerName}
          </Typography>
          {done ? (
            <Chip size="small" color={outcomeColor(stop.outcome)} label={outcomeLabel(stop)} />
          ) : (
            next && <Chip size="small" color="secondary" label="Prochain arrêt" />
          )}
        </Stack>
        <Typography variant="body1">
          {stop.address1}
          {stop.address2 && (
            <Box component="span" sx={{ display: 'block' }}>
              {stop.address2}
            </Box>
          )}
          <Box component="span" sx={{ display: 'block' }}>
            {stop.zipcode} {stop.city}
          </Box>
        </Typography>
        {stop.withdrawn && stop.outcome === null && (
          <Alert severity="warning" sx={{ my: 1 }}>
            L’équipe a retiré cette commande de la tournée : ne la livrez pas, rapportez ses sacs à la
            boutique.
          </Alert>
        )}
        {!done && (
          <>
            {stop.instructions && (
              <Alert
                severity="info"
                icon={false}
                sx={{ my: 1, py: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontSize: '1rem' }}
              >
                <strong>Consignes :</strong> {stop.instructions}
              </Alert>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {bagsLabel(stop.bags)} · fenêtre {formatWindow(stop.window)} · {stop.orderNumber}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
              {stop.phone ? (
                <Button
                  variant="outlined"
                  href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`}
                  startIcon={<PhoneIcon />}
                  aria-label={`Appeler ${stop.customerName}`}
                  sx={{ flex: '0 0 auto' }}
                >
                  Appeler
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                  Pas de téléphone
                </Typography>
              )}
              <Box sx={{ flexGrow: 1 }} />
              {started && (
                <>
                  <Button
                    variant="outlined"
                    color="warning"
                    startIcon={<PersonOffIcon />}
                    onClick={() => setAbsent({ tooEarly: absentTooEarlyText(slotStart, shopNow()) })}
                  >
                    Absent
                  </Button>
                  <Button
                    variant="contained"
                    color="success"
                    startIcon={<CheckIcon />}
                    onClick={() => setDelivering(true)}
                  >
                    Livrée
                  </Button>
                </>
              )}
            </Stack>
          </>
        )}
      </CardContent>
      {/* Definitive, and the customer is told at once: one wrong tap must not do it. */}
      <Confirm
        isOpen={delivering}
        title={`Livrée : ${stop.customerName} ?`}
        content={`La commande ${stop.orderNumber} passe « Livrée » et le client en est prévenu. C’est définitif.`}
        confirm="Livrée"
        cancel="Retour"
        onConfirm={() => {
          setDelivering(false);
          onMark({ outcome: 'delivered', absenceReason: null, absenceNote: null });
        }}
        onClose={() => setDelivering(false)}
      />
      {absent && (
        <AbsentDialog
          stop={stop}
          tooEarly={absent.tooEarly}
          onClose={() => setAbsent(null)}
          onMark={(reason, note) => {
            setAbsent(null);
            onMark({ outcome: 'absent', absenceReason: reason, absenceNote: note || null });
          }}
        />
      )}
    </Card>
  );
}

function RoundSection({
  round,
  shopNow,
  onMark,
}: {
  round: CourierRound;
  shopNow: () => Date;
  onMark: (stop: RoundStop, outcome: Pick<CourierMark, 'outcome' | 'absenceReason' | 'absenceNote'>) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const start = useStaffAction((staff) => staff.startRound(round.id), { success: 'Bonne route !' });
  const started = round.startedAt !== null;
  const left = round.stops.filter((stop) => !isStopSettled(stop));
  const nextId = started ? left[0]?.stopId : undefined;
  return (
    <Stack component="section" aria-label={`Tournée ${round.number}`} spacing={1.5}>
      <Box>
        <Typography variant="h6" component="h2">
          Tournée {round.number} · {slotHours({ startsAt: round.slot.start, endsAt: round.slot.end })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {left.length === 0
            ? 'Terminée'
            : started
              ? `${left.length} arrêt${left.length > 1 ? 's' : ''} restant${left.length > 1 ? 's' : ''}`
              : `${left.length} arrêt${left.length > 1 ? 's' : ''} · ${bagsLabel(round.bags)}`}
        </Typography>
      </Box>
      {!started && (
        <>
          <Button
            variant="contained"
            size="large"
            startIcon={<DirectionsBikeIcon />}
            disabled={start.isPending}
            onClick={() => setConfirming(true)}
            sx={{ py: 1.5 }}
          >
            Partir
          </Button>
          <Typography variant="body2" color="text.secondary">
            Chargez {round.bags > 1 ? `les ${bagsLabel(round.bags)}` : 'le sac'}, puis « Partir » :{' '}
            {round.stops.length > 1
              ? 'les clients sont prévenus que leur commande est en route.'
              : 'le client est prévenu que sa commande est en route.'}
          </Typography>
          <Confirm
            isOpen={confirming}
            title={`Partir pour la tournée ${round.number} ?`}
            content={courierDepartureText(round.stops.length)}
            confirm="Partir"
            cancel="Retour"
            loading={start.isPending}
            onConfirm={() => start.mutate(undefined, { onSettled: () => setConfirming(false) })}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
      {round.stops.map((stop) => (
        <StopCard
          key={stop.stopId}
          stop={stop}
          next={stop.stopId === nextId}
          started={started}
          slotStart={round.slot.start}
          shopNow={shopNow}
          onMark={(outcome) => onMark(stop, outcome)}
        />
      ))}
    </Stack>
  );
}

function CourierBar({ name }: { name: string | undefined }) {
  const logout = useLogout();
  const { permissions } = usePermissions<StaffPermission[]>();
  // An office member riding a round can go back to the back office.
  const office = permissions?.includes('dashboard.read') ?? false;
  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Ma tournée
        </Typography>
        {name && (
          <Typography variant="body2" noWrap sx={{ maxWidth: 140 }}>
            {name}
          </Typography>
        )}
        {office && (
          <Button color="inherit" size="small" component={Link} to="/">
            Équipe
          </Button>
        )}
        <IconButton color="inherit" aria-label="Se déconnecter" onClick={() => logout()}>
          <LogoutIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}

/** The rounds from the server, or those kept on the phone while it cannot be reached. */
function useCourierRounds(memberId: string) {
  const [kept] = useState(() => keptRoundsOf(memberId, Date.now()));
  const query = useStaffQuery(['courier-rounds'], (staff) => staff.courierRounds(), {
    refetchInterval: ROUNDS_REFRESH_MS,
    initialData: kept,
    initialDataUpdatedAt: kept?.keptAt,
  });
  const { data, dataUpdatedAt } = query;
  // Each new answer (a mark sent updates it too) is what a reopened page shows.
  useEffect(() => {
    if (data && dataUpdatedAt !== kept?.keptAt) keepRounds(memberId, data, dataUpdatedAt);
  }, [data, dataUpdatedAt, kept, memberId]);
  return query;
}

function CourierRounds({ memberId }: { memberId: string }) {
  const { outbox, mark, offline } = useCourierOutbox(memberId);
  const { data, error, isPending, dataUpdatedAt } = useCourierRounds(memberId);
  // No network, or the server did not answer the last read: the rounds shown are as they were then.
  const readAt =
    (error || offline) && data
      ? formatHour(new Date(dataUpdatedAt + data.clockOffsetMs).toISOString())
      : null;
  const shopNow = () => new Date(Date.now() + (data?.clockOffsetMs ?? 0));
  const onMark = (stop: RoundStop, outcome: Pick<CourierMark, 'outcome' | 'absenceReason' | 'absenceNote'>) =>
    mark({ stopId: stop.stopId, key: newMarkKey(), at: shopNow().toISOString(), ...outcome });
  return (
    <>
      {(offline || outbox.length > 0 || readAt) && (
        <Alert
          role="status"
          severity={readAt || offline ? 'warning' : 'info'}
          icon={readAt || offline ? <CloudOffIcon /> : undefined}
          sx={{ mb: 1.5, position: 'sticky', top: 56, zIndex: 1 }}
        >
          {offline || readAt
            ? outbox.length > 0
              ? `Hors ligne : ${outbox.length} à envoyer`
              : 'Hors ligne : vos arrêts seront envoyés au retour du réseau'
            : `Envoi : ${outbox.length} à envoyer`}
          {readAt && ` · la tournée telle qu’elle était à ${readAt}`}
        </Alert>
      )}
      {error && !data ? (
        <Failure error={error} />
      ) : isPending ? (
        <Loading />
      ) : data.rounds.length === 0 ? (
        <Empty>Aucune tournée pour vous aujourd’hui ({formatDay(data.day)}).</Empty>
      ) : (
        <Stack spacing={3}>
          {/* A phone left open overnight, or rounds kept offline, must not pass for today's. */}
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {formatDayTitle(data.day)}
          </Typography>
          {data.rounds.map((round) => (
            <RoundSection
              key={round.id}
              round={withWaitingMarks(round, outbox)}
              shopNow={shopNow}
              onMark={onMark}
            />
          ))}
        </Stack>
      )}
    </>
  );
}

export function CourierScreen() {
  const { identity } = useGetIdentity();
  const memberId = identity ? String(identity.id) : undefined;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <title>Ma tournée · Sillon</title>
      <CourierBar name={identity?.fullName} />
      <Box sx={{ maxWidth: 560, mx: 'auto', p: 1.5 }}>
        {/* The outbox is the member's own: read once they are known. */}
        {memberId ? <CourierRounds key={memberId} memberId={memberId} /> : <Loading />}
      </Box>
    </Box>
  );
}
