/**
 * Rayons et étagères: their names, the order the shop shows them in, and which shelves are « de
 * saison » (they show only their products in season, issue 40).
 */
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, usePermissions } from 'react-admin';
import { useStaffAction } from '../common/staff-query';
import { WholeNumberField } from '../common/whole-number-field';
import { Empty, Failure, Loading } from '../common/states';
import type { StaffPermission } from '../providers/staff-types';
import type { StaffRack, StaffShelf } from './catalog-types';

type Editable = { id: string | number; label: string; position: number };

/** A label and a position, saved together; `resource` is `racks` or `shelves`. */
function LabelPositionEditor({
  resource,
  item,
  editable,
  name,
}: {
  resource: 'racks' | 'shelves';
  item: Editable;
  editable: boolean;
  name: string;
}) {
  const [label, setLabel] = useState(item.label);
  const [position, setPosition] = useState(item.position);
  const save = useStaffAction(
    (staff, changes: Partial<Editable>) =>
      staff.update(resource, { id: item.id, data: { ...item, ...changes }, previousData: item }),
    { success: resource === 'racks' ? 'Rayon enregistré' : 'Étagère enregistrée' },
  );
  const changed = label.trim() !== item.label || position !== item.position;
  const positionProblem = Number.isInteger(position) ? undefined : 'Nombre entier, 0 ou plus';
  if (!editable) {
    return (
      <Typography>
        {item.position}. {item.label}
      </Typography>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && !positionProblem) save.mutate({ label: label.trim(), position });
      }}
    >
      <WholeNumberField
        size="small"
        label="Ordre"
        value={position}
        onChange={setPosition}
        error={positionProblem !== undefined}
        helperText={positionProblem}
        slotProps={{ htmlInput: { 'aria-label': `Ordre : ${name}` } }}
        fullWidth={false}
        sx={{ width: 130 }}
      />
      <TextField
        size="small"
        label="Nom"
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': `Nom : ${name}` } }}
        fullWidth={false}
        sx={{ width: 360 }}
      />
      <Button
        type="submit"
        size="small"
        disabled={!changed || !label.trim() || positionProblem !== undefined || save.isPending}
      >
        Enregistrer
      </Button>
    </Stack>
  );
}

/** « De saison »: the shelf shows only its products in season; saved as soon as it is switched. */
function SeasonalSwitch({ shelf, editable }: { shelf: StaffShelf; editable: boolean }) {
  const save = useStaffAction(
    (staff, seasonal: boolean) =>
      staff.update('shelves', { id: shelf.id, data: { ...shelf, seasonal }, previousData: shelf }),
    {
      success: (seasonal) =>
        seasonal
          ? 'Étagère de saison : elle ne montre que ses produits de saison'
          : 'Étagère : elle montre tous ses produits',
    },
  );
  // Set in the click itself: the mutation's own state reaches the screen a moment later, and a
  // controlled switch would meanwhile flip back under the pointer.
  const [asked, setAsked] = useState<boolean | undefined>();
  if (!editable) return shelf.seasonal ? <Chip size="small" label="De saison" /> : null;
  return (
    <FormControlLabel
      label="De saison"
      control={
        <Switch
          checked={asked ?? shelf.seasonal}
          disabled={save.isPending}
          onChange={(event) => {
            setAsked(event.target.checked);
            save.mutate(event.target.checked, { onSettled: () => setAsked(undefined) });
          }}
          slotProps={{ input: { 'aria-label': `De saison : ${shelf.label}` } }}
        />
      }
    />
  );
}

export function RacksScreen() {
  const { data, error, isPending } = useGetList<StaffRack & { id: string }>('racks', {
    pagination: { page: 1, perPage: 100 },
  });
  const { permissions } = usePermissions<StaffPermission[]>();
  const editable = permissions?.includes('catalog.write') ?? false;
  const racks = [...(data ?? [])].sort((a, b) => a.position - b.position);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="Rayons et étagères" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Rayons et étagères
      </Typography>
      {error ? (
        <Failure error={error} />
      ) : isPending ? (
        <Loading />
      ) : racks.length === 0 ? (
        <Empty>Aucun rayon.</Empty>
      ) : (
        <Stack spacing={2}>
          {racks.map((rack) => (
            <Card key={rack.id} variant="outlined">
              <CardContent>
                {/* A rack's « Nom » is the one the shop shows, its title (which saving its label sets). */}
                <LabelPositionEditor
                  key={`${rack.title}-${rack.position}`}
                  resource="racks"
                  item={{ ...rack, label: rack.title }}
                  editable={editable}
                  name={rack.title}
                />
                <TableContainer>
                  <Table size="small" aria-label={`Étagères : ${rack.title}`} sx={{ mt: 1 }}>
                    <TableHead>
                      <TableRow>
                        <TableCell>Étagères ({rack.shelves.length})</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {[...rack.shelves]
                        .sort((a, b) => a.position - b.position)
                        .map((shelf) => (
                          <TableRow key={shelf.id}>
                            <TableCell sx={{ pl: 4 }}>
                              <Stack
                                direction="row"
                                spacing={2}
                                alignItems="center"
                                flexWrap="wrap"
                                useFlexGap
                              >
                                <LabelPositionEditor
                                  key={`${shelf.label}-${shelf.position}`}
                                  resource="shelves"
                                  item={shelf}
                                  editable={editable}
                                  name={shelf.label}
                                />
                                <SeasonalSwitch shelf={shelf} editable={editable} />
                              </Stack>
                            </TableCell>
                          </TableRow>
                        ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
