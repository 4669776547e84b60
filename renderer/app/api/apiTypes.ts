// The API's shapes are the generated types of the schemas: the same contract the server checks.
export type {
  ApiError as ApiErrorBody,
  ListResponse as ReferenceLists,
  Proposal,
  ReferenceList,
  ReferenceListOption as ListOption,
} from '../../../schemas/generated/index';

import type { OperationTypes } from '../../../schemas/generated/operations';

/** A call of the API by its operation id in openapi.json (schemas/src/apiOperations.ts). */
export type Operation = keyof OperationTypes;
/** What a call takes as its JSON body, as the API's description says. */
export type Body<K extends Operation> = OperationTypes[K]['body'];
/** What a call takes as its query, as the API's description says. */
export type Query<K extends Operation> = OperationTypes[K]['query'];
/** What a call answers on success, as the API's description says. */
export type Answer<K extends Operation> = OperationTypes[K]['answer'];
