import { View } from 'react-native';
import { Skeleton, spacing } from '@/ui';

/** The shape of a content page while it loads: title, picture, a few lines. */
export function PageSkeleton() {
  return (
    <View style={{ gap: spacing.md }}>
      <Skeleton width="80%" height={32} />
      <Skeleton width="100%" height={200} />
      {[0, 1, 2, 3].map((line) => (
        <Skeleton key={line} width="100%" height={16} />
      ))}
    </View>
  );
}
