/**
 * The customer's first name and e-mail, as the sign-up and « Mes informations » ask them (spec
 * §4, §5): each field's French message from the domain's rules, and the server's refusal (an
 * e-mail invalid or another account's, a first name refused) put back under its field.
 */
import {
  emailRefusalOf,
  errorText,
  FIRST_NAME_MAX_LENGTH,
  t,
  validateEmail,
  validateFirstName,
} from '@sillon/domain';
import { useState } from 'react';
import type { AuthFailure } from '@/features/auth';
import { TextField } from '@/ui';

type Person = { firstName: string; email: string };
type PersonErrors = Partial<Record<keyof Person, string>>;

export type PersonForm = ReturnType<typeof usePersonForm>;

export function usePersonForm(initial: Person) {
  const [values, setValues] = useState<Person>(initial);
  const [errors, setErrors] = useState<PersonErrors>({});

  const set = (field: keyof Person) => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    // A corrected field loses its message at once; the other keeps its own until the next try.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Both fields checked: the values to send, trimmed, or null once the messages show why not. */
  const validated = (): Person | null => {
    const found: PersonErrors = {};
    const firstName = validateFirstName(values.firstName);
    if (!firstName.ok) found.firstName = errorText(firstName.code).content;
    const email = validateEmail(values.email.trim());
    if (!email.ok) found.email = errorText(email.code).content;
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return { firstName: values.firstName.trim(), email: values.email.trim() };
  };

  /** The server's refusal under its field; answers whether it was about one of them. */
  const showRefusal = (refused: AuthFailure): boolean => {
    // Spec §8 "Email": invalid, already used, or refused for another reason (the unknown error).
    const emailRefused = emailRefusalOf(refused);
    if (emailRefused) {
      setErrors({ email: errorText(emailRefused).content });
      return true;
    }
    const firstNameCode = refused.fields?.['firstName']?.[0];
    if (!firstNameCode) return false;
    setErrors({ firstName: errorText(firstNameCode).content });
    return true;
  };

  return { values, errors, set, validated, showRefusal };
}

export function PersonFields({ form, testIDPrefix }: { form: PersonForm; testIDPrefix: string }) {
  return (
    <>
      <TextField
        label={t('screens.my_info.first_name')}
        value={form.values.firstName}
        onChangeText={form.set('firstName')}
        error={form.errors.firstName}
        autoComplete="given-name"
        textContentType="givenName"
        maxLength={FIRST_NAME_MAX_LENGTH}
        testID={`${testIDPrefix}-firstName`}
      />
      <TextField
        label={t('screens.my_info.email')}
        value={form.values.email}
        onChangeText={form.set('email')}
        error={form.errors.email}
        autoComplete="email"
        keyboardType="email-address"
        autoCapitalize="none"
        inputMode="email"
        testID={`${testIDPrefix}-email`}
      />
    </>
  );
}
