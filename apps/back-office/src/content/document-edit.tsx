/**
 * One document: its draft (title and body as JSON), a preview of the draft in the shop, and
 * « Publier ». The gift ladder has its own form (promotions/gift-ladder.tsx).
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { CONTENT_TITLE_MAX_LENGTH } from '@sillon/domain';
import { Confirm, Title, usePermissions } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useStaffAction, useStaffQuery } from '../common/staff-query';
import { Failure, Loading } from '../common/states';
import { staffFieldErrors } from '../providers/staff-http';
import type { StaffPermission } from '../providers/staff-types';
import { parseBody } from './document-body';
import { documentTypeLabel, type StaffDocument } from './document-types';

/** Issue 38: what the legal pages' text may name, and what publishing new CGV does. */
const LEGAL_PAGE_HINT =
  ' {{company}}, {{address}}, {{registration}}, {{vatNumber}}, {{contactEmail}}, {{host}},' +
  ' {{publicationDirector}} et {{mediator}} sont remplacés par l’identité de la boutique (sa' +
  ' configuration). Publier de nouvelles CGV demande aux clients de les accepter à nouveau.';

/**
 * The server's refusal of the title (`draft.title`: empty, too long), said under the field while
 * the title is still the one sent: the toast alone went by without saying which field it meant.
 */
export function titleRefusal(
  error: unknown,
  sent: Record<string, unknown> | undefined,
  title: string,
): string | undefined {
  if (sent === undefined || (sent['title'] ?? '') !== title) return undefined;
  return staffFieldErrors(error)['draft.title'];
}

function DocumentEditor({ document, editable }: { document: StaffDocument; editable: boolean }) {
  const initial = JSON.stringify(document.draft ?? document.published ?? {}, null, 2);
  const [text, setText] = useState(initial);
  // While the JSON is being fixed, the title stays the one it last had.
  const [lastBody, setLastBody] = useState(() => parseBody(initial).body);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const parsed = parseBody(text);
  const shown = parsed.body ?? lastBody;
  const title = typeof shown?.['title'] === 'string' ? (shown['title'] as string) : '';
  const changeText = (next: string) => {
    setText(next);
    const body = parseBody(next).body;
    if (body) setLastBody(body);
  };
  const dirty = text !== initial;
  const save = useStaffAction(
    (staff, body: Record<string, unknown>) =>
      staff.update('documents', {
        id: document.id,
        data: { id: document.id, draft: body },
        previousData: { id: document.id },
      }),
    { success: 'Brouillon enregistré' },
  );
  const publish = useStaffAction((staff, _: void) => staff.publishDocument(document.id), {
    success: 'Document publié',
  });
  const refusedTitle = titleRefusal(save.error, save.variables, title);
  const setTitle = (next: string) => {
    if (parsed.body) changeText(JSON.stringify({ ...parsed.body, title: next }, null, 2));
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} alignItems="center" className="no-print">
        {editable && (
          <Button
            variant="contained"
            disabled={!dirty || !parsed.body || save.isPending}
            onClick={() => parsed.body && save.mutate(parsed.body)}
          >
            Enregistrer le brouillon
          </Button>
        )}
        {document.previewUrl && !dirty ? (
          <Button
            variant="outlined"
            startIcon={<OpenInNewIcon />}
            component="a"
            href={document.previewUrl}
            target="_blank"
            rel="noopener"
          >
            Prévisualiser
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<OpenInNewIcon />} disabled>
            Prévisualiser
          </Button>
        )}
        {editable && (
          <Button
            variant="contained"
            color="success"
            disabled={!document.draft || dirty || publish.isPending}
            onClick={() => setConfirmPublish(true)}
          >
            Publier
          </Button>
        )}
        {dirty && <Typography color="warning.main">Modifications non enregistrées</Typography>}
      </Stack>
      {!document.previewUrl && (
        <Typography variant="body2" color="text.secondary">
          {'Ce document n’a pas de page à prévisualiser dans la boutique.'}
        </Typography>
      )}
      <TextField
        label="Titre"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        disabled={!editable || !parsed.body}
        error={title.length > CONTENT_TITLE_MAX_LENGTH || refusedTitle !== undefined}
        helperText={
          !parsed.body
            ? 'Corrigez le contenu pour changer le titre.'
            : (refusedTitle ?? `${title.length} / ${CONTENT_TITLE_MAX_LENGTH} caractères`)
        }
        fullWidth
      />
      <TextField
        label="Contenu (JSON)"
        value={text}
        onChange={(event) => changeText(event.target.value)}
        disabled={!editable}
        multiline
        minRows={16}
        maxRows={40}
        fullWidth
        error={Boolean(parsed.error)}
        helperText={
          parsed.error ??
          `Le brouillon est visible seulement en prévisualisation tant qu’il n’est pas publié.${
            document.type === 'legalPage' ? LEGAL_PAGE_HINT : ''
          }`
        }
        slotProps={{
          htmlInput: {
            spellCheck: false,
            style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 },
          },
        }}
      />
      <Confirm
        isOpen={confirmPublish}
        title={`Publier « ${document.title ?? document.id} » ?`}
        content="Le brouillon remplace la version en ligne : les clients le voient aussitôt."
        confirm="Publier"
        cancel="Retour"
        loading={publish.isPending}
        onConfirm={() => publish.mutate(undefined, { onSettled: () => setConfirmPublish(false) })}
        onClose={() => setConfirmPublish(false)}
      />
    </Stack>
  );
}

export function DocumentEdit() {
  const { id = '' } = useParams();
  const { permissions } = usePermissions<StaffPermission[]>();
  const editable = permissions?.includes('content.write') ?? false;
  const { data, error, isPending } = useStaffQuery(['document', id], (staff) =>
    staff.getOne<StaffDocument>('documents', { id }).then((answer) => answer.data),
  );
  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 1100 }}>
      <Title title="Document" />
      <Button component={Link} to="/documents" size="small" sx={{ mb: 1 }} className="no-print">
        ← Tous les documents
      </Button>
      {error ? (
        <Failure error={error} />
      ) : isPending || !data ? (
        <Loading />
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h1">
                {data.title ?? data.id}
              </Typography>
              <Chip size="small" label={documentTypeLabel(data.type)} />
              {data.published ? (
                <Chip size="small" color="success" label="Publié" />
              ) : (
                <Chip size="small" label="Jamais publié" />
              )}
              {data.draft && <Chip size="small" color="warning" label="Brouillon non publié" />}
            </Stack>
            {data.path !== null && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Adresse : /{data.path.replace(/^\//, '')}
              </Typography>
            )}
            {data.type === 'preloadedPromotion' && (
              <Alert severity="info" sx={{ mb: 2 }}>
                Les cadeaux ont un formulaire plus simple :{' '}
                <Link to={`/gift-ladder?id=${encodeURIComponent(data.id)}`}>Cadeaux</Link>.
              </Alert>
            )}
            <DocumentEditor
              key={JSON.stringify([data.draft, data.published])}
              document={data}
              editable={editable}
            />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
