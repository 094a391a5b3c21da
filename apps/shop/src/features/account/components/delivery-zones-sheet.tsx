import { bikeDistrictsText, errorText, t } from '@sillon/domain';
import { useState } from 'react';
import { Linking, StyleSheet, View } from 'react-native';
import { config } from '@/config';
import { Button, Sheet, Text, spacing } from '@/ui';

/**
 * Spec §8 "address outside delivered zone": the message, the served zones on demand, a way to
 * contact the shop, and back to the address.
 */
export function DeliveryZonesSheet({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const [showZones, setShowZones] = useState(false);
  const text = errorText('address_outside_delivery_zone');
  return (
    <Sheet visible={visible} title={text.title} onRequestClose={onClose} testID="zones-sheet">
      <Text>{text.content}</Text>
      {showZones ? (
        <View style={styles.zones} testID="served-zones">
          <Text variant="label">{t('checkout.zones.heading')}</Text>
          <Text>{t('checkout.zones.mainland')}</Text>
          <Text>{bikeDistrictsText()}</Text>
        </View>
      ) : (
        <Button variant="outline" label={t('checkout.zones.see')} onPress={() => setShowZones(true)} />
      )}
      <Button
        variant="outline"
        label={t('checkout.zones.contact')}
        onPress={() => void Linking.openURL(`mailto:${config.contactEmail}`)}
      />
      <Button label={t('checkout.zones.change_address')} onPress={onClose} />
    </Sheet>
  );
}

const styles = StyleSheet.create({ zones: { gap: spacing.sm } });
