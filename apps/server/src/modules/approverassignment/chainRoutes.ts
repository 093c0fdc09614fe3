/** /approverAssignment/chains (issue 27 §1): the approval chains, with Approver Assignment's permissions. */
import {
  approvalChainInputSchema,
  approvalChainSchema,
  approvalChainUpdateSchema,
  CHAIN_MSG,
  chainIdQuery,
  messageResponseSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { createChain, deleteChain, listChains, updateChain } from './chains.ts';

const TAGS = ['approverassignment'];
const RULES =
  '400 without a name or a level, a level without an approver, an approver who is not an approver (named), an unknown type, company or department; 409 when a chain for the same type, company and department exists. Applications filed later use it; pending ones keep the chain they were filed under.';

export function approvalChainRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/approverAssignment/chains',
    {
      config: { access: { module: 'approverassignment', flag: 'view' } },
      schema: {
        tags: TAGS,
        operationId: 'approverAssignmentChains',
        summary:
          'The approval chains: scope (application type, company, department; null for every one) and ordered levels with their approvers and mode (any one or all).',
        response: { 200: z.array(approvalChainSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => listChains(deps.db),
  );

  app.post(
    '/api/approverAssignment/chains/create',
    {
      config: { access: { module: 'approverassignment', flag: 'create' } },
      schema: {
        tags: TAGS,
        summary: `Creates an approval chain. ${RULES}`,
        body: approvalChainInputSchema,
        response: { 200: approvalChainSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => createChain(deps, actorOf(request), request.body),
  );

  app.put(
    '/api/approverAssignment/chains/update',
    {
      config: { access: { module: 'approverassignment', flag: 'update' } },
      schema: {
        tags: TAGS,
        summary: `Replaces an approval chain's scope and levels. 404 for an unknown chain. ${RULES}`,
        body: approvalChainUpdateSchema,
        response: { 200: approvalChainSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => updateChain(deps, actorOf(request), request.body),
  );

  app.delete(
    '/api/approverAssignment/chains/delete',
    {
      config: { access: { module: 'approverassignment', flag: 'delete' } },
      schema: {
        tags: TAGS,
        summary:
          'Deletes an approval chain: later filings fall back to a wider chain or the single approver; pending applications keep theirs. 404 for an unknown chain.',
        querystring: chainIdQuery,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await deleteChain(deps, actorOf(request), request.query.id);
      return { message: CHAIN_MSG.deleted };
    },
  );
}
