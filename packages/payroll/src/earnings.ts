/** Other earnings: an employee line's salary_total from its category (payroll-design "Other earnings"). */
import { allocateProportionally, centavos } from './money.ts';
import type { EarningInput, EarningsOperand } from './types.ts';

export class PayrollInputError extends Error {
  override name = 'PayrollInputError';
}

/** Applies a category operand: 0 add, 1 subtract, 2 multiply, 3 divide. */
export function applyOperand(left: number, operand: EarningsOperand, right: number): number {
  switch (operand) {
    case 0:
      return left + right;
    case 1:
      return left - right;
    case 2:
      return left * right;
    case 3:
      // Division by zero is refused when a category is saved; reaching it here is a data error.
      if (right === 0) throw new PayrollInputError('earnings category divides by a zero rate');
      return left / right;
    default:
      throw new PayrollInputError(`unknown earnings operand ${String(operand)}`);
  }
}

/**
 * salary_total of one line, in centavos:
 * - By Work - Individual (0): line amount (operand) rate;
 * - By Work - Group (1): record total_amount (operand) rate, shared among the record's lines in
 *   proportion to their amounts (equally when all are zero), to the centavo;
 * - By Day (2): days present in the period (operand) rate.
 */
export function earningSalaryTotal(line: EarningInput, daysPresent: number): number {
  switch (line.calc_id) {
    case 0:
      return centavos(applyOperand(line.amount, line.operand_id, line.rate));
    case 1: {
      const amounts = line.group_amounts ?? [line.amount];
      const index = line.line_index ?? 0;
      if (index < 0 || index >= amounts.length) {
        throw new PayrollInputError(`By Work - Group line_index ${index} is outside the record's lines`);
      }
      const total = centavos(applyOperand(line.total_amount ?? 0, line.operand_id, line.rate));
      return allocateProportionally(total, amounts)[index]!;
    }
    case 2:
      return centavos(applyOperand(daysPresent, line.operand_id, line.rate));
    default:
      throw new PayrollInputError(`unknown earnings calc_id ${String(line.calc_id)}`);
  }
}
