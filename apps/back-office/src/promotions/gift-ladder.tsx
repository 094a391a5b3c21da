/**
 * Cadeaux: the gift ladder, i.e. the preloaded promotion (a content document): which products
 * are offered from which amount of products, and its version (a new version is shown to every
 * cart again). Saved as a draft, then published, like any document.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { contentTitleProblem } from '@sillon/domain';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, Title, usePermissions } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatEuros, hundredthsOfTyped, hundredthsText } from '../common/format';
import { hundredthsProblem } from '../common/hundredths-input';
import { useStaffAction, useStaffQuery } from '../common/staff-query';
import { Empty, Failure, Loading } from '../common/states';
import { WholeNumberField } from '../common/whole-number-field';
import type { StaffDocument, StaffDocumentRow } from '../content/document-types';
import { staffFieldErrors } from '../providers/staff-http';
import type { StaffPermission } from '../providers/staff-types';

type Gift = { productReference: string; quantity: number; minimumUnlockableAmountCents: number };
type Ladder = {
  key?: string;
  version: number;
  giftsSectionTitle: string;
  giftsSectionSubtitle: string;
  gifts: Gift[];
  [field: string]: unknown;
};

function ladderOf(body: Record<string, unknown> | null): Ladder | null {
  if (!body) return null;
  return {
    ...body,
    version: Number(body['version'] ?? 1),
    giftsSectionTitle: String(body['giftsSectionTitle'] ?? ''),
    giftsSectionSubtitle: String(body['giftsSectionSubtitle'] ?? ''),
    gifts: Array.isArray(body['gifts']) ? (body['gifts'] as Gift[]) : [],
  };
}

function LadderForm({ document, editable }: { document: StaffDocument; editable: boolean }) {
  const published = ladderOf(document.published);
  const initial = ladderOf(document.draft) ??
    published ?? { version: 1, giftsSectionTitle: '', giftsSectionSubtitle: '', gifts: [] };
  const [ladder, setLadder] = useState<Ladder>(initial);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const dirty = JSON.stringify(ladder) !== JSON.stringify(initial);
  const save = useStaffAction(
    (staff, body: Ladder) =>
      staff.update('documents', {
        id: document.id,
        data: { id: document.id, draft: body },
        previousData: { id: document.id },
      }),
    { success: 'Brouillon des cadeaux enregistré' },
  );
  const publish = useStaffAction((staff, _: void) => staff.publishDocument(document.id), {
    success: 'Cadeaux publiés',
  });
  // A reference the catalogue does not have is said under its field until it is changed.
  const refused = staffFieldErrors(save.error);
  const referenceProblem = (index: number) =>
    save.variables?.gifts[index]?.productReference === ladder.gifts[index]?.productReference
      ? refused[`draft.gifts.${index}.productReference`]
      : undefined;
  const setGift = (index: number, changes: Partial<Gift>) =>
    setLadder({
      ...ladder,
      gifts: ladder.gifts.map((gift, at) => (at === index ? { ...gift, ...changes } : gift)),
    });
  const versionProblem =
    Number.isInteger(ladder.version) && ladder.version >= 1 ? undefined : 'Un nombre entier, 1 ou plus';
  // The cart shows the title above the gifts: the domain's rule, which the server applies too.
  const titleProblem =
    contentTitleProblem(initial, ladder)?.message ?? refused['draft.giftsSectionTitle'] ?? undefined;
  // A threshold typed wrong is said under it (`ThresholdField`) and keeps the draft from being sent.
  const [wrongThresholds, setWrongThresholds] = useState<ReadonlySet<number>>(new Set());
  const markThreshold = useCallback(
    (index: number, isValid: boolean) =>
      setWrongThresholds((current) => {
        if (current.has(index) === !isValid) return current;
        const next = new Set(current);
        if (isValid) next.delete(index);
        else next.add(index);
        return next;
      }),
    [],
  );
  const hasThresholdProblem = wrongThresholds.size > 0;
  const hasProblem = versionProblem !== undefined || titleProblem !== undefined || hasThresholdProblem;
  const sameVersionChanged =
    published !== null &&
    ladder.version === published.version &&
    JSON.stringify(ladder.gifts) !== JSON.stringify(published.gifts);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
        <WholeNumberField
          label="Version"
          value={ladder.version}
          disabled={!editable}
          onChange={(version) => setLadder({ ...ladder, version })}
          error={versionProblem !== undefined}
          helperText={
            versionProblem ?? (published ? `En ligne : version ${published.version}` : 'Jamais publiée')
          }
          sx={{ width: 160 }}
        />
        <TextField
          label="Titre de la section"
          value={ladder.giftsSectionTitle}
          disabled={!editable}
          onChange={(event) => setLadder({ ...ladder, giftsSectionTitle: event.target.value })}
          required
          error={titleProblem !== undefined}
          helperText={titleProblem}
          sx={{ flex: '1 1 280px' }}
        />
      </Stack>
      <TextField
        label="Sous-titre"
        value={ladder.giftsSectionSubtitle}
        disabled={!editable}
        onChange={(event) => setLadder({ ...ladder, giftsSectionSubtitle: event.target.value })}
        multiline
        fullWidth
      />
      {sameVersionChanged && (
        <Alert severity="warning">
          Les cadeaux changent mais pas la version : les paniers qui ont déjà vu la version{' '}
          {published?.version} ne verront pas les nouveaux paliers. Augmentez la version.
        </Alert>
      )}
      <Typography variant="h6" component="h2">
        Paliers
      </Typography>
      {ladder.gifts.length === 0 && <Empty>Aucun cadeau.</Empty>}
      {[...ladder.gifts.keys()].map((index) => {
        const gift = ladder.gifts[index]!;
        return (
          <Stack
            key={index}
            direction="row"
            spacing={1}
            alignItems="center"
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            <ThresholdField
              cents={gift.minimumUnlockableAmountCents}
              disabled={!editable}
              onCents={(cents) => setGift(index, { minimumUnlockableAmountCents: cents })}
              index={index}
              onValidity={markThreshold}
            />
            <TextField
              label="Référence du produit"
              value={gift.productReference}
              disabled={!editable}
              onChange={(event) => setGift(index, { productReference: event.target.value.trim() })}
              error={referenceProblem(index) !== undefined}
              helperText={referenceProblem(index)}
              sx={{ flex: '1 1 260px' }}
            />
            <TextField
              select
              label="Quantité"
              value={gift.quantity}
              disabled={!editable}
              onChange={(event) => setGift(index, { quantity: Number(event.target.value) })}
              sx={{ width: 110 }}
            >
              {[1, 2, 3, 4, 5].map((quantity) => (
                <MenuItem key={quantity} value={quantity}>
                  {quantity}
                </MenuItem>
              ))}
            </TextField>
            {editable && (
              <IconButton
                aria-label={`Retirer le palier ${formatEuros(gift.minimumUnlockableAmountCents)}`}
                onClick={() => setLadder({ ...ladder, gifts: ladder.gifts.filter((_, at) => at !== index) })}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        );
      })}
      {editable && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              setLadder({
                ...ladder,
                gifts: [
                  ...ladder.gifts,
                  { productReference: '', quantity: 1, minimumUnlockableAmountCents: 0 },
                ],
              })
            }
          >
            Ajouter un palier
          </Button>
        </Box>
      )}
      {editable && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Button
            variant="contained"
            disabled={!dirty || hasProblem || save.isPending}
            onClick={() => save.mutate(ladder)}
          >
            Enregistrer le brouillon
          </Button>
          <Button
            variant="contained"
            color="success"
            disabled={!document.draft || dirty || publish.isPending}
            onClick={() => setConfirmPublish(true)}
          >
            Publier
          </Button>
          {dirty && <Typography color="warning.main">Modifications non enregistrées</Typography>}
        </Stack>
      )}
      <Confirm
        isOpen={confirmPublish}
        title="Publier les cadeaux ?"
        content="Les paniers des clients montreront aussitôt ces paliers."
        confirm="Publier"
        cancel="Retour"
        loading={publish.isPending}
        onConfirm={() => publish.mutate(undefined, { onSettled: () => setConfirmPublish(false) })}
        onClose={() => setConfirmPublish(false)}
      />
    </Stack>
  );
}

export function GiftLadderScreen() {
  const [params, setParams] = useSearchParams();
  const { permissions } = usePermissions<StaffPermission[]>();
  const editable = permissions?.includes('content.write') ?? false;
  const ladders = useStaffQuery(['documents', 'preloadedPromotion'], (staff) =>
    staff.getList<StaffDocumentRow>('documents', {
      filter: { type: 'preloadedPromotion' },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
    }),
  );
  const id = params.get('id') ?? ladders.data?.data[0]?.id;
  const document = useStaffQuery(
    ['document', id],
    (staff) => staff.getOne<StaffDocument>('documents', { id: id! }).then((answer) => answer.data),
    { enabled: id !== undefined },
  );
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 1000 }}>
      <Title title="Cadeaux" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Cadeaux (échelle de bienvenue)
      </Typography>
      {ladders.error ? (
        <Failure error={ladders.error} />
      ) : ladders.isPending ? (
        <Loading />
      ) : (ladders.data?.data.length ?? 0) === 0 ? (
        <Empty>Aucune promotion de cadeaux.</Empty>
      ) : (
        <>
          {(ladders.data?.data.length ?? 0) > 1 && (
            <TextField
              select
              size="small"
              label="Promotion"
              value={id ?? ''}
              onChange={(event) => setParams({ id: event.target.value }, { replace: true })}
              sx={{ mb: 2, minWidth: 320 }}
            >
              {ladders.data?.data.map((row) => (
                <MenuItem key={row.id} value={row.id}>
                  {row.title ?? row.id}
                </MenuItem>
              ))}
            </TextField>
          )}
          {document.error ? (
            <Failure error={document.error} />
          ) : document.isPending || !document.data ? (
            <Loading />
          ) : (
            <Card variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
                  <Typography variant="h6" component="h2">
                    {document.data.title ?? document.data.id}
                  </Typography>
                  {document.data.draft && <Chip size="small" color="warning" label="Brouillon non publié" />}
                </Stack>
                <LadderForm
                  key={JSON.stringify([document.data.draft, document.data.published])}
                  document={document.data}
                  editable={editable}
                />
              </CardContent>
            </Card>
          )}
        </>
      )}
    </Box>
  );
}

/**
 * A gift's threshold typed the French way (« 40,50 »), as text: a number field read « 40,50 » as
 * 4050 in a browser not set to French. What is typed shows until it is a new amount; a row that
 * now holds another gift (one removed above) shows that gift's.
 */
function ThresholdField({
  cents,
  disabled,
  onCents,
  index,
  onValidity,
}: {
  cents: number;
  disabled: boolean;
  onCents: (cents: number) => void;
  /** The row's place: the editor knows which thresholds are typed wrong. */
  index: number;
  onValidity: (index: number, isValid: boolean) => void;
}) {
  const [text, setText] = useState(() => hundredthsText(cents));
  const typed = hundredthsOfTyped(text);
  const isValid = typed !== undefined;
  useEffect(() => onValidity(index, isValid), [index, isValid, onValidity]);
  // A row removed is no longer wrong.
  useEffect(() => () => onValidity(index, true), [index, onValidity]);
  const isCurrent = typed === undefined || (typed ?? 0) === cents;
  return (
    <TextField
      label="Dès (€ de produits)"
      value={isCurrent ? text : hundredthsText(cents)}
      disabled={disabled}
      error={typed === undefined}
      helperText={hundredthsProblem(text, {})}
      onChange={(event) => {
        setText(event.target.value);
        const hundredths = hundredthsOfTyped(event.target.value);
        if (hundredths !== undefined) onCents(hundredths ?? 0);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: 170 }}
    />
  );
}
