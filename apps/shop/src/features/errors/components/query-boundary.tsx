import type { ReactNode } from 'react';
import { errorText, t } from '@sillon/domain';
import { StyleSheet, View } from 'react-native';
import { NETWORK_ERROR, readFailure } from '@/lib/api';
import { Button, Text, spacing } from '@/ui';
import { NotFoundPanel } from '../screens/not-found-screen';
import { ErrorCodeLine } from './error-code-line';

type QueryLike = { isLoading: boolean; isError: boolean; error?: unknown; refetch(): unknown };

/**
 * No answer at all is a network error (spec §2 error screens); the server's 404 is "not found";
 * a request limit (searching very fast) says to wait rather than that something broke.
 */
export function failureKind(error: unknown): 'network' | 'not_found' | 'too_many_requests' | 'error' {
  const failure = readFailure(error);
  if (failure.code === NETWORK_ERROR && failure.status === undefined) return 'network';
  if (failure.status === 404) return 'not_found';
  if (failure.code === 'too_many_requests') return 'too_many_requests';
  return 'error';
}

/**
 * Shows the screen for the first failed query (network error with a retry that refetches them
 * all, not-found, or generic error), the skeleton while loading, else the content.
 */
export function QueryBoundary({
  queries,
  skeleton,
  notFound,
  children,
}: {
  queries: QueryLike[];
  skeleton: ReactNode;
  /** What a screen says when what it shows is gone (a 404); the generic « Page introuvable » else. */
  notFound?: ReactNode;
  children: ReactNode;
}) {
  const failed = queries.find((query) => query.isError);
  if (failed) {
    const kind = failureKind(failed.error);
    if (kind === 'not_found') return <>{notFound ?? <NotFoundPanel />}</>;
    return (
      <ErrorPanel
        kind={kind}
        code={readFailure(failed.error).code}
        onRetry={() => queries.forEach((query) => query.isError && query.refetch())}
      />
    );
  }
  if (queries.some((query) => query.isLoading)) return <>{skeleton}</>;
  return <>{children}</>;
}

/**
 * The generic error (with the code line of spec §8 when its code is quoted), the network error, or
 * the request limit's « Trop de demandes ».
 */
export function ErrorPanel({
  kind,
  code,
  onRetry,
}: {
  kind: 'network' | 'too_many_requests' | 'error';
  code?: string | undefined;
  onRetry(): void;
}) {
  const text =
    kind === 'too_many_requests'
      ? errorText('too_many_requests')
      : kind === 'network'
        ? { title: t('screens.network_error.title'), content: t('screens.network_error.message') }
        : { title: t('screens.error.title'), content: t('screens.error.message') };
  return (
    <View style={styles.panel} accessibilityRole="alert">
      <Text variant="heading" role="heading" aria-level={1}>
        {text.title}
      </Text>
      <Text>{text.content}</Text>
      {kind === 'error' ? <ErrorCodeLine code={code} /> : null}
      <Button label={t('screens.network_error.retry')} onPress={onRetry} />
    </View>
  );
}

const styles = StyleSheet.create({ panel: { gap: spacing.lg, paddingVertical: spacing.xl } });
