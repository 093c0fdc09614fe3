/** The earnings and deductions area (issue 11): categories and records of both kinds. */
import type { App, AppDeps } from '../../deps.ts';
import { deductionsCategoriesRoutes, earningsCategoriesRoutes } from './categoriesRoutes.ts';
import { deductionsRecordsRoutes, earningsRecordsRoutes } from './recordsRoutes.ts';

export function earningsDeductionsRoutes(app: App, deps: AppDeps): void {
  earningsCategoriesRoutes(app, deps);
  deductionsCategoriesRoutes(app, deps);
  earningsRecordsRoutes(app, deps);
  deductionsRecordsRoutes(app, deps);
}
