/**
 * /EarningsCategories and /DeductionsCategories: fetch, create, update, delete?code (spec 7);
 * modules earningscategories and deductionscategories.
 */
import {
  categoryDeleteQuerySchema,
  codeResponseSchema,
  deductionsCategoryCreateSchema,
  deductionsCategoryRowSchema,
  deductionsCategoryUpdateSchema,
  EARNINGS_MSG,
  earningsCategoryCreateSchema,
  earningsCategoryRowSchema,
  earningsCategoryUpdateSchema,
  messageResponseSchema,
} from '@sahod/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import * as service from './categoriesService.ts';

const EARNINGS_DOC =
  "Earnings category: category_name (unique, case-insensitive: 409 'Name is already in use.'), descr, calc_id (0 By Work - Individual, 1 By Work - Group, 2 By Day), rate (up to 4 decimals), operand_id (0 add, 1 subtract, 2 multiply, 3 divide; divide with rate 0 is refused), input_column (what the lines enter, e.g. Pieces), taxable (default true), de_minimis (default false); tax_treatment ('taxable', 'de_minimis' with de_minimis_kind, 'other_benefits', 'non_taxable', 'hazard'), which wins over the two flags and sets them (omitted: the flags decide, by migration 0028's rule).";
const DEDUCTIONS_DOC =
  "Deductions category: category_name (unique, case-insensitive: 409 'Name is already in use.'), descr, calc_deduc ('by Amount'), pre_tax (taken before withholding tax, default false).";

export function earningsCategoriesRoutes(app: App, deps: AppDeps): void {
  const module = 'earningscategories';
  app.get(
    '/api/EarningsCategories/fetch',
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags: ['EarningsCategories'],
        summary: `Every earnings category (code is its id), ordered by name. ${EARNINGS_DOC}`,
        response: { 200: z.array(earningsCategoryRowSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => service.fetchEarningsCategories(deps),
  );
  app.post(
    '/api/EarningsCategories/create',
    {
      config: { access: { module, flag: 'create' } },
      schema: {
        tags: ['EarningsCategories'],
        summary: `Adds an earnings category. ${EARNINGS_DOC}`,
        body: earningsCategoryCreateSchema,
        response: { 200: codeResponseSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => ({
      message: EARNINGS_MSG.categorySaved,
      code: await service.createEarningsCategory(deps, actorOf(request), request.body),
    }),
  );
  app.put(
    '/api/EarningsCategories/update',
    {
      config: { access: { module, flag: 'update' } },
      schema: {
        tags: ['EarningsCategories'],
        summary: `Saves an earnings category (code chooses it; every field as on create). 404 when it no longer exists. ${EARNINGS_DOC}`,
        body: earningsCategoryUpdateSchema,
        response: { 200: codeResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => ({
      message: EARNINGS_MSG.categorySaved,
      code: await service.updateEarningsCategory(deps, actorOf(request), request.body),
    }),
  );
  app.delete(
    '/api/EarningsCategories/delete',
    {
      config: { access: { module, flag: 'delete' } },
      schema: {
        tags: ['EarningsCategories'],
        summary: 'Deletes an earnings category. 404 when missing; 409 while an earnings record uses it.',
        querystring: categoryDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await service.deleteCategory(deps, actorOf(request), 'earnings', request.query.code);
      return { message: EARNINGS_MSG.categoryDeleted };
    },
  );
}

export function deductionsCategoriesRoutes(app: App, deps: AppDeps): void {
  const module = 'deductionscategories';
  app.get(
    '/api/DeductionsCategories/fetch',
    {
      config: { access: { module, flag: 'view' } },
      schema: {
        tags: ['DeductionsCategories'],
        summary: `Every deductions category (code is its id), ordered by name. ${DEDUCTIONS_DOC}`,
        response: { 200: z.array(deductionsCategoryRowSchema), ...errorResponses(...GUARDED_ERRORS) },
      },
    },
    async () => service.fetchDeductionsCategories(deps),
  );
  app.post(
    '/api/DeductionsCategories/create',
    {
      config: { access: { module, flag: 'create' } },
      schema: {
        tags: ['DeductionsCategories'],
        summary: `Adds a deductions category. ${DEDUCTIONS_DOC}`,
        body: deductionsCategoryCreateSchema,
        response: { 200: codeResponseSchema, ...errorResponses(...GUARDED_ERRORS, 409) },
      },
    },
    async (request) => ({
      message: EARNINGS_MSG.categorySaved,
      code: await service.createDeductionsCategory(deps, actorOf(request), request.body),
    }),
  );
  app.put(
    '/api/DeductionsCategories/update',
    {
      config: { access: { module, flag: 'update' } },
      schema: {
        tags: ['DeductionsCategories'],
        summary: `Saves a deductions category (code chooses it). 404 when it no longer exists. ${DEDUCTIONS_DOC}`,
        body: deductionsCategoryUpdateSchema,
        response: { 200: codeResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => ({
      message: EARNINGS_MSG.categorySaved,
      code: await service.updateDeductionsCategory(deps, actorOf(request), request.body),
    }),
  );
  app.delete(
    '/api/DeductionsCategories/delete',
    {
      config: { access: { module, flag: 'delete' } },
      schema: {
        tags: ['DeductionsCategories'],
        summary: 'Deletes a deductions category. 404 when missing; 409 while a deductions record uses it.',
        querystring: categoryDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...GUARDED_ERRORS, 404, 409) },
      },
    },
    async (request) => {
      await service.deleteCategory(deps, actorOf(request), 'deductions', request.query.code);
      return { message: EARNINGS_MSG.categoryDeleted };
    },
  );
}
