// The API's shapes are the generated types of the schemas: the same contract the server checks.
export type {
  ApiError as ApiErrorBody,
  ListResponse as ReferenceLists,
  Proposal,
  ReferenceList,
  ReferenceListOption as ListOption,
} from '../../../schemas/generated/index';
