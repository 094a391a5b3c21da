/**
 * The edit forms staff type into: react-admin's `SimpleForm` that keeps what was typed when its
 * record is read again (« Actualiser », or any action's refresh, a new photo), the untouched
 * fields taking the server's values, and that is clean again once saved.
 */
import { useEffect } from 'react';
import { SimpleForm, type SimpleFormProps } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

/** One object for every form: react-admin resets again whenever this option changes identity. */
const KEEP_TYPED_ON_REFETCH = { keepDirtyValues: true } as const;

/**
 * The saved values become the form's own: kept as typed, the saved fields would stay « unsaved »
 * after the saved record came back, and leaving the form would ask to lose them.
 */
function CleanOnceSaved() {
  const { isSubmitSuccessful } = useFormState();
  const { reset, getValues } = useFormContext();
  useEffect(() => {
    if (isSubmitSuccessful) reset(getValues());
  }, [isSubmitSuccessful, reset, getValues]);
  return null;
}

export function KeepTypedForm({ children, ...props }: SimpleFormProps) {
  return (
    <SimpleForm resetOptions={KEEP_TYPED_ON_REFETCH} {...props}>
      <CleanOnceSaved />
      {children}
    </SimpleForm>
  );
}
