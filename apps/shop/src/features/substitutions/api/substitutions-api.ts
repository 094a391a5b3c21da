/**
 * Substitutions (issue 41) on the checkout server: a line's preference in the cart and in a placed
 * order, the answer to a proposed substitute, and the catalogue's similar products (« Ce produit à
 * la place »). A placed order's changes refresh its screens (the `Orders` tag).
 */
import type {
  CartDocument,
  SimilarProductsResponse,
  SubstitutionAnswerBody,
  SubstitutionPreferenceBody,
} from '@sillon/contract';
import { orderTokenHeaders, shopApi } from '@/lib/api';

const CART = '/api/v2/storefront/cart';
const ORDERS = '/api/v2/storefront/account/orders';

export type SubstitutionAnswerValue = SubstitutionAnswerBody['answer'];

export const substitutionsApi = shopApi.enhanceEndpoints({ addTagTypes: ['Orders'] }).injectEndpoints({
  endpoints: (build) => ({
    similarProducts: build.query<SimilarProductsResponse, { productId: string; zipcode: string }>({
      query: ({ productId, zipcode }) => ({
        url: `/api/catalog/products/${encodeURIComponent(productId)}/similar`,
        params: { zipcode },
      }),
    }),
    setCartSubstitution: build.mutation<
      CartDocument,
      { lineItemId: string; substitution: SubstitutionPreferenceBody; include: string; orderToken?: string }
    >({
      query: ({ lineItemId, substitution, include, orderToken }) => ({
        url: `${CART}/set_substitution`,
        method: 'PATCH',
        headers: orderTokenHeaders(orderToken),
        body: { line_item_id: lineItemId, substitution, include },
      }),
    }),
    setOrderSubstitution: build.mutation<
      CartDocument,
      { number: string; lineItemId: string; substitution: SubstitutionPreferenceBody; include: string }
    >({
      query: ({ number, lineItemId, substitution, include }) => ({
        url: `${ORDERS}/${encodeURIComponent(number)}/set_substitution`,
        method: 'PATCH',
        body: { line_item_id: lineItemId, substitution, include },
      }),
      invalidatesTags: ['Orders'],
    }),
    answerSubstitution: build.mutation<
      CartDocument,
      { number: string; lineId: string; answer: SubstitutionAnswerValue; include?: string }
    >({
      query: ({ number, lineId, answer, include }) => ({
        url: `${ORDERS}/${encodeURIComponent(number)}/substitutions/${encodeURIComponent(lineId)}`,
        method: 'POST',
        body: { answer, ...(include ? { include } : {}) },
      }),
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useSimilarProductsQuery,
  useSetCartSubstitutionMutation,
  useSetOrderSubstitutionMutation,
  useAnswerSubstitutionMutation,
} = substitutionsApi;
