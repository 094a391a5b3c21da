import type { AddressSuggestion } from '@sillon/contract';
import {
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_NAME_MAX_LENGTH,
  MAX_DELIVERY_INSTRUCTIONS_LENGTH,
  t,
  tCount,
  validatePostalCode,
} from '@sillon/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Platform, Pressable, StyleSheet, View, type TextInput } from 'react-native';
import { Announcement, RadioRow, Text, TextField, palette, radius, spacing } from '@/ui';
import { useCommunesQuery } from '../api/account-api';
import { useAddressSuggestions } from '../api/address-suggestions';
import type { AddressField, AddressForm } from './address-form';
import { DeliveryZonesSheet } from './delivery-zones-sheet';

/**
 * The delivery address's inputs (the checkout's first step and « Mes informations »): addresses
 * are suggested as the street is typed, and one chosen fills the street, the postal code and the
 * city; the postal code's communes fill in the city (one) or are offered (several); an address
 * outside the delivered zone opens the served-zones sheet; the delivery instructions come last.
 * The state is the caller's (`useAddressForm`).
 */
export function AddressFields({ form, testIDPrefix }: { form: AddressForm; testIDPrefix: string }) {
  const { values, errors, set, setField, check } = form;
  const [isCityFocused, setCityFocused] = useState(false);
  // The city as the customer typed it, and the postal code it was typed for: that code's commune
  // does not replace it.
  const [typedCity, setTypedCity] = useState<TypedCity | null>(null);
  const choices = useCommuneChoices(form, isCityFocused, typedCity);
  // Suggestions only once the customer types the street: never for an address already filled in.
  const [isTypingStreet, setTypingStreet] = useState(false);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  // A suggestion that is the address as typed would change nothing: it is not offered.
  const suggestions = useAddressSuggestions(values.address1, isTypingStreet).filter(
    (suggestion) =>
      !same(suggestion.street, values.address1) ||
      !same(suggestion.postal_code, values.zipcode) ||
      !same(suggestion.city, values.city),
  );

  // The chosen suggestion's list goes: the focus goes on to the field after the ones it filled.
  const complement = useRef<TextInput>(null);
  const choose = (suggestion: AddressSuggestion) => {
    setTypingStreet(false);
    setField('address1', suggestion.street);
    setField('zipcode', suggestion.postal_code);
    setField('city', suggestion.city);
    complement.current?.focus();
  };
  const combobox = useStreetCombobox(values.address1, suggestions, {
    onChoose: choose,
    onClose: () => setTypingStreet(false),
  });

  const field = (name: AddressField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`checkout.information.${name}`)}
      value={values[name]}
      onChangeText={(text) => {
        // Another field typed in: the customer has moved on from the street.
        setTypingStreet(false);
        set(name)(text);
      }}
      onBlur={check(name)}
      error={errors[name]}
      testID={`${testIDPrefix}-${name}`}
      {...extra}
    />
  );

  return (
    <>
      {field('fullname', { autoComplete: 'name', maxLength: ADDRESS_NAME_MAX_LENGTH })}
      {field('address1', {
        ...combobox.street,
        autoComplete: 'address-line1',
        maxLength: ADDRESS_LINE_MAX_LENGTH,
        onChangeText: (text) => {
          setTypingStreet(true);
          set('address1')(text);
        },
      })}
      {/* The list comes below the street, which keeps the focus: screen readers are told it is there. */}
      <Announcement
        message={
          suggestions.length > 0 ? tCount('checkout.information.suggestions_count', suggestions.length) : ''
        }
      />
      {suggestions.length > 0 ? (
        <AddressSuggestions
          suggestions={suggestions}
          onChoose={choose}
          listProps={combobox.list}
          optionProps={combobox.option}
          testID={`${testIDPrefix}-address-suggestions`}
        />
      ) : null}
      {field('address2', {
        autoComplete: 'address-line2',
        maxLength: ADDRESS_LINE_MAX_LENGTH,
        ref: complement,
      })}
      {field('zipcode', {
        autoComplete: 'postal-code',
        keyboardType: 'number-pad',
        inputMode: 'numeric',
        // Room for a code pasted with spaces around or inside it (« 75 011 »): they go as typed, so
        // five digits are never cut to four.
        maxLength: 8,
        onChangeText: (text) => {
          setTypingStreet(false);
          set('zipcode')(text.replace(/\s/g, ''));
        },
      })}
      {choices.length > 1 ? (
        <View style={styles.choices} role="radiogroup" aria-label={t('checkout.information.city_choice')}>
          <Text variant="label">{t('checkout.information.city_choice')}</Text>
          {choices.map((commune) => (
            <RadioRow
              key={commune.code}
              label={commune.name}
              accessibilityLabel={t('checkout.information.city_option', { name: commune.name })}
              checked={values.city.trim().toLowerCase() === commune.name.toLowerCase()}
              onPress={() => set('city')(commune.name)}
              testID={`commune-${commune.code}`}
            />
          ))}
        </View>
      ) : null}
      {field('city', {
        ...CITY_AUTOCOMPLETE,
        textContentType: 'addressCity',
        maxLength: ADDRESS_NAME_MAX_LENGTH,
        // The postal code's city, pressed into, is selected: what is typed replaces it.
        selectTextOnFocus: choices.length === 1 && values.city === choices[0]?.name,
        onChangeText: (text) => {
          setTypingStreet(false);
          setTypedCity(text.trim() === '' ? null : { city: text, zipcode: values.zipcode });
          set('city')(text);
        },
        onFocus: () => setCityFocused(true),
        onBlur: () => {
          setCityFocused(false);
          check('city')();
        },
      })}
      {field('deliveryInstructions', {
        multiline: true,
        numberOfLines: 3,
        countsTo: MAX_DELIVERY_INSTRUCTIONS_LENGTH,
        placeholder: t('checkout.information.delivery_instructions_placeholder'),
      })}
      <DeliveryZonesSheet visible={form.zonesVisible} onClose={form.closeZones} />
    </>
  );
}

