/**
 * The cart beside the page, on the web's desktop (issue 40): the header's « Panier » opens it
 * instead of leaving the page; its lines with their steppers, the total and « Commander ». The
 * cart's page keeps the rest (vouchers, gifts); phones keep going to that page.
 */
import { cartTotalCents, missingForMinimumOrder, t } from '@sillon/domain';
import { Link, usePathname } from 'expo-router';
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Platform, Pressable, ScrollView, StyleSheet, View, type ViewStyle } from 'react-native';
import { useProductTiles } from '@/features/products';
import { useAppSelector } from '@/store/hooks';
import { Text, desktopPart, isDesktopNow, layout, palette, spacing } from '@/ui';
import { useCartQuote } from '../api/use-cart-quote';
import { CartLine, MinimumOrderHint, Totals, type OrderButtonProps } from '../screens/cart-screen';
import { useMinimumOrderCents } from '../use-minimum-order';

type CartPanelState = { isOpen: boolean; setOpen(isOpen: boolean): void };

const CartPanelContext = createContext<CartPanelState | null>(null);

/** Holds whether the panel is open, for the header's button and the panel itself. */
export function CartPanelProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, setOpen }), [isOpen]);
  return <CartPanelContext.Provider value={value}>{children}</CartPanelContext.Provider>;
}

/**
 * What a press on the header's « Panier » does: on a desktop page (not the cart's own), opens or
 * closes the panel and answers true (the link then stays put); elsewhere answers false.
 */
export function useCartPanelToggle(): { isOpen: boolean; toggle(): boolean } {
  const panel = useContext(CartPanelContext);
  const pathname = usePathname();
  return {
    isOpen: panel?.isOpen ?? false,
    toggle: () => {
      if (!panel || pathname === '/cart' || !isDesktopNow()) return false;
      panel.setOpen(!panel.isOpen);
      return true;
    },
  };
}

/**
 * The panel, once opened: fixed at the window's right, below the header, the page visible beside
 * it. It closes by its button, Escape, or when the page changes (« Commander » went on).
 */
export function CartPanel({ orderButton }: { orderButton: ComponentType<OrderButtonProps> }) {
  const panel = useContext(CartPanelContext);
  const pathname = usePathname();
  const setOpen = panel?.setOpen;
  const isOpen = panel?.isOpen ?? false;

  // What had the focus when it opened (the header's « Panier »): it gets it back when the panel is
  // closed by its button or Escape, not when the page changes.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => setOpen?.(false), [pathname, setOpen]);

  // Before the panel's own effect moves the focus to its « Fermer ».
  useLayoutEffect(() => {
    if (!isOpen || Platform.OS !== 'web') return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen || !setOpen || Platform.OS !== 'web') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeBack(setOpen, opener.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, setOpen]);

  if (!isOpen || !setOpen) return null;
  return <CartPanelBody orderButton={orderButton} onClose={() => closeBack(setOpen, opener.current)} />;
}

/** Closes the panel and gives the focus back to what opened it, when it is still on the page. */
function closeBack(setOpen: (isOpen: boolean) => void, opener: HTMLElement | null): void {
  setOpen(false);
  if (Platform.OS === 'web' && opener?.isConnected) opener.focus();
}

function CartPanelBody({
  orderButton: OrderButton,
  onClose,
}: {
  orderButton: ComponentType<OrderButtonProps>;
  onClose(): void;
}) {
  const cart = useAppSelector((state) => state.cart);
  const quote = useCartQuote();
  const { byId } = useProductTiles(cart.products.map((line) => line.id));
  const totalCents = cartTotalCents(cart);
  const minimumCents = useMinimumOrderCents();
  // Opened from the header, the keyboard goes on in the panel (react-native-web's views are elements).
  const closeButton = useRef<View>(null);
  useEffect(() => (closeButton.current as unknown as HTMLElement | null)?.focus(), []);
  return (
    <View
      role="region"
      aria-label={t('components.cart_panel.label')}
      style={[styles.panel, fixedOnWeb]}
      testID="cart-panel"
      {...desktopPart('only')}
    >
      <View style={styles.head}>
        <Text variant="title" role="heading" aria-level={2}>
          {t('screens.cart.title')}
        </Text>
        <Pressable
          accessibilityRole="button"
          accessibilityLabel={t('components.cart_panel.close')}
          onPress={onClose}
          ref={closeButton}
          style={styles.close}
          testID="cart-panel-close"
        >
          <Text variant="label">{t('components.sheet.close')}</Text>
        </Pressable>
      </View>
      <ScrollView contentContainerStyle={styles.content}>
        {cart.products.length === 0 ? (
          <>
            <Text>{t('screens.cart.empty')}</Text>
            <Link href="/menu" style={styles.link} accessibilityRole="link">
              {t('screens.cart.browse')}
            </Link>
          </>
        ) : (
          <>
            <MinimumOrderHint subtotalCents={totalCents} minimumCents={minimumCents} />
            {cart.products.map((line) => (
              <CartLine key={line.id} line={line} tile={byId.get(line.id)} quote={quote} />
            ))}
            <Totals quote={quote} />
            <OrderButton
              isBelowMinimum={missingForMinimumOrder(totalCents, minimumCents) > 0}
              quote={quote}
            />
            <Link href="/cart" style={styles.link} accessibilityRole="link">
              {t('components.cart_panel.whole_cart')}
            </Link>
          </>
        )}
      </ScrollView>
    </View>
  );
}

/** Fixed to the window on the web (react-native has no such position; the panel is the web's only). */
const fixedOnWeb = { position: 'fixed' } as unknown as ViewStyle;

const styles = StyleSheet.create({
  panel: {
    position: 'absolute',
    top: layout.headerHeight,
    right: 0,
    bottom: 0,
    width: layout.sidePanelWidth,
    backgroundColor: palette.background,
    borderLeftWidth: 1,
    borderLeftColor: palette.border,
    shadowColor: palette.primary,
    shadowOpacity: 0.15,
    shadowRadius: 16,
    shadowOffset: { width: -4, height: 0 },
  },
  head: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingHorizontal: spacing.lg,
    paddingVertical: spacing.md,
    borderBottomWidth: 1,
    borderBottomColor: palette.border,
  },
  close: { minHeight: 44, justifyContent: 'center', paddingHorizontal: spacing.sm },
  content: { padding: spacing.lg, gap: spacing.md },
  link: { color: palette.link, textDecorationLine: 'underline' },
});
