/** Substitutions (issue 41), the customer's side: a line's preference, the answer to a proposal. */
export { SubstitutionChoice, type SubstitutionChoiceProps } from './components/substitution-choice';
export { SubstitutionProposals, proposalsOf } from './components/substitution-proposals';
export { SubstitutionPushActions } from './components/substitution-push-actions';
export {
  substitutionsApi,
  useSetCartSubstitutionMutation,
  useSetOrderSubstitutionMutation,
  useAnswerSubstitutionMutation,
} from './api/substitutions-api';