/**
 * The town's autofill: the web's token is `address-level2` (React Native's types do not know it;
 * react-native-web writes it as given), Android's `postal-address-locality`.
 */
const CITY_AUTOCOMPLETE: object =
  Platform.OS === 'web' ? { autoComplete: 'address-level2' } : { autoComplete: 'postal-address-locality' };

type KeyEvent = { key: string; preventDefault(): void };

/**
 * On the web, the street and its suggestions are an ARIA combobox: the street, keeping the focus,
 * names the list it opens (`aria-expanded`, `aria-controls`) and the suggestion highlighted
 * (`aria-activedescendant`); Up and Down move the highlight, Enter chooses it, Escape closes the
 * list. The apps keep their buttons, which a screen reader's swipe reaches.
 */
function useStreetCombobox(
  street: string,
  suggestions: AddressSuggestion[],
  { onChoose, onClose }: { onChoose(suggestion: AddressSuggestion): void; onClose(): void },
) {
  const listId = `${useId()}-suggestions`;
  // Held by its label for the street as typed: the street typed on, the list highlights nothing.
  const [highlight, setHighlight] = useState<{ label: string; street: string } | null>(null);
  if (Platform.OS !== 'web') return { street: {}, list: {}, option: () => ({}) };
  const highlighted =
    highlight?.street === street
      ? suggestions.findIndex((suggestion) => suggestion.label === highlight.label)
      : -1;
  const isExpanded = suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  const handleKey = (event: KeyEvent) => {
    if (!isExpanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From no highlight, Down reaches the first suggestion and Up the last; both go round.
      const from = highlighted >= 0 ? highlighted : step > 0 ? -1 : 0;
      const next = (from + step + suggestions.length) % suggestions.length;
      setHighlight({ label: suggestions[next]!.label, street });
    } else if (event.key === 'Enter' && highlighted >= 0) {
      // Not the form's Enter, nor the field's leaving it: the address is chosen.
      event.preventDefault();
      onChoose(suggestions[highlighted]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setHighlight(null);
      onClose();
    }
  };
  // React Native's types know neither the combobox's ARIA nor a key's `preventDefault` (web only).
  const streetProps: object = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': isExpanded,
    'aria-controls': isExpanded ? listId : undefined,
    'aria-activedescendant': highlighted >= 0 ? optionId(highlighted) : undefined,
    onKeyPress: handleKey,
  };
  const list: object = { role: 'listbox', nativeID: listId };
  // The options are not in the tab order: the street keeps the focus, the arrows move in the list.
  const option = (index: number): object => ({
    role: 'option',
    nativeID: optionId(index),
    'aria-selected': index === highlighted,
    focusable: false,
  });
  return { street: streetProps, list, option };
}

