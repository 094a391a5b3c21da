import { t } from '@sillon/domain';
import { Link, usePathname, type Href } from 'expo-router';
import { useEffect } from 'react';
import { Pressable, StyleSheet, View } from 'react-native';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Text, layout, palette, radius, spacing } from '@/ui';
import { toastDismissed, type Toast } from '../state/front-slice';

const TOAST_SECONDS = 8;

/** The toasts on display (spec §3 front state), over the page's bottom; each leaves by itself. */
export function Toaster() {
  const toasts = useAppSelector((state) => state.front.toasts);
  if (toasts.length === 0) return null;
  return (
    <View style={styles.stack} pointerEvents="box-none">
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </View>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  // A toast leading to the page open says nothing that page does not (« Finalisez votre
  // inscription » over the sign-up form itself): it goes at once.
  const pathname = usePathname();
  const isOnItsPage = toast.link !== undefined && toast.link === pathname;
  useEffect(() => {
    if (isOnItsPage) {
      dispatch(toastDismissed(toast.id));
      return undefined;
    }
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, isOnItsPage]);
  if (isOnItsPage) return null;
  return (
    <View
      style={[styles.toast, toast.type === 'error' && styles.error]}
      accessibilityRole="alert"
      testID="toast"
    >
      <Text style={styles.message} tone={toast.type === 'error' ? 'inverse' : 'default'}>
        {toast.message}
      </Text>
      {toast.link ? (
        <Link
          href={toast.link as Href}
          style={styles.link}
          onPress={() => dispatch(toastDismissed(toast.id))}
        >
          {t('components.toast.open')}
        </Link>
      ) : null}
      <Pressable
        accessibilityRole="button"
        accessibilityLabel={t('components.toast.close')}
        onPress={() => dispatch(toastDismissed(toast.id))}
        hitSlop={8}
      >
        <Text variant="label">×</Text>
      </Pressable>
    </View>
  );
}

const styles = StyleSheet.create({
  stack: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: spacing.xl,
    alignItems: 'center',
    gap: spacing.sm,
    paddingHorizontal: spacing.lg,
  },
  toast: {
    width: '100%',
    maxWidth: layout.maxContentWidth - 2 * spacing.lg,
    flexDirection: 'row',
    alignItems: 'center',
    gap: spacing.md,
    padding: spacing.md,
    borderRadius: radius.md,
    backgroundColor: palette.informational,
  },
  error: { backgroundColor: palette.error },
  message: { flex: 1 },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
