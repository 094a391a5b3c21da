/**
 * An edit form's reset when its record is read again (« Actualiser », or any action's refresh, a
 * new photo): the fields the member typed into keep what they typed, the others take the server's.
 * One object for every form: react-admin resets again whenever this option changes identity.
 */
export const KEEP_TYPED_ON_REFETCH = { keepDirtyValues: true } as const;
