/**
 * Address suggestions as the street is typed (issue 40): asked once typing pauses, only for a text
 * long enough to name a street. Injected into the shop's one API.
 */
import type { AddressSuggestionsResponse } from '@sillon/contract';
import { ADDRESS_SUGGESTIONS_MIN_LENGTH } from '@sillon/domain';
import { useEffect, useState } from 'react';
import { shopApi } from '@/lib/api';

/** Asking waits for a pause in typing, so each keystroke does not cost a request. */
export const ADDRESS_SUGGESTIONS_DEBOUNCE_MS = 300;

const addressSuggestionsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    addressSuggestions: build.query<AddressSuggestionsResponse, string>({
      query: (text) => ({ url: '/api/geocoding/suggestions', params: { text } }),
      // The text is part of an address: not kept once the form is gone.
      keepUnusedDataFor: 0,
    }),
  }),
});

/** The suggestions for `text` once it settles; none while `active` is false (nothing typed yet). */
export function useAddressSuggestions(text: string, active: boolean) {
  const typed = text.trim();
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), ADDRESS_SUGGESTIONS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const asked = active && settled === typed && typed.length >= ADDRESS_SUGGESTIONS_MIN_LENGTH;
  const answer = addressSuggestionsApi.useAddressSuggestionsQuery(typed, { skip: !asked });
  // `currentData`: the previous text's suggestions never show under the new one.
  return asked ? (answer.currentData?.suggestions ?? []) : [];
}
