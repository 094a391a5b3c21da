import { cartItemCount, t } from '@sillon/domain';
import { Link } from 'expo-router';
import { Pressable, StyleSheet, View } from 'react-native';
import { useAppSelector } from '@/store/hooks';
import { Text, typeface, fontSize, palette, radius, spacing, useHeaderLabel } from '@/ui';
import { useCartPanelToggle } from './cart-panel';

/**
 * The header's way to the cart, with how many articles it holds, read by screen readers too. On
 * the web's desktop it opens the cart beside the page (issue 40) rather than leaving it.
 */
export function CartButton() {
  const count = useAppSelector((state) => cartItemCount(state.cart));
  const label = useHeaderLabel();
  const panel = useCartPanelToggle();
  return (
    // Named by its visible text ("Panier 2"): a longer label would not contain what is seen. The
    // row is the link's child: the link itself lays its children out as text, the badge over the word.
    // The press is the child's: the link runs its own navigation after it, skipped once the panel
    // took the press. A press given to the link itself would replace that navigation on the web,
    // and the browser would load the cart's page anew.
    <Link href="/cart" asChild>
      <Pressable
        onPress={(event) => {
          if (panel.toggle()) event.preventDefault();
        }}
        accessibilityRole="link"
        aria-expanded={panel.isOpen ? true : undefined}
        style={styles.button}
        testID="cart-button"
      >
        <Text {...label}>{t('components.header.cart')}</Text>
        <View style={styles.badge}>
          <Text style={styles.count} testID="cart-count">
            {count}
          </Text>
        </View>
      </Pressable>
    </Link>
  );
}

const styles = StyleSheet.create({
  button: { flexDirection: 'row', alignItems: 'center', gap: spacing.xs },
  badge: {
    minWidth: 22,
    height: 22,
    borderRadius: radius.pill,
    backgroundColor: palette.informational,
    alignItems: 'center',
    justifyContent: 'center',
    paddingHorizontal: spacing.xs,
  },
  count: { ...typeface.bold, fontSize: fontSize.xs, color: palette.primary },
});