/** The addresses suggested for the street typed; one pressed fills the address. */
function AddressSuggestions({
  suggestions,
  onChoose,
  listProps,
  optionProps,
  testID,
}: {
  suggestions: AddressSuggestion[];
  onChoose(suggestion: AddressSuggestion): void;
  /** The web's listbox and options (`useStreetCombobox`); none in the apps. */
  listProps: object;
  optionProps(index: number): object;
  testID: string;
}) {
  return (
    <View
      style={styles.suggestions}
      role="region"
      aria-label={t('checkout.information.suggestions_label')}
      testID={testID}
      {...listProps}
    >
      {suggestions.map((suggestion, index) => {
        const option = optionProps(index) as { 'aria-selected'?: boolean };
        return (
          <Pressable
            key={suggestion.label}
            role="button"
            onPress={() => onChoose(suggestion)}
            style={({ pressed }) => [
              styles.suggestion,
              pressed ? styles.pressed : null,
              option['aria-selected'] ? styles.highlighted : null,
            ]}
            {...option}
          >
            <Text>{suggestion.street}</Text>
            <Text variant="caption" tone="muted">
              {suggestion.postal_code} {suggestion.city}
            </Text>
          </Pressable>
        );
      })}
    </View>
  );
}

type TypedCity = { city: string; zipcode: string };

/**
 * The postal code's communes; one alone becomes the city (once per postal code, so it can be
 * retyped), but never while the customer is in the city field: what they type there would follow
 * it (« ParisParis »). It is filled once they leave the field, unless they typed a city there for
 * this postal code (« Marseille » for 75011): that stays theirs, and the server says under the
 * fields if it is not the postal code's, rather than the shop changing it unseen. A saved
 * address's city, one filled in before, or one typed for another postal code gives way to the new
 * postal code's commune.
 */
function useCommuneChoices(
  { values, setField }: AddressForm,
  isCityFocused: boolean,
  typedCity: TypedCity | null,
) {
  const postalCode = validatePostalCode(values.zipcode);
  const communes = useCommunesQuery(postalCode.ok ? postalCode.value : '', { skip: !postalCode.ok });
  const choices = useMemo(
    // `currentData`: the previous postal code's communes must not fill in the new one's city.
    () => (postalCode.ok ? (communes.currentData?.communes ?? []) : []),
    [postalCode.ok, communes.currentData],
  );
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    // A postal code rubbed out and typed again is a new one: its city is filled in again.
    if (!postalCode.ok) filledFor.current = null;
    const only = choices.length === 1 ? choices[0] : undefined;
    if (only && !isCityFocused && filledFor.current !== values.zipcode) {
      filledFor.current = values.zipcode;
      const isTheirs = typedCity?.city === values.city && typedCity.zipcode === values.zipcode;
      if (!isTheirs) setField('city', only.name);
    }
    // Run again as the city is typed and left too, but only a new postal code's communes fill it in.
  }, [choices, postalCode.ok, values.zipcode, values.city, isCityFocused, typedCity, setField]);
  return choices;
}

const styles = StyleSheet.create({
  choices: { gap: spacing.sm },
  suggestions: {
    marginTop: -spacing.sm,
    borderWidth: 1,
    borderColor: palette.border,
    borderRadius: radius.md,
    backgroundColor: palette.white,
    overflow: 'hidden',
  },
  suggestion: {
    minHeight: 48,
    justifyContent: 'center',
    paddingHorizontal: spacing.md,
    paddingVertical: spacing.sm,
    borderBottomWidth: StyleSheet.hairlineWidth,
    borderBottomColor: palette.border,
  },
  pressed: { backgroundColor: palette.background },
  // The focus stays in the street: the suggestion the arrows reached is marked as plainly as a focus.
  highlighted: {
    backgroundColor: palette.background,
    borderLeftWidth: spacing.xs,
    borderLeftColor: palette.action,
    paddingLeft: spacing.md - spacing.xs,
  },
});
